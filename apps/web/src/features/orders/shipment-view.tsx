import type { Carrier, Shipment } from '@omoide/contract';
import { useTranslation } from 'react-i18next';
import { formatDate, isoDateTime } from '@/shared/i18n/format-date';
import { ORDERS_NAMESPACE } from '@/shared/i18n/i18n';
import { useTextLanguage } from '@/shared/i18n/use-locale';
import { Icon } from '@/shared/ui';
import styles from './orders.module.css';

/** Each carrier's name as buyers read it (the keys spelt out, so the locale check finds them). */
const CARRIER_NAMES = {
  yamato: 'shipment.carriers.yamato',
  sagawa: 'shipment.carriers.sagawa',
  japan_post: 'shipment.carriers.japan_post',
  chunghwa_post: 'shipment.carriers.chunghwa_post',
  tcat: 'shipment.carriers.tcat',
  hct: 'shipment.carriers.hct',
  other: 'shipment.carriers.other',
} as const satisfies Record<Carrier, string>;

/**
 * A shipped print order's parcel (docs/decisions/018): when it left, the carrier, and the
 * tracking number with a link to the carrier's tracking page where there is one.
 */
export function ShipmentView({ shipment, bulk }: { shipment: Shipment; bulk: boolean }) {
  const { t } = useTranslation(ORDERS_NAMESPACE);
  const language = useTextLanguage();
  return (
    <section className={styles.slip} aria-labelledby="shipment-title" data-testid="shipment">
      <h2 id="shipment-title" className={styles.slipTitle}>
        {t(bulk ? 'shipment.titleBulk' : 'shipment.title')}
      </h2>
      <dl className={styles.facts}>
        <div>
          <dt>{t('shipment.shipped')}</dt>
          <dd>
            <time dateTime={isoDateTime(shipment.shipped_t)}>{formatDate(shipment.shipped_t, language)}</time>
          </dd>
        </div>
        <div>
          <dt>{t('shipment.carrier')}</dt>
          <dd>{t(CARRIER_NAMES[shipment.carrier])}</dd>
        </div>
        {shipment.tracking_number ? (
          <div className={styles.slipWide}>
            <dt>{t('shipment.trackingNumber')}</dt>
            <dd className={styles.slipNumber} data-testid="tracking-number">
              {shipment.tracking_number}
            </dd>
          </div>
        ) : null}
      </dl>
      {shipment.tracking_url ? (
        <a href={shipment.tracking_url} target="_blank" rel="noreferrer" className={styles.textLink}>
          <Icon name="forward" size={18} />
          {t('shipment.track')}
        </a>
      ) : null}
    </section>
  );
}

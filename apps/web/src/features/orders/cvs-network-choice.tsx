import { type CvsPaymentType, cvsNetworksOf, pickLang } from '@omoide/contract';
import { useTranslation } from 'react-i18next';
import { ORDERS_NAMESPACE } from '@/shared/i18n/i18n';
import { useTextLanguage } from '@/shared/i18n/use-locale';
import styles from './order-form.module.css';

/**
 * The store a convenience-store payment is paid at (spec §3 `cvs_net_type`): one radio per
 * network of the type's list, each with a text badge (its first letters) as wide as the
 * spec's logo width (no chain's trademark is drawn).
 */
export function CvsNetworkChoice({
  type,
  value,
  onChange,
}: {
  type: CvsPaymentType;
  value: string;
  onChange: (network: string) => void;
}) {
  const { t } = useTranslation(ORDERS_NAMESPACE);
  const language = useTextLanguage();
  return (
    <fieldset className={styles.paymentChoice}>
      <legend className={styles.sectionLead}>{t('cvs.networkLegend')}</legend>
      {cvsNetworksOf(type).map((network) => (
        <label key={network.id} className={styles.paymentOption}>
          <input
            type="radio"
            name="cvs_net_type"
            value={network.id}
            checked={value === network.id}
            onChange={() => onChange(network.id)}
          />
          <span
            className={styles.cvsBadge}
            style={{ minWidth: `${network.logoWidth}px` }}
            data-network={network.type}
            aria-hidden="true"
          >
            {network.type === 'others' ? '…' : network.name['en-US'].slice(0, 3).toUpperCase()}
          </span>
          <span>{pickLang(network.name, language)}</span>
        </label>
      ))}
      <p className={styles.sectionLead}>{t('cvs.note')}</p>
    </fieldset>
  );
}

import { type PrintOrder, trackingUrlOf } from '@omoide/contract';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/i18n/format-date';
import { useTextLanguage } from '@/shared/i18n/use-locale';
import page from '../../shared/studio-page.module.css';
import styles from './prints.module.css';

/** Where the parcel goes; for bulk delivery, the class and child the school sorts by. */
export function RecipientCell({ order }: { order: PrintOrder }) {
  const { t } = useTranslation('studio');
  return (
    <td>
      <div>{order.buyer_name}</div>
      <div className={page.muted}>{order.ship_to}</div>
      <div className={page.muted}>{t('prints.tel', { tel: order.tel })}</div>
      {order.children.length ? (
        <ul className={styles.plain} aria-label={t('prints.children')}>
          {order.children.map((child) => (
            <li key={`${child.class_name}/${child.child_name}`}>
              {t('prints.child', { className: child.class_name, childName: child.child_name })}
            </li>
          ))}
        </ul>
      ) : null}
    </td>
  );
}

/** What the lab prints: the photo as uploaded, the size, how many, and whether it is trimmed. */
export function LinesCell({ order }: { order: PrintOrder }) {
  const { t } = useTranslation('studio');
  return (
    <td>
      <ul className={styles.plain}>
        {order.lines.map((line, index) => (
          // A photo may come twice (two sizes, two trims): the position tells lines apart.
          // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id of their own and never reorder
          <li key={index}>
            <span className={styles.fileName}>
              {line.file_name ?? t('prints.imageId', { id: line.image_item_id ?? '—' })}
            </span>{' '}
            {t('prints.lineSize', { size: line.size_name, quantity: line.quantity })}
            {line.crop ? <span className={page.badge}>{t('prints.trimmed')}</span> : null}
          </li>
        ))}
      </ul>
    </td>
  );
}

/** The order's state; a shipped one shows its carrier, number (the tracking page) and date. */
export function StatusCell({ order }: { order: PrintOrder }) {
  const { t } = useTranslation('studio');
  const language = useTextLanguage();
  const shipment = order.shipment;
  const url = shipment ? trackingUrlOf(shipment.carrier, shipment.tracking_number) : null;
  return (
    <td>
      <span className={`${styles.state} ${styles[order.status] ?? ''}`}>
        {t(`prints.state.${order.status}`)}
      </span>
      {order.status === 'shipped' && shipment ? (
        <div className={styles.parcel}>
          <div>{t(`prints.carrier.${shipment.carrier}`)}</div>
          {shipment.tracking_number === null ? (
            <div className={page.muted}>{t('prints.noTracking')}</div>
          ) : url ? (
            <a href={url} target="_blank" rel="noreferrer">
              {shipment.tracking_number}
              <span className="visually-hidden">{t('prints.newTab')}</span>
            </a>
          ) : (
            <div>{shipment.tracking_number}</div>
          )}
          <div className={page.muted}>
            {t('prints.shippedOn', { date: formatDateTime(shipment.shipped_t, language) })}
          </div>
        </div>
      ) : null}
    </td>
  );
}

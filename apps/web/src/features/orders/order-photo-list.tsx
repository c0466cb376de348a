import { formatPrice } from '@omoide/contract';
import { useTranslation } from 'react-i18next';
import { ORDERS_NAMESPACE } from '@/shared/i18n/i18n';
import { useTextLanguage } from '@/shared/i18n/use-locale';
import { Icon } from '@/shared/ui';
import type { PhotoLines } from './order-lines';
import styles from './orders.module.css';

/** The photos of an order with their sizes, quantities and prices (read-only). */
export function OrderPhotoList({ photos, currencyTypeId }: { photos: PhotoLines[]; currencyTypeId: number }) {
  const { t } = useTranslation(ORDERS_NAMESPACE);
  const language = useTextLanguage();
  return (
    <ul className={styles.photos}>
      {photos.map((photo) => (
        <li key={photo.key} className={styles.photo}>
          <span className={styles.thumb}>
            {photo.thumbUrl ? (
              <img src={photo.thumbUrl} alt={t('lines.photo', { id: photo.imageItemId })} loading="lazy" />
            ) : (
              <>
                <Icon name="camera" size={24} />
                <span className="visually-hidden">{t('lines.photo', { id: photo.imageItemId })}</span>
              </>
            )}
            {photo.cropped ? (
              <span className={styles.cropBadge} title={t('lines.cropped')}>
                <Icon name="crop" size={14} />
              </span>
            ) : null}
          </span>
          <ul className={styles.lines}>
            {photo.lines.map((line) => (
              <li key={line.key} className={styles.line}>
                <span className={styles.lineName}>
                  <span className={styles.tag}>{line.priceType}</span> {line.size}
                </span>
                <span className={styles.lineAmount}>
                  {`×${line.quantity}`}
                  <span>{formatPrice(line.unitPrice * line.quantity, currencyTypeId, language)}</span>
                </span>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

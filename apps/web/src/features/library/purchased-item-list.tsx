import type { PurchasedItem } from '@omoide/contract';
import { useTranslation } from 'react-i18next';
import { htmlLangOf } from '@/shared/i18n/detect-locale';
import { LIBRARY_NAMESPACE } from '@/shared/i18n/i18n';
import { useTextLanguage } from '@/shared/i18n/use-locale';
import { formatBytes } from './download-transfer';
import styles from './library.module.css';
import { LibraryThumb } from './library-thumb';
import { SaveItemButton } from './save-item-button';

/** An order's items, each savable on its own (the share sheet on phones). */
export function PurchasedItemList({
  items,
  preferShare,
  onStale,
  labelledBy,
}: {
  items: PurchasedItem[];
  preferShare: boolean;
  onStale: () => void;
  labelledBy: string;
}) {
  const { t } = useTranslation(LIBRARY_NAMESPACE);
  const locale = htmlLangOf(useTextLanguage());
  return (
    <ul className={styles.saveList} aria-labelledby={labelledBy}>
      {items.map((item, index) => {
        const { download_url } = item;
        return (
          <li key={item.image_item_id} className={styles.saveRow}>
            <LibraryThumb
              item={item}
              alt={t(item.media_type === 'movie' ? 'item.movieAlt' : 'item.alt', {
                position: index + 1,
                total: items.length,
              })}
            />
            <span className={styles.saveFacts}>
              <span className={styles.fileName}>{item.file_name}</span>
              {item.byte_size !== null ? (
                <span className={styles.muted}>{formatBytes(item.byte_size, locale)}</span>
              ) : null}
            </span>
            {download_url ? (
              <SaveItemButton item={{ ...item, download_url }} preferShare={preferShare} onStale={onStale} />
            ) : (
              <span className={styles.muted}>{t('save.unavailable')}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

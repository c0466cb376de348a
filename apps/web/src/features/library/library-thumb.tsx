import type { PurchasedItem } from '@omoide/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIBRARY_NAMESPACE } from '@/shared/i18n/i18n';
import { Icon } from '@/shared/ui';
import { BlurhashCanvas } from '@/shared/ui/blurhash-canvas';
import styles from './library.module.css';
import { formatDuration } from './library-paths';

/** A purchased item's square thumbnail over its BlurHash, with a badge and length for movies. */
export function LibraryThumb({ item, alt }: { item: PurchasedItem; alt: string }) {
  const { t } = useTranslation(LIBRARY_NAMESPACE);
  const [loaded, setLoaded] = useState(false);
  const movie = item.media_type === 'movie';
  return (
    <span className={styles.thumb}>
      {loaded ? null : <BlurhashCanvas hash={item.placeholder} className={styles.thumbPlaceholder} />}
      {item.thumb_url ? (
        <img
          src={item.thumb_url}
          alt={alt}
          loading="lazy"
          decoding="async"
          draggable={false}
          className={`${styles.thumbImage} ${loaded ? styles.loaded : ''}`}
          onLoad={() => setLoaded(true)}
        />
      ) : (
        <span className={styles.thumbEmpty} role="img" aria-label={alt}>
          <Icon name={movie ? 'play' : 'camera'} size={28} />
        </span>
      )}
      {movie ? (
        <span className={styles.movieBadge}>
          <Icon name="play" size={12} />
          <span className="visually-hidden">{t('item.movie')}</span>
          {item.duration_ms !== null ? <span>{formatDuration(item.duration_ms)}</span> : null}
        </span>
      ) : null}
    </span>
  );
}

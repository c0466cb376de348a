import type { ImageItem } from '@omoide/contract';
import { type CSSProperties, useState } from 'react';
import { BlurhashCanvas } from './blurhash-canvas';
import styles from './photo-picture.module.css';

interface PhotoPictureProps {
  item: ImageItem;
  variant: 'thumb' | 'preview';
  alt: string;
  /** Thumbnails load lazily; the item page's preview loads at once. */
  eager?: boolean;
  /**
   * In the first screenful (a grid's first row): fetched at once and ahead of the page's
   * other images, as the largest paint of the page often is one of them.
   */
  priority?: boolean;
  className?: string;
  style?: CSSProperties & Record<`--${string}`, string | number>;
}

/**
 * A photo with its BlurHash underneath until the image has loaded. Thumbnails are a
 * `<picture>` (WebP, JPEG fallback); the watermarked preview is a JPEG (decision 004). The
 * box takes its size from the parent (cover for thumbnails, contain for the preview).
 */
export function PhotoPicture({
  item,
  variant,
  alt,
  eager = false,
  priority = false,
  className,
  style,
}: PhotoPictureProps) {
  const [loaded, setLoaded] = useState(false);
  const image = (
    <img
      src={variant === 'thumb' ? item.thumb_url_jpeg : item.preview_url}
      alt={alt}
      width={item.width ?? undefined}
      height={item.height ?? undefined}
      loading={eager || priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      draggable={false}
      className={`${styles.image} ${loaded ? styles.loaded : ''}`}
      onLoad={() => setLoaded(true)}
    />
  );
  return (
    <span className={`${styles.frame} ${styles[variant]} ${className ?? ''}`} style={style}>
      {loaded ? null : <BlurhashCanvas hash={item.placeholder} className={styles.placeholder} />}
      {variant === 'thumb' ? (
        <picture>
          <source type="image/webp" srcSet={item.thumb_url} />
          {image}
        </picture>
      ) : (
        image
      )}
    </span>
  );
}

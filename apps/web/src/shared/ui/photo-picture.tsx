import {
  type ImageItem,
  mediaSiblingUrl,
  RESPONSIVE_SIZES,
  THUMB_LONG_SIDE,
  widthAtLongSide,
} from '@omoide/contract';
import { type CSSProperties, useState } from 'react';
import { BlurhashCanvas } from './blurhash-canvas';
import styles from './photo-picture.module.css';
import { PHONE_PREVIEW_MEDIA } from './preview-source';

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
  /**
   * The thumbnail box's width in CSS pixels, when the caller knows it (a grid's cell): the
   * browser then picks the 240 or the 400 px WebP for the screen's density (`srcset`).
   */
  slot?: number;
  className?: string;
  style?: CSSProperties & Record<`--${string}`, string | number>;
}

/**
 * The thumbnail's WebP candidates and the width they fill in a `slot`-wide square box: a
 * landscape photo drawn with `cover` is wider than the box by its aspect ratio.
 */
function thumbSources(item: ImageItem, slot: number | undefined): { srcSet: string; sizes?: string } {
  if (!slot || !item.width || !item.height) return { srcSet: item.thumb_url };
  const { width, height } = item;
  const small = widthAtLongSide(RESPONSIVE_SIZES['thumb-240.webp'], width, height);
  const large = widthAtLongSide(THUMB_LONG_SIDE, width, height);
  return {
    srcSet: `${mediaSiblingUrl(item.thumb_url, 'thumb-240.webp')} ${small}w, ${item.thumb_url} ${large}w`,
    sizes: `${Math.ceil(slot * Math.max(1, width / height))}px`,
  };
}

/**
 * A photo with its BlurHash underneath until the image has loaded. Thumbnails are a
 * `<picture>` (WebP in two sizes, JPEG fallback); the watermarked preview is the 960 px WebP
 * on phones and the 1600 px JPEG elsewhere (decisions 004, 035). The box takes its size from
 * the parent (cover for thumbnails, contain for the preview).
 */
export function PhotoPicture({
  item,
  variant,
  alt,
  eager = false,
  priority = false,
  slot,
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
          <source type="image/webp" {...thumbSources(item, slot)} />
          {image}
        </picture>
      ) : (
        <picture>
          <source
            type="image/webp"
            media={PHONE_PREVIEW_MEDIA}
            srcSet={mediaSiblingUrl(item.preview_url, 'preview-960.webp')}
          />
          {image}
        </picture>
      )}
    </span>
  );
}

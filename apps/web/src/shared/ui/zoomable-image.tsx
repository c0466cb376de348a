import { type CSSProperties, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BlurhashCanvas } from './blurhash-canvas';
import { Icon } from './icon';
import { useZoom, ZOOM_STEP, type ZoomState } from './use-zoom';
import styles from './zoomable-image.module.css';

interface ZoomImageProps {
  zoom: ZoomState;
  src: string;
  /** Shown when `src` cannot be drawn (an original in HEIC or TIFF): the preview. */
  fallbackSrc?: string | null;
  alt: string;
  placeholder: string | null;
  width: number | null;
  height: number | null;
  /**
   * `ratio`: the box has the picture's shape (the library). `fill`: the box fills its parent
   * and the picture is fitted inside it (the item page's stage, the full-screen viewer).
   */
  fit?: 'ratio' | 'fill';
}

/**
 * The picture and its gestures. The box is sized before the image loads (its shape comes
 * from the item's width and height), so nothing below it moves; the BlurHash shows meanwhile.
 */
export function ZoomImage({
  zoom,
  src,
  fallbackSrc,
  alt,
  placeholder,
  width,
  height,
  fit = 'ratio',
}: ZoomImageProps) {
  const [loaded, setLoaded] = useState(false);
  const [failed, setFailed] = useState(false);
  // Another photo in the same box: its placeholder until it has loaded.
  const [shownSrc, setShownSrc] = useState(src);
  if (shownSrc !== src) {
    setShownSrc(src);
    setLoaded(false);
    setFailed(false);
  }
  const ratio = width && height ? width / height : 1.5;
  const { scale, x, y } = zoom.zoom;
  const style: CSSProperties & Record<'--ratio', number> = {
    '--ratio': ratio,
    // Unzoomed, a vertical swipe still scrolls the page; zoomed, every finger move pans.
    touchAction: zoom.zoomed ? 'none' : 'pan-y',
  };
  return (
    <div
      ref={zoom.boxRef}
      className={`${styles.box} ${fit === 'fill' ? styles.fill : styles.ratio}`}
      style={style}
      data-zoomed={zoom.zoomed || undefined}
      {...zoom.handlers}
    >
      {loaded ? null : (
        <span className={styles.placeholderFrame} aria-hidden="true">
          <BlurhashCanvas hash={placeholder} className={styles.placeholder} />
        </span>
      )}
      <img
        src={failed && fallbackSrc ? fallbackSrc : src}
        alt={alt}
        draggable={false}
        decoding="async"
        // The photo page's largest paint: ahead of every other request of the page.
        fetchPriority="high"
        className={`${styles.image} ${loaded ? styles.loaded : ''}`}
        data-dragging={zoom.dragX !== 0 || undefined}
        style={{ transform: `translate(${x + zoom.dragX}px, ${y}px) scale(${scale})` }}
        onLoad={() => setLoaded(true)}
        onError={() => setFailed(true)}
      />
    </div>
  );
}

/** − 150% +: the zoom for those without a pinch (the level resets it), announced as it changes. */
export function ZoomControls({ zoom, tone = 'light' }: { zoom: ZoomState; tone?: 'light' | 'dark' }) {
  const { t } = useTranslation();
  const percent = Math.round(zoom.zoom.scale * 100);
  return (
    <div className={`${styles.controls} ${tone === 'dark' ? styles.dark : ''}`}>
      <button
        type="button"
        className={styles.iconButton}
        onClick={() => zoom.stepZoom(1 / ZOOM_STEP)}
        disabled={!zoom.zoomed}
        aria-label={t('zoom.out')}
        aria-keyshortcuts="-"
      >
        <Icon name="zoomOut" size={20} />
      </button>
      {/* The level resets the zoom when pressed (0 does the same); the output announces it. */}
      <button
        type="button"
        className={styles.level}
        onClick={zoom.reset}
        disabled={!zoom.zoomed}
        aria-label={t('zoom.reset')}
        aria-keyshortcuts="0"
      >
        {`${percent}%`}
      </button>
      <output className="visually-hidden" aria-live="polite">
        {t('zoom.level', { percent })}
      </output>
      <button
        type="button"
        className={styles.iconButton}
        onClick={() => zoom.stepZoom(ZOOM_STEP)}
        disabled={!zoom.canZoomIn}
        aria-label={t('zoom.in')}
        aria-keyshortcuts="+"
      >
        <Icon name="zoomIn" size={20} />
      </button>
    </div>
  );
}

type ZoomableImageProps = Omit<ZoomImageProps, 'zoom' | 'fit'>;

/**
 * A picture to look at closely (the library's full-resolution view): the gestures, the wheel,
 * and the buttons with their + / − / 0 keys.
 */
export function ZoomableImage(props: ZoomableImageProps) {
  const { t } = useTranslation();
  const zoom = useZoom({ wheel: true });
  return (
    // Keys reach the frame from its zoom buttons: + / − / 0, and the arrows pan.
    // biome-ignore lint/a11y/noStaticElementInteractions: a keyboard shortcut area around real buttons
    <div className={styles.frame} onKeyDown={zoom.onKeyDown}>
      <ZoomImage zoom={zoom} {...props} />
      <p className={styles.hint}>{t('zoom.hint')}</p>
      <ZoomControls zoom={zoom} />
    </div>
  );
}

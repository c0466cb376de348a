import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIBRARY_NAMESPACE } from '@/shared/i18n/i18n';
import { Icon } from '@/shared/ui';
import { BlurhashCanvas } from '@/shared/ui/blurhash-canvas';
import styles from './library.module.css';
import { IDENTITY, panBy, toggleAt, wheelScale, type Zoom, zoomAt } from './zoom-math';

interface ZoomableImageProps {
  src: string;
  /** Shown when `src` cannot be drawn (an original in HEIC or TIFF): the preview. */
  fallbackSrc?: string | null;
  alt: string;
  placeholder: string | null;
  width: number | null;
  height: number | null;
}

const DOUBLE_TAP_MS = 300;

function boxOf(element: HTMLElement | null) {
  const rect = element?.getBoundingClientRect();
  return { left: rect?.left ?? 0, top: rect?.top ?? 0, width: rect?.width ?? 0, height: rect?.height ?? 0 };
}
const DOUBLE_TAP_DISTANCE = 30;

/**
 * A picture to look at closely: pinch and double tap on touch screens, the wheel and double
 * click with a mouse, + / − / 0 keys and buttons for everyone. Pointer events only, so one
 * code path serves touch, pen and mouse.
 */
export function ZoomableImage({ src, fallbackSrc, alt, placeholder, width, height }: ZoomableImageProps) {
  const { t } = useTranslation(LIBRARY_NAMESPACE);
  const box = useRef<HTMLDivElement>(null);
  const [zoom, setZoom] = useState<Zoom>(IDENTITY);
  const [loaded, setLoaded] = useState(false);
  const [failed, setFailed] = useState(false);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const pinch = useRef<{ distance: number; scale: number } | null>(null);
  const lastTap = useRef<{ time: number; x: number; y: number } | null>(null);
  // Touch double taps are ours (pointerup); some browsers also send them as dblclick.
  const lastPointerType = useRef('mouse');

  const size = () => boxOf(box.current);

  // The wheel must be able to prevent the page's scroll: a non-passive listener.
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      if (event.deltaY === 0) return;
      event.preventDefault();
      const { left, top, width: w, height: h } = boxOf(element);
      setZoom((current) =>
        zoomAt(
          current,
          wheelScale(current.scale, event.deltaY),
          event.clientX - left,
          event.clientY - top,
          w,
          h,
        ),
      );
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, []);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    lastPointerType.current = event.pointerType;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.current.size === 2) {
      const [a, b] = [...pointers.current.values()];
      if (a && b) pinch.current = { distance: Math.hypot(a.x - b.x, a.y - b.y), scale: zoom.scale };
    }
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const previous = pointers.current.get(event.pointerId);
    if (!previous) return;
    const point = { x: event.clientX, y: event.clientY };
    pointers.current.set(event.pointerId, point);
    const { left, top, width: w, height: h } = size();
    if (pointers.current.size === 2 && pinch.current) {
      const [a, b] = [...pointers.current.values()];
      if (!a || !b) return;
      const start = pinch.current;
      const distance = Math.hypot(a.x - b.x, a.y - b.y);
      const centre = { x: (a.x + b.x) / 2 - left, y: (a.y + b.y) / 2 - top };
      setZoom((current) =>
        zoomAt(current, (start.scale * distance) / start.distance, centre.x, centre.y, w, h),
      );
    } else if (pointers.current.size === 1) {
      setZoom((current) =>
        current.scale > 1 ? panBy(current, point.x - previous.x, point.y - previous.y, w, h) : current,
      );
    }
  };

  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    pointers.current.delete(event.pointerId);
    if (pointers.current.size < 2) pinch.current = null;
    if (event.pointerType === 'mouse') return; // a mouse has dblclick
    const now = event.timeStamp;
    const last = lastTap.current;
    if (
      last &&
      now - last.time < DOUBLE_TAP_MS &&
      Math.hypot(event.clientX - last.x, event.clientY - last.y) < DOUBLE_TAP_DISTANCE
    ) {
      lastTap.current = null;
      const { left, top, width: w, height: h } = size();
      setZoom((current) => toggleAt(current, event.clientX - left, event.clientY - top, w, h));
    } else {
      lastTap.current = { time: now, x: event.clientX, y: event.clientY };
    }
  };

  const stepZoom = (factor: number) => {
    const { width: w, height: h } = size();
    setZoom((current) => zoomAt(current, current.scale * factor, w / 2, h / 2, w, h));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const { width: w, height: h } = size();
    const step = 40;
    const moves: Record<string, () => void> = {
      '+': () => stepZoom(1.5),
      '=': () => stepZoom(1.5),
      '-': () => stepZoom(1 / 1.5),
      '0': () => setZoom(IDENTITY),
      ArrowLeft: () => setZoom((c) => panBy(c, step, 0, w, h)),
      ArrowRight: () => setZoom((c) => panBy(c, -step, 0, w, h)),
      ArrowUp: () => setZoom((c) => panBy(c, 0, step, w, h)),
      ArrowDown: () => setZoom((c) => panBy(c, 0, -step, w, h)),
    };
    const move = moves[event.key];
    if (!move || (event.key.startsWith('Arrow') && zoom.scale === 1)) return;
    event.preventDefault();
    move();
  };

  const ratio = width && height ? width / height : 1.5;
  return (
    // Keys reach the frame from its zoom buttons: + / − / 0, and the arrows pan.
    // biome-ignore lint/a11y/noStaticElementInteractions: a keyboard shortcut area around real buttons
    <div className={styles.zoomFrame} onKeyDown={onKeyDown}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: gestures on the picture; the buttons below do the same */}
      <div
        ref={box}
        className={styles.zoomBox}
        // Unzoomed, a vertical swipe still scrolls the page; zoomed, every finger move pans.
        style={{ aspectRatio: String(ratio), touchAction: zoom.scale > 1 ? 'none' : 'pan-y' }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onDoubleClick={(event) => {
          if (lastPointerType.current !== 'mouse') return;
          const { left, top, width: w, height: h } = size();
          setZoom((current) => toggleAt(current, event.clientX - left, event.clientY - top, w, h));
        }}
      >
        {loaded ? null : <BlurhashCanvas hash={placeholder} className={styles.thumbPlaceholder} />}
        <img
          src={failed && fallbackSrc ? fallbackSrc : src}
          alt={alt}
          draggable={false}
          decoding="async"
          className={`${styles.zoomImage} ${loaded ? styles.loaded : ''}`}
          style={{ transform: `translate(${zoom.x}px, ${zoom.y}px) scale(${zoom.scale})` }}
          onLoad={() => setLoaded(true)}
          onError={() => setFailed(true)}
        />
      </div>
      <p className={styles.hint}>{t('zoom.hint')}</p>
      <div className={styles.zoomControls}>
        <button
          type="button"
          className={styles.iconButton}
          onClick={() => stepZoom(1 / 1.5)}
          disabled={zoom.scale <= 1}
          aria-label={t('zoom.out')}
        >
          <Icon name="zoomOut" size={20} />
        </button>
        <output className={styles.zoomLevel} aria-live="polite">
          {`${Math.round(zoom.scale * 100)}%`}
        </output>
        <button
          type="button"
          className={styles.iconButton}
          onClick={() => stepZoom(1.5)}
          disabled={zoom.scale >= 5}
          aria-label={t('zoom.in')}
        >
          <Icon name="zoomIn" size={20} />
        </button>
      </div>
    </div>
  );
}

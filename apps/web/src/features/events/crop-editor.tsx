import type { ImageItem } from '@omoide/contract';
import {
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent,
  useEffect,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Icon, PhotoPicture } from '@/shared/ui';
import styles from './trim.module.css';
import { type Crop, cropZoom, initialCrop, MAX_ZOOM, moveCrop, type PixelSize, zoomCrop } from './trim-math';

/** One press of a zoom button, or a notch of the wheel scaled by its delta. */
const ZOOM_STEP = 1.25;
/** A key press moves the crop by this share of the photo (Shift: five times as far). */
const KEY_STEP = 0.02;

interface CropEditorProps {
  item: ImageItem;
  photo: PixelSize;
  aspect: number;
  initial: Crop;
  /** "L判 89×127 mm", shown on the frame. */
  label: string;
  onChange: (crop: Crop) => void;
}

type Gesture =
  | { kind: 'move'; start: Crop; x: number; y: number }
  | { kind: 'pinch'; start: Crop; distance: number; focus: { x: number; y: number } };

/**
 * The photo with the print's frame over it. Drag (one finger or the mouse) moves the frame;
 * pinch, the wheel or the buttons change its size; the arrow keys and +/− do both from the
 * keyboard. The frame never leaves the photo (trim-math clamps every step).
 */
export function CropEditor({ item, photo, aspect, initial, label, onChange }: CropEditorProps) {
  const { t } = useTranslation('events');
  const [crop, setCropState] = useState(initial);
  const stageRef = useRef<HTMLDivElement>(null);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const gesture = useRef<Gesture | null>(null);
  const cropRef = useRef(crop);
  cropRef.current = crop;

  const setCrop = (next: Crop) => {
    setCropState(next);
    onChange(next);
  };

  const zoomBy = (factor: number, focus?: { x: number; y: number }) => {
    const current = cropRef.current;
    setCrop(zoomCrop(current, cropZoom(current, photo, aspect) * factor, photo, aspect, focus));
  };
  const zoomByRef = useRef(zoomBy);
  zoomByRef.current = zoomBy;

  /** A point of the screen as fractions of the photo. */
  const toPhoto = (clientX: number, clientY: number) => {
    const rect = stageRef.current?.getBoundingClientRect();
    if (!rect || rect.width === 0 || rect.height === 0) return { x: 0.5, y: 0.5 };
    return { x: (clientX - rect.left) / rect.width, y: (clientY - rect.top) / rect.height };
  };

  // The wheel needs a non-passive listener to keep the page from scrolling while zooming.
  useEffect(() => {
    const stage = stageRef.current;
    if (!stage) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const rect = stage.getBoundingClientRect();
      const focus = {
        x: (event.clientX - rect.left) / (rect.width || 1),
        y: (event.clientY - rect.top) / (rect.height || 1),
      };
      zoomByRef.current(Math.exp(-event.deltaY * 0.002), focus);
    };
    stage.addEventListener('wheel', onWheel, { passive: false });
    return () => stage.removeEventListener('wheel', onWheel);
  }, []);

  const startGesture = () => {
    const points = [...pointers.current.values()];
    const [a, b] = points;
    if (a && b) {
      gesture.current = {
        kind: 'pinch',
        start: cropRef.current,
        distance: Math.hypot(a.x - b.x, a.y - b.y) || 1,
        focus: toPhoto((a.x + b.x) / 2, (a.y + b.y) / 2),
      };
    } else if (a) {
      gesture.current = { kind: 'move', start: cropRef.current, x: a.x, y: a.y };
    } else {
      gesture.current = null;
    }
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    startGesture();
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!pointers.current.has(event.pointerId)) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const current = gesture.current;
    const rect = stageRef.current?.getBoundingClientRect();
    if (!current || !rect || rect.width === 0 || rect.height === 0) return;
    if (current.kind === 'move') {
      setCrop(
        moveCrop(
          current.start,
          (event.clientX - current.x) / rect.width,
          (event.clientY - current.y) / rect.height,
        ),
      );
    } else {
      const [a, b] = [...pointers.current.values()];
      if (!a || !b) return;
      const scale = Math.hypot(a.x - b.x, a.y - b.y) / current.distance;
      const zoom = cropZoom(current.start, photo, aspect) * scale;
      setCrop(zoomCrop(current.start, zoom, photo, aspect, current.focus));
    }
  };

  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    pointers.current.delete(event.pointerId);
    startGesture();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = event.shiftKey ? KEY_STEP * 5 : KEY_STEP;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      setCrop(moveCrop(cropRef.current, move[0], move[1]));
    } else if (event.key === '+' || event.key === '=') {
      event.preventDefault();
      zoomBy(ZOOM_STEP);
    } else if (event.key === '-' || event.key === '_') {
      event.preventDefault();
      zoomBy(1 / ZOOM_STEP);
    }
  };

  const zoom = cropZoom(crop, photo, aspect);
  const percent = (value: number) => `${value * 100}%`;
  return (
    <div className={styles.editor}>
      <div
        ref={stageRef}
        className={styles.stage}
        style={{ '--ratio': photo.width / photo.height } as CSSProperties}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        data-testid="crop-stage"
      >
        <PhotoPicture item={item} variant="preview" eager alt="" className={styles.photo} />
        <button
          type="button"
          className={styles.frame}
          aria-label={t('trim.frameLabel')}
          aria-describedby="trim-help"
          onKeyDown={onKeyDown}
          data-testid="crop-frame"
          style={{
            left: percent(crop.x),
            top: percent(crop.y),
            width: percent(crop.width),
            height: percent(crop.height),
          }}
        >
          <span className={styles.frameLabel} aria-hidden="true">
            {label}
          </span>
        </button>
      </div>
      <p id="trim-help" className={styles.help}>
        {t('trim.help')}
      </p>
      <fieldset className={styles.tools}>
        <legend className="visually-hidden">{t('trim.toolsLabel')}</legend>
        <Button variant="secondary" onClick={() => zoomBy(1 / ZOOM_STEP)} disabled={zoom <= 1.0001}>
          <Icon name="zoomOut" size={20} />
          <span>{t('trim.zoomOut')}</span>
        </Button>
        <Button variant="secondary" onClick={() => zoomBy(ZOOM_STEP)} disabled={zoom >= MAX_ZOOM - 0.0001}>
          <Icon name="zoomIn" size={20} />
          <span>{t('trim.zoomIn')}</span>
        </Button>
        <Button variant="ghost" onClick={() => setCrop(initialCrop(photo, aspect))}>
          <Icon name="refresh" size={20} />
          <span>{t('trim.reset')}</span>
        </Button>
      </fieldset>
    </div>
  );
}

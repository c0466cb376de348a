import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from 'react';
import { IDENTITY, MAX_SCALE, MIN_SCALE, panBy, toggleAt, wheelScale, type Zoom, zoomAt } from './zoom-math';

const DOUBLE_TAP_MS = 300;
const DOUBLE_TAP_DISTANCE = 30;
/** One press of + or −. */
export const ZOOM_STEP = 1.5;
/** One arrow key press pans this far (CSS pixels). */
const PAN_STEP = 40;

/** A one-finger (or mouse) stroke that began on the unzoomed picture, for swipe handling. */
export type SwipeHandler = (dx: number, dy: number, durationMs: number) => void;

interface ZoomOptions {
  /** The wheel zooms (a full-screen viewer); off where the wheel must scroll the page. */
  wheel?: boolean;
  /**
   * Called when a stroke ends that began unzoomed, with one pointer all along: never for a
   * pinch or a pan of a zoomed picture, so those cannot turn into a swipe by accident.
   */
  onSwipe?: SwipeHandler;
  /** Another picture in the same box (the next photo): back to the whole picture. */
  resetKey?: string | number;
}

interface Stroke {
  x: number;
  y: number;
  time: number;
  /** Still a candidate for a swipe: unzoomed at the start, never a second finger. */
  swipe: boolean;
}

function boxOf(element: HTMLElement | null) {
  const rect = element?.getBoundingClientRect();
  return { left: rect?.left ?? 0, top: rect?.top ?? 0, width: rect?.width ?? 0, height: rect?.height ?? 0 };
}

/**
 * Zoom and pan of a picture in its box: pinch and double tap on touch screens, double click
 * (and optionally the wheel) with a mouse, + / − / 0 and the arrows from the keyboard.
 * Pointer events only, so one code path serves touch, pen and mouse; the math is pure
 * (zoom-math.ts) and tested without a browser.
 */
export function useZoom({ wheel = false, onSwipe, resetKey }: ZoomOptions = {}) {
  const boxRef = useRef<HTMLDivElement>(null);
  const [zoom, setZoom] = useState<Zoom>(IDENTITY);
  const [zoomedKey, setZoomedKey] = useState(resetKey);
  if (zoomedKey !== resetKey) {
    setZoomedKey(resetKey);
    setZoom(IDENTITY);
  }
  // How far an unzoomed picture follows a sideways finger before the swipe is decided.
  const [dragX, setDragX] = useState(0);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const pinch = useRef<{ distance: number; scale: number } | null>(null);
  const stroke = useRef<Stroke | null>(null);
  const lastTap = useRef<{ time: number; x: number; y: number } | null>(null);
  // Touch double taps are ours (pointerup); some browsers also send them as dblclick.
  const lastPointerType = useRef('mouse');
  const swipeHandler = useRef(onSwipe);
  swipeHandler.current = onSwipe;

  const size = () => boxOf(boxRef.current);

  // The wheel must be able to prevent the page's scroll: a non-passive listener.
  useEffect(() => {
    const element = boxRef.current;
    if (!element || !wheel) return;
    const onWheel = (event: WheelEvent) => {
      if (event.deltaY === 0) return;
      event.preventDefault();
      const { left, top, width, height } = boxOf(element);
      setZoom((current) =>
        zoomAt(
          current,
          wheelScale(current.scale, event.deltaY),
          event.clientX - left,
          event.clientY - top,
          width,
          height,
        ),
      );
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [wheel]);

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    lastPointerType.current = event.pointerType;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.current.size === 1) {
      stroke.current = {
        x: event.clientX,
        y: event.clientY,
        time: event.timeStamp,
        swipe: zoom.scale <= MIN_SCALE,
      };
    } else if (stroke.current) {
      stroke.current.swipe = false;
      setDragX(0);
    }
    if (pointers.current.size === 2) {
      const [a, b] = [...pointers.current.values()];
      if (a && b) pinch.current = { distance: Math.hypot(a.x - b.x, a.y - b.y), scale: zoom.scale };
    }
  };

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const previous = pointers.current.get(event.pointerId);
    if (!previous) return;
    const point = { x: event.clientX, y: event.clientY };
    pointers.current.set(event.pointerId, point);
    const { left, top, width, height } = size();
    if (pointers.current.size === 2 && pinch.current) {
      const [a, b] = [...pointers.current.values()];
      if (!a || !b) return;
      const start = pinch.current;
      const distance = Math.hypot(a.x - b.x, a.y - b.y);
      const centre = { x: (a.x + b.x) / 2 - left, y: (a.y + b.y) / 2 - top };
      setZoom((current) =>
        zoomAt(current, (start.scale * distance) / start.distance, centre.x, centre.y, width, height),
      );
    } else if (pointers.current.size === 1) {
      const start = stroke.current;
      if (start?.swipe && swipeHandler.current) {
        const dx = point.x - start.x;
        setDragX(Math.abs(dx) > Math.abs(point.y - start.y) ? dx : 0);
      }
      setZoom((current) =>
        current.scale > MIN_SCALE
          ? panBy(current, point.x - previous.x, point.y - previous.y, width, height)
          : current,
      );
    }
  };

  const endStroke = (event: PointerEvent<HTMLElement>, cancelled: boolean) => {
    pointers.current.delete(event.pointerId);
    if (pointers.current.size < 2) pinch.current = null;
    if (pointers.current.size > 0) return;
    const start = stroke.current;
    stroke.current = null;
    setDragX(0);
    if (!cancelled && start?.swipe) {
      swipeHandler.current?.(event.clientX - start.x, event.clientY - start.y, event.timeStamp - start.time);
    }
  };

  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    endStroke(event, false);
    if (event.pointerType === 'mouse') return; // a mouse has dblclick
    const now = event.timeStamp;
    const last = lastTap.current;
    if (
      last &&
      now - last.time < DOUBLE_TAP_MS &&
      Math.hypot(event.clientX - last.x, event.clientY - last.y) < DOUBLE_TAP_DISTANCE
    ) {
      lastTap.current = null;
      const { left, top, width, height } = size();
      setZoom((current) => toggleAt(current, event.clientX - left, event.clientY - top, width, height));
    } else {
      lastTap.current = { time: now, x: event.clientX, y: event.clientY };
    }
  };

  const stepZoom = (factor: number) => {
    const { width, height } = size();
    setZoom((current) => zoomAt(current, current.scale * factor, width / 2, height / 2, width, height));
  };
  const reset = () => setZoom(IDENTITY);

  /** + / − / 0, and the arrows pan a zoomed picture (then they are not the page's). */
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const { width, height } = size();
    const moves: Record<string, () => void> = {
      '+': () => stepZoom(ZOOM_STEP),
      '=': () => stepZoom(ZOOM_STEP),
      '-': () => stepZoom(1 / ZOOM_STEP),
      '0': reset,
      ArrowLeft: () => setZoom((c) => panBy(c, PAN_STEP, 0, width, height)),
      ArrowRight: () => setZoom((c) => panBy(c, -PAN_STEP, 0, width, height)),
      ArrowUp: () => setZoom((c) => panBy(c, 0, PAN_STEP, width, height)),
      ArrowDown: () => setZoom((c) => panBy(c, 0, -PAN_STEP, width, height)),
    };
    const move = moves[event.key];
    if (!move || (event.key.startsWith('Arrow') && zoom.scale <= MIN_SCALE)) return;
    event.preventDefault();
    move();
  };

  const handlers = {
    onPointerDown,
    onPointerMove,
    onPointerUp,
    onPointerCancel: (event: PointerEvent<HTMLElement>) => endStroke(event, true),
    onDoubleClick: (event: { clientX: number; clientY: number }) => {
      if (lastPointerType.current !== 'mouse') return;
      const { left, top, width, height } = size();
      setZoom((current) => toggleAt(current, event.clientX - left, event.clientY - top, width, height));
    },
  };

  return {
    boxRef,
    zoom,
    dragX,
    zoomed: zoom.scale > MIN_SCALE,
    canZoomIn: zoom.scale < MAX_SCALE,
    handlers,
    onKeyDown,
    stepZoom,
    reset,
  };
}

export type ZoomState = ReturnType<typeof useZoom>;

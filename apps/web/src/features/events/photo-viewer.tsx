import type { ImageItem } from '@omoide/contract';
import { type TouchEvent, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PhotoPicture } from '@/shared/ui';
import styles from './item.module.css';
import { positionOf, type Step, swipeStep } from './item-navigation';
import { useStepKeys, ViewerNav } from './viewer-nav';

interface PhotoViewerProps {
  item: ImageItem;
  index: number;
  total: number;
  hasPrev: boolean;
  hasNext: boolean;
  onStep: (step: Step) => void;
  /** The button to focus on arrival: the one used to get here, so keys can step on. */
  focusStep?: Step | null;
}

/**
 * The watermarked preview, fitted to the screen, with the ways to the neighbouring photos:
 * a sideways swipe, the arrow keys, and the previous/next buttons.
 */
export function PhotoViewer({ item, index, total, hasPrev, hasNext, onStep, focusStep }: PhotoViewerProps) {
  const { t } = useTranslation('events');
  const { position } = positionOf(index, total);
  const touch = useRef<{ x: number; y: number; time: number } | null>(null);
  const canStep = (step: Step) => (step === 'prev' ? hasPrev : hasNext);

  const prevButton = useRef<HTMLButtonElement>(null);
  const nextButton = useRef<HTMLButtonElement>(null);
  // The app moves focus to <main> after every page change; take it back once that is done.
  useEffect(() => {
    if (!focusStep) return;
    const frame = window.requestAnimationFrame(() => {
      const button = (focusStep === 'prev' ? prevButton : nextButton).current;
      if (button && !button.disabled) button.focus({ preventScroll: true });
    });
    return () => window.cancelAnimationFrame(frame);
  }, [focusStep]);

  useStepKeys(onStep, canStep);

  const onTouchStart = (event: TouchEvent) => {
    const point = event.touches[0];
    touch.current =
      event.touches.length === 1 && point ? { x: point.clientX, y: point.clientY, time: Date.now() } : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touch.current;
    const point = event.changedTouches[0];
    touch.current = null;
    if (!start || !point) return;
    const step = swipeStep(point.clientX - start.x, point.clientY - start.y, Date.now() - start.time);
    if (step && canStep(step)) onStep(step);
  };

  const ratio = item.width && item.height ? item.width / item.height : 1.5;
  return (
    <div className={styles.viewer}>
      <div
        className={styles.stage}
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
        onTouchCancel={() => {
          touch.current = null;
        }}
      >
        <PhotoPicture
          key={item.id}
          item={item}
          variant="preview"
          eager
          alt={t('photo.alt', { position, total })}
          className={styles.preview}
          style={{ '--ratio': ratio }}
        />
      </div>
      <ViewerNav
        position={position}
        total={total}
        hasPrev={hasPrev}
        hasNext={hasNext}
        onStep={onStep}
        prevRef={prevButton}
        nextRef={nextButton}
      />
      <p className={styles.swipeHint}>{t('item.swipeHint')}</p>
    </div>
  );
}

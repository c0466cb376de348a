import type { ImageItem } from '@omoide/contract';
import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/shared/ui';
import { previewSrcFor } from '@/shared/ui/preview-source';
import { useZoom } from '@/shared/ui/use-zoom';
import { ZoomImage } from '@/shared/ui/zoomable-image';
import styles from './item.module.css';
import { positionOf, type Step, swipeStep } from './item-navigation';
import { PhotoFullscreen } from './photo-fullscreen';
import { useDocumentTop } from './use-layout-metrics';
import { useStepKeys, ViewerNav } from './viewer-nav';

interface PhotoViewerProps {
  item: ImageItem;
  index: number;
  total: number;
  hasPrev: boolean;
  hasNext: boolean;
  /** `fullscreen`: taken inside the full-screen viewer, which the next page opens again. */
  onStep: (step: Step, fullscreen: boolean) => void;
  /** The button to focus on arrival: the one used to get here, so keys can step on. */
  focusStep?: Step | null;
  /** Each photo is a page of its own: one stepped to from the full-screen viewer opens in it. */
  initialFullscreen?: boolean;
}

/**
 * The watermarked preview as large as the screen allows, with the ways to the neighbouring
 * photos (a sideways swipe, the arrow keys, the previous/next buttons), pinch and double-tap
 * zoom in place, and a full-screen viewer. A swipe only steps when it began unzoomed with
 * one finger, so panning a zoomed photo never leaves it.
 */
export function PhotoViewer({
  item,
  index,
  total,
  hasPrev,
  hasNext,
  onStep: onPageStep,
  focusStep,
  initialFullscreen = false,
}: PhotoViewerProps) {
  const { t } = useTranslation('events');
  const { position } = positionOf(index, total);
  const [fullscreen, setFullscreen] = useState(initialFullscreen);
  const onStep = (step: Step) => onPageStep(step, fullscreen);
  const canStep = (step: Step) => (step === 'prev' ? hasPrev : hasNext);
  const onSwipe = (dx: number, dy: number, durationMs: number) => {
    const step = swipeStep(dx, dy, durationMs);
    if (step && canStep(step)) onStep(step);
  };
  const zoom = useZoom({ onSwipe, resetKey: item.id });

  const prevButton = useRef<HTMLButtonElement>(null);
  const nextButton = useRef<HTMLButtonElement>(null);
  const fullscreenButton = useRef<HTMLButtonElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const stageTop = useDocumentTop(stage);
  // The app moves focus to <main> after every page change; take it back once that is done.
  useEffect(() => {
    if (!focusStep || initialFullscreen) return;
    const frame = window.requestAnimationFrame(() => {
      const button = (focusStep === 'prev' ? prevButton : nextButton).current;
      if (button && !button.disabled) button.focus({ preventScroll: true });
    });
    return () => window.cancelAnimationFrame(frame);
  }, [focusStep, initialFullscreen]);

  useStepKeys(onStep, canStep);

  const closeFullscreen = () => {
    setFullscreen(false);
    // Back to where the viewer was opened from, once the dialog has gone.
    window.requestAnimationFrame(() => fullscreenButton.current?.focus({ preventScroll: true }));
  };

  const alt = t('photo.alt', { position, total });
  // The stage fills the screen below its own top (title lines wrap differently per language).
  const stageStyle = {
    '--stage-top': `${stageTop}px`,
    '--ratio': item.width && item.height ? item.width / item.height : 1.5,
  } as CSSProperties;
  return (
    <div className={styles.viewer}>
      <div ref={stage} className={styles.photoStage} style={stageStyle} data-testid="photo-stage">
        <ZoomImage
          zoom={zoom}
          fit="fill"
          src={previewSrcFor(item)}
          fallbackSrc={item.preview_url}
          alt={alt}
          placeholder={item.placeholder}
          width={item.width}
          height={item.height}
        />
        <button
          ref={fullscreenButton}
          type="button"
          className={styles.fullscreenButton}
          onClick={() => setFullscreen(true)}
          aria-haspopup="dialog"
        >
          <Icon name="expand" size={18} />
          <span>{t('fullscreen.open')}</span>
        </button>
        <ViewerNav
          position={position}
          total={total}
          hasPrev={hasPrev}
          hasNext={hasNext}
          onStep={onStep}
          prevRef={prevButton}
          nextRef={nextButton}
          overlay
        />
      </div>
      <p className={styles.swipeHint}>{t('item.swipeHint')}</p>
      {fullscreen ? (
        <PhotoFullscreen
          item={item}
          alt={alt}
          position={position}
          total={total}
          hasPrev={hasPrev}
          hasNext={hasNext}
          onStep={onStep}
          onSwipe={onSwipe}
          onClose={closeFullscreen}
        />
      ) : null}
    </div>
  );
}

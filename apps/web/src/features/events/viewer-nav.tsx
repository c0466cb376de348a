import { type Ref, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/shared/ui';
import styles from './item.module.css';
import { keyStep, type Step } from './item-navigation';

interface ViewerNavProps {
  position: number;
  total: number;
  hasPrev: boolean;
  hasNext: boolean;
  onStep: (step: Step) => void;
  prevRef?: Ref<HTMLButtonElement>;
  nextRef?: Ref<HTMLButtonElement>;
  /** Laid over the bottom of the photo's stage (the photo page), not in a row below it. */
  overlay?: boolean;
}

/** The previous/next buttons of an item page around "12 / 60", announced as it changes. */
export function ViewerNav({
  position,
  total,
  hasPrev,
  hasNext,
  onStep,
  prevRef,
  nextRef,
  overlay,
}: ViewerNavProps) {
  const { t } = useTranslation('events');
  return (
    <div className={`${styles.viewerNav} ${overlay ? styles.viewerNavOverlay : ''}`}>
      <button
        ref={prevRef}
        type="button"
        className={styles.stepButton}
        onClick={() => onStep('prev')}
        disabled={!hasPrev}
        aria-label={t('item.prev')}
      >
        <Icon name="back" />
      </button>
      <p className={styles.position} aria-live="polite">
        {t('item.position', { position, total })}
      </p>
      <button
        ref={nextRef}
        type="button"
        className={styles.stepButton}
        onClick={() => onStep('next')}
        disabled={!hasNext}
        aria-label={t('item.next')}
      >
        <Icon name="forward" />
      </button>
    </div>
  );
}

/**
 * The arrow keys step between items, wherever focus is, except while typing in a control
 * or (`ignore`) on an element that uses the arrows itself, such as a video's scrubber.
 */
export function useStepKeys(
  onStep: (step: Step) => void,
  canStep: (step: Step) => boolean,
  ignore?: (target: EventTarget | null) => boolean,
) {
  const latest = useRef({ onStep, canStep, ignore });
  latest.current = { onStep, canStep, ignore };
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (latest.current.ignore?.(event.target)) return;
      const step = keyStep(event.key, event.target as HTMLElement | null);
      if (!step || !latest.current.canStep(step)) return;
      event.preventDefault();
      latest.current.onStep(step);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}

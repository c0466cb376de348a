import { type ImageItem, MOVIE_PREVIEW_SECONDS } from '@omoide/contract';
import { type CSSProperties, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/shared/ui';
import styles from './item.module.css';
import { keyStep, positionOf, type Step } from './item-navigation';
import movieStyles from './movie.module.css';

interface MovieViewerProps {
  item: ImageItem;
  index: number;
  total: number;
  hasPrev: boolean;
  hasNext: boolean;
  onStep: (step: Step) => void;
}

/**
 * A movie's item page: the short, low-resolution, watermarked preview clip in the browser's
 * own player (its poster shown until played), and the previous/next buttons and arrow keys
 * of the photo viewer. No swipe here: sideways drags belong to the player's scrubber.
 */
export function MovieViewer({ item, index, total, hasPrev, hasNext, onStep }: MovieViewerProps) {
  const { t } = useTranslation('events');
  const { position } = positionOf(index, total);
  const canStep = (step: Step) => (step === 'prev' ? hasPrev : hasNext);
  const stepRef = useRef({ onStep, canStep });
  stepRef.current = { onStep, canStep };
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      // Arrow keys on the focused player seek in it: they are the player's.
      if (event.target instanceof HTMLVideoElement) return;
      const step = keyStep(event.key, event.target as HTMLElement | null);
      if (!step || !stepRef.current.canStep(step)) return;
      event.preventDefault();
      stepRef.current.onStep(step);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const ratio = item.width && item.height ? item.width / item.height : 16 / 9;
  return (
    <div className={styles.viewer}>
      <div className={styles.stage}>
        {/* biome-ignore lint/a11y/useMediaCaption: event footage filmed by the photographer has no transcript to caption; the page says what the clip is */}
        <video
          key={item.id}
          className={movieStyles.video}
          style={{ '--ratio': ratio } as CSSProperties}
          src={item.preview_clip_url ?? undefined}
          poster={item.preview_url}
          controls
          playsInline
          preload="metadata"
          controlsList="nodownload"
          aria-label={t('movie.player', { position, total })}
        >
          {t('movie.unsupported')}
        </video>
      </div>
      <div className={styles.viewerNav}>
        <button
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
          type="button"
          className={styles.stepButton}
          onClick={() => onStep('next')}
          disabled={!hasNext}
          aria-label={t('item.next')}
        >
          <Icon name="forward" />
        </button>
      </div>
      <p className={movieStyles.note}>{t('movie.previewNote', { seconds: MOVIE_PREVIEW_SECONDS })}</p>
    </div>
  );
}

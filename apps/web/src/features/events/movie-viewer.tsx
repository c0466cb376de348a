import { type ImageItem, MOVIE_PREVIEW_SECONDS } from '@omoide/contract';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './item.module.css';
import { positionOf, type Step } from './item-navigation';
import movieStyles from './movie.module.css';
import { useStepKeys, ViewerNav } from './viewer-nav';

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
  // Arrow keys on the focused player seek in it: they are the player's.
  useStepKeys(onStep, canStep, (target) => target instanceof HTMLVideoElement);

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
      <ViewerNav position={position} total={total} hasPrev={hasPrev} hasNext={hasNext} onStep={onStep} />
      <p className={movieStyles.note}>{t('movie.previewNote', { seconds: MOVIE_PREVIEW_SECONDS })}</p>
    </div>
  );
}

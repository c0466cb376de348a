import { useTranslation } from 'react-i18next';
import styles from './movie.module.css';
import { formatDuration } from './movie-format';

/**
 * The mark of a movie on a grid tile: a play symbol and the length, over the poster's corner,
 * so a parent tells movies from photos at a glance.
 */
export function MovieBadge({ durationMs }: { durationMs: number | null | undefined }) {
  const { t } = useTranslation('events');
  const duration = formatDuration(durationMs);
  return (
    <span className={styles.badge} role="img" aria-label={t('movie.duration', { duration })}>
      <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
        <path d="M8 5.5v13l10.5-6.5L8 5.5Z" fill="currentColor" />
      </svg>
      <span aria-hidden="true">{duration}</span>
    </span>
  );
}

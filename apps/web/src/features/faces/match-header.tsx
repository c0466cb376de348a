import type { EventSummary } from '@omoide/contract';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate } from '@/shared/i18n/format-date';
import { useTextLanguage } from '@/shared/i18n/use-locale';
import pageStyles from '@/shared/ui/page.module.css';
import { ChildAvatar } from './child-avatar';
import { headerBackgroundOffset } from './header-offset';
import styles from './match.module.css';

/**
 * The match page's head: the event, and the child's name when the view shows one child. The
 * decorative band behind it moves down with the taller text (spec §9 offsets).
 */
export function MatchHeader({
  event,
  child,
}: {
  event: EventSummary;
  child: { id: number; name: string } | null;
}) {
  const { t } = useTranslation('faces');
  const language = useTextLanguage();
  const offset = headerBackgroundOffset(child?.name ?? null);
  return (
    <header className={styles.header} style={{ backgroundPosition: `0 ${offset}px` }} data-bg-offset={offset}>
      <p className={styles.eyebrow}>
        {t('match.eyebrow')} ·{' '}
        <time dateTime={event.event_date}>{formatCalendarDate(event.event_date, language)}</time>
      </p>
      <h1 id="page-heading" className={pageStyles.title}>
        {event.name}
      </h1>
      {child ? (
        <p className={styles.childLine}>
          <ChildAvatar childId={child.id} name={child.name} decorative />
          <span>{t('match.childLine', { name: child.name })}</span>
        </p>
      ) : null}
    </header>
  );
}

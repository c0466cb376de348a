import { hasEnded, isInWarningPeriod } from '@omoide/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '@/shared/i18n/format-date';
import { LIBRARY_NAMESPACE } from '@/shared/i18n/i18n';
import { useTextLanguage } from '@/shared/i18n/use-locale';
import { type Area, areaPath } from '@/shared/routing/area';
import { DaysLeft, Icon } from '@/shared/ui';
import styles from './library.module.css';

interface DownloadDeadlineProps {
  area: Area;
  /** Null when nothing was bought as a download: no deadline to show. */
  until_t: number | null;
  expired: boolean;
  now_t: number;
  /** A line in a list card rather than the page's notice. */
  compact?: boolean;
}

/**
 * Until when downloads work (spec §9: a warning in the last 5 days); after it, that they
 * ended and how to ask for help.
 */
export function DownloadDeadline({ area, until_t, expired, now_t, compact = false }: DownloadDeadlineProps) {
  const { t } = useTranslation(LIBRARY_NAMESPACE);
  const language = useTextLanguage();
  if (until_t === null) return null;
  const date = formatDate(until_t, language);
  const texts = { daysLeft: (days: number) => t('deadline.daysLeft', { days }), ended: t('deadline.ended') };
  const ended = expired || hasEnded(until_t, now_t);

  if (compact) {
    return ended ? (
      <span className={styles.expiredChip}>
        <Icon name="clock" size={16} />
        {t('deadline.ended')}
      </span>
    ) : (
      <DaysLeft deadline_t={until_t} now_t={now_t} texts={texts} />
    );
  }

  if (ended) {
    return (
      <div className={styles.expiredNotice} role="note">
        <p className={styles.noticeTitle}>
          <Icon name="alert" size={18} />
          {t('deadline.ended')}
        </p>
        <p>{t('deadline.expiredBody', { date })}</p>
        <Link to={areaPath(area, '/contact')} className={styles.textLink}>
          <Icon name="mail" size={18} />
          {t('deadline.contact')}
        </Link>
      </div>
    );
  }

  const warning = isInWarningPeriod(now_t, until_t);
  return (
    <div className={warning ? styles.warningNotice : styles.deadline}>
      <DaysLeft deadline_t={until_t} now_t={now_t} texts={texts} />
      <p>
        {t('deadline.until', { date })}
        {warning ? ` ${t('deadline.hurry')}` : null}
      </p>
    </div>
  );
}

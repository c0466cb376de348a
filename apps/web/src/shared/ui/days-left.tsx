import { daysRemaining, isInWarningPeriod } from '@omoide/contract';
import { useTranslation } from 'react-i18next';
import styles from './days-left.module.css';
import { Icon } from './icon';

interface DaysLeftProps {
  /** Epoch seconds. */
  deadline_t: number;
  now_t: number;
  /** Which deadline: the event's publication (default) or a sub-category's sale period. */
  kind?: 'published' | 'sale';
  /** Texts of another deadline (the library's download period), instead of `kind`'s. */
  texts?: { daysLeft: (days: number) => string; ended: string };
}

/**
 * "N days left" before a deadline (spec §9: rounded up, never below 0), drawn as a warning
 * inside the 5-day warning period.
 */
export function DaysLeft({ deadline_t, now_t, kind = 'published', texts }: DaysLeftProps) {
  const { t } = useTranslation('events');
  const days = daysRemaining(now_t, deadline_t);
  const warning = isInWarningPeriod(now_t, deadline_t);
  const text = texts
    ? days === 0
      ? texts.ended
      : texts.daysLeft(days)
    : days === 0
      ? t(kind === 'published' ? 'deadline.publishedEnded' : 'deadline.saleEnded')
      : t(kind === 'published' ? 'deadline.publishedDaysLeft' : 'deadline.saleDaysLeft', { days });
  return (
    <span className={`${styles.chip} ${warning ? styles.warning : ''}`} data-warning={warning || undefined}>
      <Icon name={warning ? 'alert' : 'clock'} size={16} />
      <span>{text}</span>
    </span>
  );
}

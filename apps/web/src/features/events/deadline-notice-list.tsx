import { formatPrice, type LongRunSubInfo } from '@omoide/contract';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/shared/i18n/format-date';
import { useTextLanguage } from '@/shared/i18n/use-locale';
import { Icon } from '@/shared/ui';
import { type DeadlineNotice, deadlineNotices, isWarning } from './deadline-notices';
import styles from './events.module.css';

interface DeadlineNoticeListProps {
  info: LongRunSubInfo | null | undefined;
  now_t: number;
  currencyTypeId: number;
}

/** A sub-category's sale terms that matter now: fee after the period, last days, discount. */
export function DeadlineNoticeList({ info, now_t, currencyTypeId }: DeadlineNoticeListProps) {
  const { t } = useTranslation('events');
  const language = useTextLanguage();
  const notices = deadlineNotices(info, now_t);
  if (notices.length === 0) return null;
  const price = (amount: number) => formatPrice(amount, currencyTypeId, language);
  const text = (notice: DeadlineNotice) => {
    switch (notice.kind) {
      case 'extraApplies':
        return t('deadline.extraApplies', { amount: price(notice.amount) });
      case 'expiresSoon':
        return t('deadline.expiresSoon', {
          days: notice.days,
          date: formatDate(notice.deadline_t, language),
          amount: price(notice.amount),
        });
      case 'discountEndsSoon':
        return t('deadline.discountEndsSoon', { days: notice.days, amount: price(notice.amount) });
      case 'discountActive':
        return t('deadline.discountActive', {
          date: formatDate(notice.deadline_t, language),
          amount: price(notice.amount),
        });
    }
  };
  return (
    <ul className={styles.notices}>
      {notices.map((notice) => (
        <li key={notice.kind} className={isWarning(notice) ? styles.noticeWarning : styles.notice}>
          <Icon name={isWarning(notice) ? 'alert' : 'clock'} size={18} />
          <span>{text(notice)}</span>
        </li>
      ))}
    </ul>
  );
}

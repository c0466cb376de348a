import type { PrintEvent } from '@omoide/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './prints.module.css';
import { PRINT_FILTERS, type PrintFilter } from './prints-api';

/**
 * The segmented filter of an event's orders. Links to `?status=`, so the chosen state is in
 * the address (reload, back, a colleague's link) and the current one is `aria-current`.
 */
export function PrintStatusFilter({ value, counts }: { value: PrintFilter; counts?: PrintEvent['counts'] }) {
  const { t } = useTranslation('studio');
  const countOf = (filter: PrintFilter) => {
    if (!counts) return null;
    return filter === 'all' ? counts.paid + counts.in_production + counts.shipped : counts[filter];
  };
  return (
    <nav aria-label={t('prints.filter')} className={styles.filter}>
      {PRINT_FILTERS.map((filter) => {
        const count = countOf(filter);
        return (
          <Link
            key={filter}
            to={{ search: `?status=${filter}` }}
            aria-current={filter === value ? 'page' : undefined}
            className={filter === value ? `${styles.segment} ${styles.current}` : styles.segment}
          >
            {filter === 'all' ? t('prints.all') : t(`prints.state.${filter}`)}
            {count === null ? null : <span className={styles.count}> {count}</span>}
          </Link>
        );
      })}
    </nav>
  );
}

import { useTranslation } from 'react-i18next';
import { Icon } from '@/shared/ui';
import styles from './events.module.css';

export type DetailView = 'all' | 'kept';

interface DetailToolbarProps {
  view: DetailView;
  onView: (view: DetailView) => void;
  keptCount: number | null;
  /** The kept photos have a sale ending within the warning period. */
  keptWarning: boolean;
  selecting: boolean;
  onSelecting: (on: boolean) => void;
}

/** Above the photos: all photos or only the kept ones, and select mode on or off. */
export function DetailToolbar({
  view,
  onView,
  keptCount,
  keptWarning,
  selecting,
  onSelecting,
}: DetailToolbarProps) {
  const { t } = useTranslation('events');
  return (
    <div className={styles.toolbar}>
      <fieldset className={styles.viewSwitch}>
        <legend className="visually-hidden">{t('grid.view.label')}</legend>
        <button
          type="button"
          className={styles.viewButton}
          aria-pressed={view === 'all'}
          onClick={() => onView('all')}
        >
          {t('grid.view.all')}
        </button>
        <button
          type="button"
          className={styles.viewButton}
          aria-pressed={view === 'kept'}
          onClick={() => onView('kept')}
        >
          <Icon name="heart" size={16} />
          {keptCount === null ? t('grid.view.keptPlain') : t('grid.view.kept', { count: keptCount })}
          {keptWarning ? (
            <span className={styles.viewAlert}>
              <Icon name="alert" size={14} />
              <span className="visually-hidden">{t('grid.view.keptEnding')}</span>
            </span>
          ) : null}
        </button>
      </fieldset>
      <button
        type="button"
        className={styles.selectButton}
        aria-pressed={selecting}
        onClick={() => onSelecting(!selecting)}
      >
        <Icon name={selecting ? 'close' : 'select'} size={18} />
        {selecting ? t('grid.select.done') : t('grid.select.start')}
      </button>
    </div>
  );
}

import type { Category } from '@omoide/contract';
import { useTranslation } from 'react-i18next';
import type { Area } from '@/shared/routing/area';
import { Icon } from '@/shared/ui';
import pageStyles from '@/shared/ui/page.module.css';
import { DeadlineNoticeList } from './deadline-notice-list';
import styles from './events.module.css';
import { itemCountLabel } from './item-count';
import { PhotoGrid } from './photo-grid';

interface CategoryPanelProps {
  area: Area;
  eventId: number;
  currencyTypeId: number;
  category: Category;
  expanded: boolean;
  onToggle: () => void;
  now_t: number;
}

/**
 * One category as a disclosure (a button with aria-expanded that controls its region);
 * open, it shows each sub-category with its sale notices and its photo grid.
 */
export function CategoryPanel({
  area,
  eventId,
  currencyTypeId,
  category,
  expanded,
  onToggle,
  now_t,
}: CategoryPanelProps) {
  const { t } = useTranslation('events');
  const panelId = `category-panel-${category.id}`;
  return (
    <section className={styles.category} data-expanded={expanded || undefined}>
      <h2 className={styles.categoryHeading}>
        <button
          type="button"
          className={styles.categoryButton}
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={onToggle}
        >
          <span className={styles.categoryName}>{category.name}</span>
          <span className={styles.categoryCount}>{itemCountLabel(t, category)}</span>
          <Icon name="chevronDown" size={22} className={styles.categoryChevron} />
        </button>
      </h2>
      <div id={panelId} className={styles.categoryBody} hidden={!expanded}>
        {expanded ? (
          category.sub_categories.length > 0 ? (
            category.sub_categories.map((sub) => {
              const headingId = `sub-category-${sub.id}`;
              return (
                <section key={sub.id} className={styles.subCategory} aria-labelledby={headingId}>
                  <h3 id={headingId} className={styles.subCategoryHeading}>
                    <span>{sub.name}</span>
                    <span className={styles.categoryCount}>{itemCountLabel(t, sub)}</span>
                  </h3>
                  <DeadlineNoticeList
                    info={sub.long_run_sub_info}
                    now_t={now_t}
                    currencyTypeId={currencyTypeId}
                  />
                  <PhotoGrid
                    area={area}
                    eventId={eventId}
                    categoryId={sub.id}
                    expectedTotal={sub.photo_count}
                    labelledBy={headingId}
                  />
                </section>
              );
            })
          ) : (
            <p className={pageStyles.stateBox}>{t('grid.empty')}</p>
          )
        ) : null}
      </div>
    </section>
  );
}

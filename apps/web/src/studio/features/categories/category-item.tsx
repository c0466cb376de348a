import { formatPrice, type StudioSubCategory } from '@omoide/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/i18n/format-date';
import { useTextLanguage } from '@/shared/i18n/use-locale';
import { Button } from '@/shared/ui';
import styles from './categories.module.css';

export type Editing = { mode: 'rename' | 'period' | 'add'; id: number } | null;

type Props = {
  category: StudioSubCategory;
  isSub: boolean;
  first: boolean;
  last: boolean;
  busy: boolean;
  currencyTypeId: number;
  onEdit: (editing: Editing) => void;
  onMove: (by: -1 | 1) => void;
  onDelete: () => void;
};

/** The line of one category or sub-category: its names, photos, period and what can be done to it. */
export function CategoryItem({
  category,
  isSub,
  first,
  last,
  busy,
  currencyTypeId,
  onEdit,
  onMove,
  onDelete,
}: Props) {
  const { t } = useTranslation('studio');
  const language = useTextLanguage();
  const { name } = category;
  const translations = [category.name_lang.ja, category.name_lang.hant, category.name_lang.vi].filter(
    Boolean,
  );
  const Title = isSub ? 'h3' : 'h2';
  return (
    <div className={styles.item}>
      <div className={styles.itemText}>
        <Title className={isSub ? styles.subName : styles.name}>{name}</Title>
        {translations.length ? <p className={styles.translations}>{translations.join(' / ')}</p> : null}
        <p className={styles.meta}>
          {t('categories.photoCount', { count: category.photo_count })}
          {isSub ? ` ・ ${periodSummary(category, currencyTypeId, language, t)}` : null}
        </p>
      </div>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          onClick={() => onEdit({ mode: 'rename', id: category.id })}
          aria-label={t('categories.renameOf', { name })}
        >
          {t('categories.rename')}
        </Button>
        {isSub ? (
          <Button
            variant="secondary"
            onClick={() => onEdit({ mode: 'period', id: category.id })}
            aria-label={t('categories.periodOf', { name })}
          >
            {t('categories.periodButton')}
          </Button>
        ) : (
          <Button
            variant="secondary"
            onClick={() => onEdit({ mode: 'add', id: category.id })}
            aria-label={t('categories.addSubTo', { name })}
          >
            {t('categories.addSub')}
          </Button>
        )}
        <Button
          variant="ghost"
          disabled={first || busy}
          onClick={() => onMove(-1)}
          aria-label={t('categories.moveUpOf', { name })}
        >
          {t('categories.moveUp')}
        </Button>
        <Button
          variant="ghost"
          disabled={last || busy}
          onClick={() => onMove(1)}
          aria-label={t('categories.moveDownOf', { name })}
        >
          {t('categories.moveDown')}
        </Button>
        <Button
          variant="ghost"
          disabled={busy}
          onClick={onDelete}
          aria-label={t('categories.deleteOf', { name })}
        >
          {t('categories.delete')}
        </Button>
      </div>
    </div>
  );
}

function periodSummary(
  sub: StudioSubCategory,
  currencyTypeId: number,
  language: ReturnType<typeof useTextLanguage>,
  t: TFunction<'studio'>,
): string {
  const info = sub.long_run_sub_info;
  const parts: string[] = [];
  if (info.discount_end_time_t !== null)
    parts.push(
      t('categories.period.summaryDiscount', {
        amount: formatPrice(info.discount_cost_in_tax, currencyTypeId, language),
        time: formatDateTime(info.discount_end_time_t, language),
      }),
    );
  if (info.expired_time_t !== null)
    parts.push(
      t('categories.period.summaryExpiry', {
        amount: formatPrice(info.expired_append_cost_in_tax, currencyTypeId, language),
        time: formatDateTime(info.expired_time_t, language),
      }),
    );
  return parts.length ? parts.join(' ・ ') : t('categories.period.none');
}

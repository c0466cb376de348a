import type { StudioPhotoCategory, StudioPhotoItem } from '@omoide/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui';
import page from '../../shared/studio-page.module.css';
import styles from './photos.module.css';

/** What the list can ask of one item; the page runs it and reports the outcome. */
export type ItemAction =
  | { kind: 'retry'; item: StudioPhotoItem }
  | { kind: 'delete'; item: StudioPhotoItem }
  | { kind: 'place'; item: StudioPhotoItem; categoryId?: number; position?: number }
  | { kind: 'cover'; item: StudioPhotoItem | null };

export const categoryLabel = (c: StudioPhotoCategory) =>
  c.parent_name ? `${c.parent_name} / ${c.name}` : c.name;

/** One sub-category's items in display order, with their states and actions. */
export function CategoryItems({
  category,
  categories,
  items,
  coverId,
  busy,
  onAction,
}: {
  category: StudioPhotoCategory;
  categories: StudioPhotoCategory[];
  items: StudioPhotoItem[];
  coverId: number | null;
  busy: boolean;
  onAction: (action: ItemAction) => void;
}) {
  const { t } = useTranslation('studio');
  const titleId = useId();
  return (
    <section className={page.card} aria-labelledby={titleId}>
      <h2 id={titleId}>
        {categoryLabel(category)}{' '}
        <span className={page.muted}>({t('photos.items.count', { n: items.length })})</span>
      </h2>
      {items.length === 0 ? <p className={page.muted}>{t('photos.items.empty')}</p> : null}
      <ol className={styles.items}>
        {items.map((item, index) => (
          <ItemRow
            key={item.id}
            item={item}
            index={index}
            last={index === items.length - 1}
            others={categories.filter((c) => c.category_id !== category.category_id)}
            isCover={item.id === coverId}
            busy={busy}
            onAction={onAction}
          />
        ))}
      </ol>
    </section>
  );
}

function ItemRow({
  item,
  index,
  last,
  others,
  isCover,
  busy,
  onAction,
}: {
  item: StudioPhotoItem;
  index: number;
  last: boolean;
  others: StudioPhotoCategory[];
  isCover: boolean;
  busy: boolean;
  onAction: (action: ItemAction) => void;
}) {
  const { t } = useTranslation('studio');
  const [target, setTarget] = useState(others[0]?.category_id ?? 0);
  const moveId = useId();
  const name = item.file_name ?? `#${item.id}`;
  const status =
    item.status === 'ready'
      ? t('photos.items.status.ready')
      : item.status === 'failed'
        ? t('photos.items.status.failed')
        : t('photos.items.status.pending');
  const faces = !item.faces
    ? ''
    : item.faces.status === 'indexed'
      ? t('photos.items.faces.found', { n: item.faces.count })
      : item.faces.status === 'failed'
        ? t('photos.items.faces.failed')
        : t('photos.items.faces.pending');
  return (
    <li className={styles.item} aria-label={name}>
      {item.thumbnail_url ? (
        <img className={styles.thumb} src={item.thumbnail_url} alt="" loading="lazy" />
      ) : (
        <span className={styles.thumb} aria-hidden="true">
          {item.media_type === 'movie' ? '▶' : ''}
        </span>
      )}
      <div className={styles.itemText}>
        <span className={styles.fileName}>{name}</span>
        <span className={`${styles.badge} ${styles[item.status]}`}>{status}</span>
        {item.media_type === 'movie' ? <span className={styles.badge}>{t('photos.items.movie')}</span> : null}
        {isCover ? (
          <span className={`${styles.badge} ${styles.cover}`}>{t('photos.items.cover')}</span>
        ) : null}
        {faces ? <span className={page.muted}>{faces}</span> : null}
        {item.ordered ? <span className={page.muted}>{t('photos.items.ordered')}</span> : null}
        {item.status === 'failed' && item.failure_reason ? (
          <span className={styles.reason}>{item.failure_reason}</span>
        ) : null}
      </div>
      <div className={styles.itemActions}>
        {item.status === 'failed' ? (
          <Button variant="secondary" disabled={busy} onClick={() => onAction({ kind: 'retry', item })}>
            {t('photos.items.retry')}
          </Button>
        ) : null}
        <Button
          variant="ghost"
          disabled={busy || index === 0}
          aria-label={t('photos.items.upLabel', { name })}
          onClick={() => onAction({ kind: 'place', item, position: index - 1 })}
        >
          ↑
        </Button>
        <Button
          variant="ghost"
          disabled={busy || last}
          aria-label={t('photos.items.downLabel', { name })}
          onClick={() => onAction({ kind: 'place', item, position: index + 1 })}
        >
          ↓
        </Button>
        {others.length ? (
          <span className={styles.move}>
            <label htmlFor={moveId} className="visually-hidden">
              {t('photos.items.moveTo', { name })}
            </label>
            <select id={moveId} value={target} onChange={(e) => setTarget(Number(e.target.value))}>
              {others.map((c) => (
                <option key={c.category_id} value={c.category_id}>
                  {categoryLabel(c)}
                </option>
              ))}
            </select>
            <Button
              variant="ghost"
              disabled={busy}
              onClick={() => onAction({ kind: 'place', item, categoryId: target })}
            >
              {t('photos.items.move')}
            </Button>
          </span>
        ) : null}
        {item.status === 'ready' && !isCover ? (
          <Button variant="ghost" disabled={busy} onClick={() => onAction({ kind: 'cover', item })}>
            {t('photos.items.setCover')}
          </Button>
        ) : null}
        {isCover ? (
          <Button variant="ghost" disabled={busy} onClick={() => onAction({ kind: 'cover', item: null })}>
            {t('photos.items.clearCover')}
          </Button>
        ) : null}
        <Button
          variant="ghost"
          disabled={busy || item.ordered}
          title={item.ordered ? t('photos.items.orderedHint') : undefined}
          aria-label={t('photos.items.deleteLabel', { name })}
          onClick={() => onAction({ kind: 'delete', item })}
        >
          {t('photos.items.delete')}
        </Button>
      </div>
    </li>
  );
}

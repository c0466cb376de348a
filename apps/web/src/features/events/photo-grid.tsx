import type { ImageItem } from '@omoide/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBoughtItemIds } from '@/shared/api/bought-items';
import type { Area } from '@/shared/routing/area';
import { Button, PhotoPicture, PurchasedMark } from '@/shared/ui';
import { itemDetailPath } from './event-paths';
import { photoListQueryOptions } from './events-api';
import { MovieBadge } from './movie-badge';
import { isMovie } from './movie-format';
import styles from './photo-grid.module.css';
import { gridColumns, gridTotal, itemsOf, shouldFetchNextPage } from './photo-pages';
import { useDocumentTop, useElementWidth } from './use-layout-metrics';

const GAP = 4;
/** Used before the grid is measured (and in test DOMs without layout). */
const FALLBACK_WIDTH = 360;

interface PhotoGridProps {
  area: Area;
  eventId: number;
  categoryId: number;
  /** The sub-category's photo count, so the grid has its height before the first page. */
  expectedTotal: number;
  /** The heading that names the grid. */
  labelledBy: string;
}

/**
 * A sub-category's photos as a virtualised grid scrolled by the window: only the rows near
 * the viewport exist in the DOM. Rows of not yet loaded photos are placeholders; reaching
 * them loads the next page (`next_index`) until the list ends.
 */
export function PhotoGrid({ area, eventId, categoryId, expectedTotal, labelledBy }: PhotoGridProps) {
  const { t } = useTranslation('events');
  const list = useInfiniteQuery(photoListQueryOptions(area, categoryId));
  const pages = list.data?.pages;
  const items = useMemo(() => itemsOf(pages ?? []), [pages]);
  const total = list.isError && !pages ? 0 : gridTotal(pages, expectedTotal);
  const bought = useBoughtItemIds(area, eventId);

  const containerRef = useRef<HTMLUListElement>(null);
  const measured = useElementWidth(containerRef);
  const width = measured > 0 ? measured : FALLBACK_WIDTH;
  const columns = gridColumns(width);
  const cell = (width - GAP * (columns - 1)) / columns;
  const rowCount = Math.ceil(total / columns);
  const scrollMargin = useDocumentTop(containerRef);

  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => cell + GAP,
    overscan: 3,
    scrollMargin,
  });
  // Cells change size with the width (rotation, resize): every row's size is new.
  useEffect(() => {
    if (cell > 0) virtualizer.measure();
  }, [virtualizer, cell]);

  const rows = virtualizer.getVirtualItems();
  const lastRow = rows.at(-1)?.index ?? -1;
  const lastVisibleIndex = Math.min(total, (lastRow + 1) * columns) - 1;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  useEffect(() => {
    if (
      shouldFetchNextPage({
        lastVisibleIndex,
        loadedCount: items.length,
        hasNextPage,
        isFetching: isFetchingNextPage,
        threshold: columns * 2,
      })
    ) {
      void fetchNextPage();
    }
  }, [lastVisibleIndex, items.length, hasNextPage, isFetchingNextPage, fetchNextPage, columns]);

  if (list.isError && !pages) {
    return (
      <div className={styles.state} role="alert">
        <p>{t('grid.failed')}</p>
        <Button variant="secondary" onClick={() => void list.refetch()}>
          {t('status.retry')}
        </Button>
      </div>
    );
  }
  if (pages && total === 0) return <p className={styles.state}>{t('grid.empty')}</p>;

  const cellOf = (index: number, rowStart: number) => {
    const item: ImageItem | undefined = items[index];
    const column = index % columns;
    const style = {
      width: cell,
      height: cell,
      transform: `translate(${column * (cell + GAP)}px, ${rowStart - scrollMargin}px)`,
    };
    return item ? (
      <li key={item.id} className={styles.cell} style={style} aria-setsize={total} aria-posinset={index + 1}>
        <Link
          to={itemDetailPath(area, eventId, item.category_id, item.id)}
          state={{ fromDetail: true }}
          className={styles.link}
        >
          <PhotoPicture
            item={item}
            variant="thumb"
            alt={t(isMovie(item) ? 'movie.alt' : 'photo.alt', { position: index + 1, total })}
          />
          {isMovie(item) && <MovieBadge durationMs={item.duration_ms} />}
        </Link>
        {bought.has(item.id) ? <PurchasedMark overlay label={t('photo.purchased')} /> : null}
      </li>
    ) : (
      <li
        key={`pending-${index}`}
        className={`${styles.cell} ${styles.pending}`}
        style={style}
        aria-setsize={total}
        aria-posinset={index + 1}
      >
        <span className="visually-hidden">{t('grid.loadingPhoto', { position: index + 1, total })}</span>
      </li>
    );
  };

  return (
    <ul
      ref={containerRef}
      aria-labelledby={labelledBy}
      aria-busy={list.isFetching || undefined}
      className={styles.grid}
      style={{ height: virtualizer.getTotalSize() }}
    >
      {rows.flatMap((row) => {
        const first = row.index * columns;
        const count = Math.min(columns, total - first);
        return Array.from({ length: count }, (_, offset) => cellOf(first + offset, row.start));
      })}
    </ul>
  );
}

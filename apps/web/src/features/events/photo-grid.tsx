import type { ImageItem } from '@omoide/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useKeepToggle } from '@/shared/api/keeps';
import { usePhotoMarks } from '@/shared/api/photo-marks';
import type { Area } from '@/shared/routing/area';
import { useNowSeconds } from '@/shared/time/clock';
import { Button } from '@/shared/ui';
import { photoListQueryOptions } from './events-api';
import { useGridSelection } from './grid-selection';
import { GridTile } from './grid-tile';
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
  const marks = usePhotoMarks(area, eventId);
  const keep = useKeepToggle(area, eventId);
  const { mutate: keepMutate } = keep;
  const onKeep = useCallback((item: ImageItem, kept: boolean) => keepMutate({ item, kept }), [keepMutate]);
  const selection = useGridSelection();
  const now = useNowSeconds();

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
    const x = (index % columns) * (cell + GAP);
    const y = rowStart - scrollMargin;
    const style = { width: cell, height: cell, transform: `translate(${x}px, ${y}px)` };
    return item ? (
      <GridTile
        key={item.id}
        area={area}
        eventId={eventId}
        item={item}
        position={index + 1}
        total={total}
        marks={marks}
        onKeep={onKeep}
        selection={selection}
        gridKey={`category-${categoryId}`}
        gridItems={items}
        now_t={now}
        priority={index < columns}
        x={x}
        y={y}
        size={cell}
      />
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

import { daysRemaining, hasEnded, type ImageItem, isInWarningPeriod } from '@omoide/contract';
import { memo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PhotoMarks } from '@/shared/api/photo-marks';
import type { Area } from '@/shared/routing/area';
import { itemDetailPath } from '@/shared/routing/event-paths';
import { Icon, KeepButton, PhotoPicture, TileMarks } from '@/shared/ui';
import type { GridSelection } from './grid-selection';
import { MovieBadge } from './movie-badge';
import { isMovie } from './movie-format';
import styles from './photo-grid.module.css';

interface GridTileProps {
  area: Area;
  eventId: number;
  item: ImageItem;
  /** 1-based position in its grid, and the grid's size, for the names read out. */
  position: number;
  total: number;
  marks: PhotoMarks;
  onKeep: (item: ImageItem, kept: boolean) => void;
  selection: GridSelection | null;
  /** The grid's loaded photos and its key, for shift-range selection. */
  gridKey: string;
  gridItems: readonly ImageItem[];
  now_t: number;
  /** In the grid's first row: its thumbnail loads at once, ahead of the rest (PhotoPicture). */
  priority?: boolean;
  /** Where a virtual grid places the tile (numbers, so an unchanged tile skips re-rendering). */
  x?: number;
  y?: number;
  size?: number;
}

/** Days left when the photo's own sale ends inside the warning period (0 once ended), else null. */
export function endingInDays(item: ImageItem, now_t: number): number | null {
  const end = item.expiration_of_info_t;
  if (end === null) return null;
  return hasEnded(end, now_t) || isInWarningPeriod(now_t, end) ? daysRemaining(now_t, end) : null;
}

/**
 * One photo of a grid: a link to its page with its marks and its heart, or in select mode a
 * checkbox that chooses it for the bulk "add to cart".
 */
export const GridTile = memo(function GridTile(props: GridTileProps) {
  const { area, eventId, item, position, total, marks, onKeep, selection, gridKey, gridItems, now_t } = props;
  const { x = 0, y = 0, size, priority = false } = props;
  const style =
    size === undefined ? undefined : { width: size, height: size, transform: `translate(${x}px, ${y}px)` };
  const { t } = useTranslation('events');
  const shift = useRef(false);
  const alt = t(isMovie(item) ? 'movie.alt' : 'photo.alt', { position, total });
  const kept = marks.kept.has(item.id);
  const picture = (
    <>
      <PhotoPicture item={item} variant="thumb" alt={alt} priority={priority} slot={size} />
      {isMovie(item) && <MovieBadge durationMs={item.duration_ms} />}
    </>
  );
  const tileMarks = (
    <TileMarks
      bought={marks.bought.has(item.id)}
      inCart={marks.inCart.has(item.id)}
      endsInDays={endingInDays(item, now_t)}
    />
  );

  if (selection?.selecting) {
    const checked = selection.selected.has(item.id);
    return (
      <li className={styles.cell} style={style} aria-setsize={total} aria-posinset={position}>
        {/* Shift is read on the label's click, which comes before the checkbox's change; the
            click the label passes on to the checkbox may lack the key, so only a press counts. */}
        <label
          className={`${styles.link} ${styles.choice}`}
          data-checked={checked || undefined}
          onClickCapture={(event) => {
            if (event.shiftKey) shift.current = true;
          }}
        >
          <input
            type="checkbox"
            className={styles.choiceInput}
            checked={checked}
            aria-label={alt}
            onChange={() => {
              selection.toggle({ item, gridKey, items: gridItems, range: shift.current });
              shift.current = false;
            }}
          />
          {picture}
          <span className={styles.choiceMark} aria-hidden="true">
            {checked ? <Icon name="check" size={18} /> : null}
          </span>
        </label>
        {tileMarks}
      </li>
    );
  }

  return (
    <li className={styles.cell} style={style} aria-setsize={total} aria-posinset={position}>
      <Link
        to={itemDetailPath(area, eventId, item.category_id, item.id)}
        state={{ fromDetail: true }}
        className={styles.link}
      >
        {picture}
      </Link>
      {tileMarks}
      <KeepButton kept={kept} onToggle={() => onKeep(item, !kept)} photoLabel={alt} />
    </li>
  );
});

import { daysRemaining, type ImageItem, isInWarningPeriod, type KeptItem } from '@omoide/contract';
import { useTranslation } from 'react-i18next';
import { useKeepList, useKeepToggle } from '@/shared/api/keeps';
import { usePhotoMarks } from '@/shared/api/photo-marks';
import { formatDate } from '@/shared/i18n/format-date';
import { useTextLanguage } from '@/shared/i18n/use-locale';
import type { Area } from '@/shared/routing/area';
import { Button, Icon, Spinner } from '@/shared/ui';
import styles from './events.module.css';
import { useGridSelection } from './grid-selection';
import { GridTile } from './grid-tile';
import gridStyles from './photo-grid.module.css';

/**
 * The nearest deadline of the kept photos inside the warning period (spec §9 "keep", 5 days),
 * as the cart warns: the event's publication end or a kept photo's own sale end.
 */
export function keptDeadline(
  items: readonly KeptItem[],
  published_until_t: number,
  now_t: number,
): { deadline_t: number; days: number; count: number } | null {
  const available = items.filter((item) => item.is_available);
  if (available.length === 0) return null;
  const endOf = (item: KeptItem) =>
    Math.min(item.image_item.expiration_of_info_t ?? published_until_t, published_until_t);
  const first = Math.min(...available.map(endOf));
  if (!isInWarningPeriod(now_t, first)) return null;
  const days = daysRemaining(now_t, first);
  // Every kept photo whose sale ends within the same number of days counts as ending then.
  const count = available.filter((item) => daysRemaining(now_t, endOf(item)) <= days).length;
  return { deadline_t: first, days, count };
}

interface KeptPhotosProps {
  area: Area;
  eventId: number;
  published_until_t: number;
  now_t: number;
}

/** The "Kept" view of the event detail: the buyer's kept photos, newest first, as a grid. */
export function KeptPhotos({ area, eventId, published_until_t, now_t }: KeptPhotosProps) {
  const { t } = useTranslation('events');
  const language = useTextLanguage();
  const list = useKeepList(area, eventId);
  const marks = usePhotoMarks(area, eventId);
  const keep = useKeepToggle(area, eventId);
  const selection = useGridSelection();

  if (!list.data) {
    return list.isError ? (
      <div className={gridStyles.state} role="alert">
        <p>{t('grid.failed')}</p>
        <Button variant="secondary" onClick={() => void list.refetch()}>
          {t('status.retry')}
        </Button>
      </div>
    ) : (
      <Spinner label={t('status.loading')} />
    );
  }
  const items = list.data.items;
  if (items.length === 0) {
    return (
      <p className={gridStyles.state}>
        <Icon name="heart" size={24} />
        {t('grid.keep.empty')}
      </p>
    );
  }
  const photos: ImageItem[] = items.map((entry) => entry.image_item);
  const deadline = keptDeadline(items, published_until_t, now_t);
  return (
    <section aria-labelledby="kept-heading" className={styles.keptSection}>
      <h2 id="kept-heading" className="visually-hidden">
        {t('grid.keep.heading')}
      </h2>
      {deadline ? (
        <p className={styles.noticeWarning} role="note">
          <Icon name="alert" size={18} />
          <span>
            {t('grid.keep.deadlineSoon', {
              count: deadline.count,
              days: deadline.days,
              date: formatDate(deadline.deadline_t, language),
            })}
          </span>
        </p>
      ) : null}
      <ul aria-labelledby="kept-heading" className={`${gridStyles.grid} ${gridStyles.staticGrid}`}>
        {photos.map((item, index) => (
          <GridTile
            key={item.id}
            area={area}
            eventId={eventId}
            item={item}
            position={index + 1}
            total={photos.length}
            marks={marks}
            onKeep={(photo, kept) => keep.mutate({ item: photo, kept })}
            selection={selection}
            gridKey="kept"
            gridItems={photos}
            now_t={now_t}
          />
        ))}
      </ul>
    </section>
  );
}

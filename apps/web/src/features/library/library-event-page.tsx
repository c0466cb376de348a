import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatCalendarDate, formatDate } from '@/shared/i18n/format-date';
import { LIBRARY_NAMESPACE } from '@/shared/i18n/i18n';
import { useTextLanguage } from '@/shared/i18n/use-locale';
import { useNowSeconds } from '@/shared/time/clock';
import { Icon, OrderStatusBadge } from '@/shared/ui';
import pageStyles from '@/shared/ui/page.module.css';
import { DownloadDeadline } from './download-deadline';
import styles from './library.module.css';
import { purchasedEventDetailQuery } from './library-api';
import { LibraryLoadingPage, LibraryMessagePage } from './library-page-shell';
import { LIBRARY_PATH, libraryItemPath, orderDownloadPath } from './library-paths';
import { LibraryThumb } from './library-thumb';

/** The crop id of an item's route: its first cropped print's, else 0 (uncropped). */
const photoCustomIdOf = (prints: { photo_custom_id: number | null }[]) =>
  prints.find((print) => print.photo_custom_id !== null)?.photo_custom_id ?? 0;

/** `/library/event/{eventId}`: the purchased photos and movies of one event, and its zips. */
export default function LibraryEventPage() {
  const { t } = useTranslation(LIBRARY_NAMESPACE);
  const { t: tc } = useTranslation();
  const language = useTextLanguage();
  const now = useNowSeconds();
  const eventId = Number(useParams().eventId);
  const query = useQuery(purchasedEventDetailQuery(eventId, language));
  const detail = query.data;

  const back = (
    <Link to={LIBRARY_PATH} className={pageStyles.backLink}>
      <Icon name="back" size={20} />
      {tc('titles.library')}
    </Link>
  );
  if (detail === null) {
    // Spec §8: nothing bought at this event — an empty result, not an error.
    return <LibraryMessagePage back={back} title={tc('titles.libraryEvent')} message={t('event.empty')} />;
  }
  if (!detail) {
    return (
      <LibraryLoadingPage
        back={back}
        title={tc('titles.libraryEvent')}
        isPending={query.isPending}
        onRetry={() => void query.refetch()}
      />
    );
  }

  const { event, items, orders } = detail;
  const downloadOrders = orders.filter((order) => order.has_downloads);
  return (
    <div className={pageStyles.page}>
      <header className={pageStyles.header}>
        {back}
        <h1 id="page-heading" className={pageStyles.title}>
          {event.name}
        </h1>
        <p className={styles.muted}>
          {event.organization_name} · {formatCalendarDate(event.event_date, language)}
        </p>
      </header>
      <DownloadDeadline
        area="member"
        until_t={detail.download_until_t}
        expired={detail.is_download_expired}
        now_t={now}
      />
      <section className={pageStyles.section} aria-labelledby="library-items">
        <div className={pageStyles.sectionHeader}>
          <h2 id="library-items" className={pageStyles.sectionTitle}>
            {t('event.itemsHeading')}
          </h2>
          <span className={styles.muted}>{t('event.itemCount', { count: items.length })}</span>
        </div>
        {items.length === 0 ? (
          <p className={pageStyles.stateBox}>{t('event.noItems')}</p>
        ) : (
          <ul className={styles.grid} aria-labelledby="library-items">
            {items.map((item, index) => (
              <li key={item.image_item_id}>
                <Link
                  to={libraryItemPath(eventId, item.image_item_id, photoCustomIdOf(item.prints))}
                  className={styles.gridLink}
                >
                  <LibraryThumb
                    item={item}
                    alt={t(item.media_type === 'movie' ? 'item.movieAlt' : 'item.alt', {
                      position: index + 1,
                      total: items.length,
                    })}
                  />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      {downloadOrders.length > 0 && !detail.is_download_expired && detail.download_until_t !== null ? (
        <section className={pageStyles.section} aria-labelledby="library-orders">
          <h2 id="library-orders" className={pageStyles.sectionTitle}>
            {t('event.zipHeading')}
          </h2>
          <ul className={styles.orderList}>
            {downloadOrders.map((order) => (
              <li key={order.id}>
                <Link to={orderDownloadPath('member', order.id)} className={styles.orderRow}>
                  <span className={styles.orderFacts}>
                    <OrderStatusBadge status={order.status} />
                    <span>
                      {t('order.code')} <strong>{order.order_code}</strong>
                    </span>
                    {order.paid_t !== null ? (
                      <span className={styles.muted}>{formatDate(order.paid_t, language)}</span>
                    ) : null}
                  </span>
                  <span className={styles.orderAction}>
                    <Icon name="archive" size={20} />
                    {t('event.zipLink')}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

import type { PurchasedItem } from '@omoide/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LIBRARY_NAMESPACE } from '@/shared/i18n/i18n';
import { useTextLanguage } from '@/shared/i18n/use-locale';
import { clock, useNowSeconds } from '@/shared/time/clock';
import { Icon, OrderStatusBadge } from '@/shared/ui';
import pageStyles from '@/shared/ui/page.module.css';
import { ZoomableImage } from '@/shared/ui/zoomable-image';
import { DownloadDeadline } from './download-deadline';
import styles from './library.module.css';
import { purchasedEventDetailQuery } from './library-api';
import { LibraryLoadingPage, LibraryMessagePage } from './library-page-shell';
import { formatDuration, libraryEventPath, orderDetailPath } from './library-paths';
import { SaveItemButton } from './save-item-button';
import { canShareItemFile } from './share-file';

/** The prints of the crop the route names (0: uncropped); all prints when none matches. */
function printsOf(item: PurchasedItem, photoCustomId: number) {
  const crop = photoCustomId === 0 ? null : photoCustomId;
  const matching = item.prints.filter((print) => print.photo_custom_id === crop);
  return matching.length > 0 ? matching : item.prints;
}

/**
 * `/library/event/{eventId}/{itemId}/{photoCustomId}`: one purchased photo at full resolution
 * with zoom (or the movie in a player), Download and Share, and where each print stands.
 */
export default function LibraryItemPage() {
  const { t } = useTranslation(LIBRARY_NAMESPACE);
  const { t: tc } = useTranslation();
  const language = useTextLanguage();
  const now = useNowSeconds();
  const params = useParams();
  const eventId = Number(params.eventId);
  const itemId = Number(params.itemId);
  const photoCustomId = Number(params.photoCustomId) || 0;
  const query = useQuery(purchasedEventDetailQuery(eventId, language));
  const detail = query.data;
  const item = detail?.items.find((candidate) => candidate.image_item_id === itemId);

  const back = (
    <Link to={libraryEventPath(eventId)} className={pageStyles.backLink}>
      <Icon name="back" size={20} />
      {detail?.event.name ?? tc('titles.libraryEvent')}
    </Link>
  );
  if (detail === undefined) {
    return (
      <LibraryLoadingPage
        back={back}
        title={tc('titles.libraryItem')}
        isPending={query.isPending}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!detail || !item) {
    return <LibraryMessagePage back={back} title={tc('titles.libraryItem')} message={t('item.notFound')} />;
  }

  const movie = item.media_type === 'movie';
  const { download_url } = item;
  const refresh = () => void query.refetch();
  const alt = t(movie ? 'item.movieName' : 'item.photoName', { name: item.file_name });
  const prints = printsOf(item, photoCustomId);
  // The view link shows the original in the page without counting a download.
  const viewSrc = item.view_url ?? item.preview_url;

  return (
    <div className={pageStyles.page}>
      <header className={pageStyles.header}>
        {back}
        <h1 id="page-heading" className={styles.itemTitle}>
          {item.file_name}
        </h1>
        {movie && item.duration_ms !== null ? (
          <p className={styles.muted}>{t('item.duration', { duration: formatDuration(item.duration_ms) })}</p>
        ) : null}
      </header>
      {movie ? (
        viewSrc ? (
          // biome-ignore lint/a11y/useMediaCaption: buyers' own event footage comes without captions
          <video
            className={styles.video}
            src={viewSrc}
            poster={item.thumb_url ?? undefined}
            controls
            playsInline
            preload="metadata"
            aria-label={alt}
            onError={() => {
              // A signed URL past its time (a long pause, then seeking): fetch fresh ones.
              if (item.download_url_expires_t !== null && item.download_url_expires_t <= clock.now())
                refresh();
            }}
          />
        ) : null
      ) : viewSrc ? (
        <ZoomableImage
          key={item.image_item_id}
          src={viewSrc}
          fallbackSrc={item.preview_url}
          alt={alt}
          placeholder={item.placeholder}
          width={item.width}
          height={item.height}
        />
      ) : null}
      {!download_url && item.is_download && !detail.is_download_expired ? (
        <p className={styles.hint}>{t('item.preparing')}</p>
      ) : null}
      {download_url ? (
        <div className={styles.itemActions}>
          <SaveItemButton
            item={{ ...item, download_url }}
            preferShare={false}
            onStale={refresh}
            variant="full"
          />
          {canShareItemFile(item) ? (
            <SaveItemButton item={{ ...item, download_url }} preferShare onStale={refresh} variant="full" />
          ) : null}
        </div>
      ) : null}
      {item.is_download ? (
        <DownloadDeadline
          area="member"
          until_t={detail.download_until_t}
          expired={detail.is_download_expired}
          now_t={now}
        />
      ) : null}
      {prints.length > 0 ? (
        <section className={pageStyles.card} aria-labelledby="item-prints">
          <h2 id="item-prints" className={styles.cardTitle}>
            {t('item.printsHeading')}
          </h2>
          <ul className={styles.printList}>
            {prints.map((print) => (
              <li
                key={`${print.order_id}-${print.size_id}-${print.photo_custom_id ?? 0}`}
                className={styles.printRow}
              >
                <span>
                  <strong>{print.name}</strong> {`×${print.quantity}`}
                  {print.photo_custom_id !== null ? (
                    <span className={styles.muted}> · {t('item.cropped')}</span>
                  ) : null}
                </span>
                <OrderStatusBadge status={print.status} />
                <Link to={orderDetailPath('member', print.order_id)} className={styles.smallLink}>
                  {t('order.code')} {print.order_code}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

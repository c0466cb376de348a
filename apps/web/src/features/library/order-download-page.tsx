import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatCalendarDate } from '@/shared/i18n/format-date';
import { LIBRARY_NAMESPACE } from '@/shared/i18n/i18n';
import { useTextLanguage } from '@/shared/i18n/use-locale';
import { useNowSeconds } from '@/shared/time/clock';
import { Icon, LoadState } from '@/shared/ui';
import pageStyles from '@/shared/ui/page.module.css';
import { DownloadDeadline } from './download-deadline';
import styles from './library.module.css';
import { orderDownloadsQuery } from './library-api';
import { orderDetailPath, useArea } from './library-paths';
import { PurchasedItemList } from './purchased-item-list';
import { usePhoneLike } from './use-phone-like';
import { ZipDownloadCard } from './zip-download-card';

/**
 * `/history/{orderId}/download` and `/guest/history/{orderId}/download`: the order's zip with
 * progress, and each photo or movie savable on its own (first on phones, where a zip is
 * awkward).
 */
export default function OrderDownloadPage() {
  const { t } = useTranslation(LIBRARY_NAMESPACE);
  const { t: tc } = useTranslation();
  const language = useTextLanguage();
  const area = useArea();
  const orderId = Number(useParams().orderId);
  const now = useNowSeconds();
  const phone = usePhoneLike();
  const query = useQuery(orderDownloadsQuery(area, orderId, language));
  const order = query.data;

  const header = (
    <header className={pageStyles.header}>
      <Link to={orderDetailPath(area, orderId)} className={pageStyles.backLink}>
        <Icon name="back" size={20} />
        {tc('titles.historyDetail')}
      </Link>
      <h1 id="page-heading" className={pageStyles.title}>
        {tc('titles.historyDownload')}
      </h1>
    </header>
  );
  if (!order) {
    return (
      <div className={pageStyles.page}>
        {header}
        <LoadState
          isPending={query.isPending}
          onRetry={() => void query.refetch()}
          texts={{ loading: t('state.loading'), failed: t('state.failed'), retry: t('state.retry') }}
        />
      </div>
    );
  }

  const expired = order.is_download_expired;
  const savable = order.items.filter((item) => item.download_url !== null);
  const refresh = () => void query.refetch();
  const zip =
    order.zip && !expired ? (
      <ZipDownloadCard area={area} orderId={order.order_id} eventId={order.event.id} zip={order.zip} />
    ) : null;
  const items =
    savable.length > 0 && !expired ? (
      <section className={pageStyles.card} aria-labelledby="save-items">
        <h2 id="save-items" className={styles.cardTitle}>
          {t('order.itemsHeading')}
        </h2>
        <p className={styles.hint}>{phone ? t('order.itemsHintPhone') : t('order.itemsHint')}</p>
        <PurchasedItemList
          items={order.items}
          preferShare={phone}
          onStale={refresh}
          labelledBy="save-items"
        />
      </section>
    ) : null;

  return (
    <div className={pageStyles.page}>
      {header}
      <section className={pageStyles.card} aria-labelledby="download-event">
        <span className={styles.muted}>
          {t('order.code')} <strong>{order.order_code}</strong>
        </span>
        <h2 id="download-event" className={pageStyles.sectionTitle}>
          {order.event.name}
        </h2>
        <p className={styles.muted}>
          {order.event.organization_name} · {formatCalendarDate(order.event.event_date, language)}
        </p>
        <DownloadDeadline area={area} until_t={order.download_until_t} expired={expired} now_t={now} />
      </section>
      {!expired && !order.zip && savable.length === 0 ? (
        <div className={pageStyles.stateBox}>
          <p>{t('order.nothing')}</p>
        </div>
      ) : null}
      {phone ? (
        <>
          {items}
          {zip}
        </>
      ) : (
        <>
          {zip}
          {items}
        </>
      )}
    </div>
  );
}

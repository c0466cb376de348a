import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type NewsAnswer, newsEntries, newsQueryOptions } from '@/shared/api/news';
import { formatDate, isoDateTime } from '@/shared/i18n/format-date';
import { useTextLanguage } from '@/shared/i18n/use-locale';
import type { Area } from '@/shared/routing/area';
import { readTokenRecord } from '@/shared/storage/token-storage';
import { Icon } from '@/shared/ui';
import pageStyles from '@/shared/ui/page.module.css';
import styles from './latest-news.module.css';

export const LATEST_NEWS_COUNT = 3;

/**
 * The three newest news items on a home page, from the area's own endpoint (members: their
 * language; guests: all_lang). The home must stay usable whatever happens here, so a failure
 * is a quiet line with a retry instead of the error modal, and no token means no call.
 */
export function LatestNews({ area }: { area: Area }) {
  const { t } = useTranslation('content');
  const language = useTextLanguage();
  const newsPath = area === 'guest' ? '/guest/news' : '/news';
  const hasToken = readTokenRecord(area) !== null;
  const select = useCallback(
    (answer: NewsAnswer) => newsEntries(answer, language).slice(0, LATEST_NEWS_COUNT),
    [language],
  );
  const news = useQuery({
    ...newsQueryOptions(area, language),
    select,
    enabled: hasToken,
    meta: { errorModal: false },
  });

  let body: ReactNode = null;
  if (news.data) {
    body =
      news.data.length > 0 ? (
        <ul className={styles.list}>
          {news.data.map((item) => (
            <li key={item.id}>
              <Link to={`${newsPath}/${item.id}`} className={styles.link}>
                <time className={styles.date} dateTime={isoDateTime(item.publishedT)}>
                  {formatDate(item.publishedT, language)}
                </time>
                <span className={styles.title}>{item.title}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.quiet}>{t('homeNews.empty')}</p>
      );
  } else if (news.isError) {
    body = (
      <p className={styles.quiet}>
        {t('homeNews.failed')}{' '}
        <button type="button" className={styles.retry} onClick={() => void news.refetch()}>
          {t('state.retry')}
        </button>
      </p>
    );
  } else if (hasToken) {
    body = (
      <ul className={styles.list} aria-busy="true" aria-label={t('state.loading')}>
        {Array.from({ length: LATEST_NEWS_COUNT }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
          <li key={index} className={styles.skeleton} />
        ))}
      </ul>
    );
  }

  return (
    <section className={pageStyles.section} aria-labelledby="home-news">
      <div className={pageStyles.sectionHeader}>
        <h2 id="home-news" className={styles.heading}>
          {t('homeNews.heading')}
        </h2>
        <Link to={newsPath} className={styles.all}>
          {t('homeNews.all')}
          <Icon name="forward" size={16} />
        </Link>
      </div>
      {body}
    </section>
  );
}

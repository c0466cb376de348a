import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, isoDateTime } from '@/shared/i18n/format-date';
import { useTextLanguage } from '@/shared/i18n/use-locale';
import { Icon } from '@/shared/ui';
import pageStyles from '@/shared/ui/page.module.css';
import { useAreaPaths } from './area-path';
import styles from './content.module.css';
import { QueryState } from './query-state';
import { useNews } from './use-news';

/** `/news` and `/guest/news`: every news item, newest first. */
export default function NewsListPage() {
  const { t } = useTranslation('content');
  const { t: tc } = useTranslation();
  const language = useTextLanguage();
  const { to } = useAreaPaths();
  const news = useNews();

  return (
    <div className={pageStyles.page}>
      <header className={pageStyles.header}>
        <h1 id="page-heading" className={pageStyles.title}>
          {tc('titles.news')}
        </h1>
        <p className={pageStyles.lead}>{t('news.lead')}</p>
      </header>
      {news.data ? (
        news.data.length > 0 ? (
          <ul className={styles.newsList} aria-labelledby="page-heading">
            {news.data.map((item) => (
              <li key={item.id}>
                <Link to={to(`/news/${item.id}`)} className={styles.newsLink}>
                  <time className={styles.newsDate} dateTime={isoDateTime(item.publishedT)}>
                    {formatDate(item.publishedT, language)}
                  </time>
                  <span className={styles.newsTitle}>{item.title}</span>
                  <Icon name="forward" size={20} className={styles.chevron} />
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className={pageStyles.stateBox}>{t('news.empty')}</p>
        )
      ) : (
        <QueryState isPending={news.isPending} onRetry={() => void news.refetch()} />
      )}
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { formatDate, isoDateTime } from '@/shared/i18n/format-date';
import { useTextLanguage } from '@/shared/i18n/use-locale';
import { ButtonLink, Icon } from '@/shared/ui';
import pageStyles from '@/shared/ui/page.module.css';
import { useAreaPaths } from './area-path';
import styles from './content.module.css';
import { PageNotFoundError } from './page-not-found';
import { QueryState } from './query-state';
import { RichText } from './rich-text';
import { useNews } from './use-news';

/** `/news/{newsId}`: one item with its (sanitised) body; an id not in the list is a 404. */
export default function NewsDetailPage() {
  const { t } = useTranslation('content');
  const language = useTextLanguage();
  const { pathname } = useLocation();
  const { to } = useAreaPaths();
  const newsId = Number(useParams().newsId);
  const news = useNews();

  if (!news.data) {
    return (
      <div className={pageStyles.page}>
        <QueryState isPending={news.isPending} onRetry={() => void news.refetch()} />
      </div>
    );
  }
  const item = news.data.find((entry) => entry.id === newsId);
  if (!item) throw new PageNotFoundError(pathname);

  return (
    <div className={pageStyles.page}>
      <article className={styles.article} aria-labelledby="page-heading">
        <header className={styles.articleHeader}>
          <time className={styles.newsDate} dateTime={isoDateTime(item.publishedT)}>
            {formatDate(item.publishedT, language)}
          </time>
          <h1 id="page-heading" className={pageStyles.title}>
            {item.title}
          </h1>
        </header>
        <RichText html={item.bodyHtml} />
      </article>
      <ButtonLink to={to('/news')} variant="secondary" className={styles.backLink}>
        <Icon name="back" size={20} />
        {t('news.backToList')}
      </ButtonLink>
    </div>
  );
}

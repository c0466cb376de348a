import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { Icon } from '@/shared/ui';
import pageStyles from '@/shared/ui/page.module.css';
import { useAreaPaths } from './area-path';
import { ContactPrompt } from './contact-prompt';
import styles from './content.module.css';
import faqStyles from './faq.module.css';
import { PageNotFoundError } from './page-not-found';
import { QueryState } from './query-state';
import { RichText } from './rich-text';
import { findCategory, useFaq } from './use-faq';

const FAQ_ID = /^[1-9]\d{0,15}$/;

/**
 * `/faq/{categoryName}/{faqId}`: the deep link of one question, with its answer open and the
 * other questions of its category. An unknown category or question is a 404; a question that
 * moved to another category is sent to its current address.
 */
export default function FaqDetailPage() {
  const { t } = useTranslation('content');
  const { t: tc } = useTranslation();
  const { pathname } = useLocation();
  const { categoryName, faqId } = useParams();
  const { to } = useAreaPaths();
  const faq = useFaq();

  if (!faqId || !FAQ_ID.test(faqId)) throw new PageNotFoundError(pathname);
  if (!faq.data) {
    return (
      <div className={pageStyles.page}>
        <QueryState isPending={faq.isPending} onRetry={() => void faq.refetch()} />
      </div>
    );
  }

  const category = findCategory(faq.data, categoryName);
  const item = faq.data.faqs.find((entry) => entry.id === Number(faqId));
  if (!category || !item) throw new PageNotFoundError(pathname);
  if (item.category.id !== category.id) {
    return <Navigate to={to(`/faq/${item.category.name}/${item.id}`)} replace />;
  }
  const others = faq.data.faqs.filter((entry) => entry.category.id === category.id && entry.id !== item.id);

  return (
    <div className={pageStyles.page}>
      <nav aria-label={t('faq.breadcrumb')}>
        <ol className={faqStyles.breadcrumb}>
          <li>
            <Link to={to('/faq')}>{tc('titles.faq')}</Link>
          </li>
          <li>
            <Link to={to(`/faq/${category.name}`)}>{category.label}</Link>
          </li>
        </ol>
      </nav>
      <article className={`${styles.article} ${faqStyles.detail}`} aria-labelledby="page-heading">
        <h1 id="page-heading" className={faqStyles.detailTitle}>
          <span className={faqStyles.mark} aria-hidden="true">
            Q
          </span>
          <span>{item.title}</span>
        </h1>
        <div className={faqStyles.detailAnswer}>
          <span className={`${faqStyles.mark} ${faqStyles.markAnswer}`} aria-hidden="true">
            A
          </span>
          <RichText html={item.bodyHtml} />
        </div>
      </article>

      {others.length > 0 ? (
        <section className={faqStyles.group} aria-labelledby="faq-related">
          <h2 id="faq-related" className={faqStyles.groupHeading}>
            {t('faq.related', { category: category.label })}
          </h2>
          <ul className={faqStyles.relatedList}>
            {others.map((entry) => (
              <li key={entry.id}>
                <Link to={to(`/faq/${category.name}/${entry.id}`)} className={faqStyles.relatedLink}>
                  <span>{entry.title}</span>
                  <Icon name="forward" size={18} />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <ContactPrompt />
    </div>
  );
}

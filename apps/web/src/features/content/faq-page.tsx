import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation, useNavigation, useParams, useSearchParams } from 'react-router';
import { useNavigationPending } from '@/shared/routing/navigation-pending';
import { Icon } from '@/shared/ui';
import pageStyles from '@/shared/ui/page.module.css';
import { useAreaPaths } from './area-path';
import { ContactPrompt } from './contact-prompt';
import faqStyles from './faq.module.css';
import { FaqItem } from './faq-item';
import { PageNotFoundError } from './page-not-found';
import { QueryState } from './query-state';
import { matchesTerms, searchTerms } from './text-search';
import { type FaqData, type FaqView, findCategory, useFaq } from './use-faq';

/** Search typed here is mirrored into `?q=` after a pause, so Back returns to the same results. */
const URL_SYNC_DELAY_MS = 400;

function groupByCategory(data: FaqData, faqs: readonly FaqView[]) {
  return data.categories
    .map((category) => ({ category, faqs: faqs.filter((faq) => faq.category.id === category.id) }))
    .filter((group) => group.faqs.length > 0);
}

/** The search text, kept in the page and mirrored into the URL with `replace`. */
function useSearchQuery(): [string, (value: string) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const [query, setQuery] = useState(() => searchParams.get('q') ?? '');
  const inUrl = searchParams.get('q') ?? '';
  // A link followed meanwhile (to the contact form) may wait for its lazy page; writing the
  // URL then would replace that navigation and keep the buyer here. The render says so once
  // it has caught up; the timer asks the router itself, since it may run before that render.
  const leaving = useNavigation().state !== 'idle';
  const navigationPending = useNavigationPending();
  useEffect(() => {
    if (leaving || query.trim() === inUrl) return;
    const timer = window.setTimeout(() => {
      if (navigationPending()) return;
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (query.trim()) next.set('q', query.trim());
          else next.delete('q');
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    }, URL_SYNC_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [query, inUrl, leaving, navigationPending, setSearchParams]);
  return [query, setQuery];
}

/**
 * `/faq` (every category) and `/faq/{categoryName}` (one), in both areas: questions as
 * disclosures, category links, and a search over every question and answer as you type.
 */
export default function FaqPage() {
  const { t } = useTranslation('content');
  const { t: tc } = useTranslation();
  const { pathname } = useLocation();
  const { categoryName } = useParams();
  const { to } = useAreaPaths();
  const faq = useFaq();
  const [query, setQuery] = useSearchQuery();
  const [openIds, setOpenIds] = useState<ReadonlySet<number>>(() => new Set());
  const searchId = useId();
  const terms = useMemo(() => searchTerms(query), [query]);

  if (!faq.data) {
    return (
      <div className={pageStyles.page}>
        <h1 className={pageStyles.title}>{tc('titles.faq')}</h1>
        <QueryState isPending={faq.isPending} onRetry={() => void faq.refetch()} />
      </div>
    );
  }

  const data = faq.data;
  const category = findCategory(data, categoryName);
  if (categoryName !== undefined && !category) throw new PageNotFoundError(pathname);

  const toggle = (id: number) =>
    setOpenIds((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const itemProps = (item: FaqView, headingLevel: 2 | 3) => ({
    faq: item,
    open: openIds.has(item.id),
    onToggle: () => toggle(item.id),
    href: to(`/faq/${item.category.name}/${item.id}`),
    headingLevel,
    terms,
  });

  const results = terms.length > 0 ? data.faqs.filter((item) => matchesTerms(terms, item.searchText)) : null;
  const groups = groupByCategory(data, results ?? (category ? [] : data.faqs));
  const categoryFaqs = category ? data.faqs.filter((item) => item.category.id === category.id) : [];

  return (
    <div className={pageStyles.page}>
      <header className={pageStyles.header}>
        {category ? (
          <Link to={to('/faq')} className={faqStyles.crumb}>
            <Icon name="back" size={16} />
            {tc('titles.faq')}
          </Link>
        ) : null}
        <h1 id="page-heading" className={pageStyles.title}>
          {category ? category.label : tc('titles.faq')}
        </h1>
        {category ? null : <p className={pageStyles.lead}>{t('faq.lead')}</p>}
      </header>

      <search>
        <form className={faqStyles.search} onSubmit={(event) => event.preventDefault()}>
          <label htmlFor={searchId} className={faqStyles.searchLabel}>
            {t('faq.search.label')}
          </label>
          <div className={faqStyles.searchField}>
            <Icon name="search" size={20} className={faqStyles.searchIcon} />
            <input
              id={searchId}
              type="search"
              className={faqStyles.searchInput}
              value={query}
              onChange={(event) => setQuery(event.currentTarget.value)}
              placeholder={t('faq.search.placeholder')}
              enterKeyHint="search"
              autoComplete="off"
              spellCheck={false}
            />
          </div>
        </form>
      </search>

      <nav aria-label={t('faq.categories')}>
        <ul className={faqStyles.chips}>
          <li>
            <NavLink to={to('/faq')} end className={faqStyles.chip}>
              {t('faq.allCategories')}
            </NavLink>
          </li>
          {data.categories.map((item) => (
            <li key={item.id}>
              <NavLink to={to(`/faq/${item.name}`)} className={faqStyles.chip}>
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>

      <p role="status" className={results ? faqStyles.resultCount : 'visually-hidden'}>
        {results ? t('faq.search.results', { count: results.length }) : ''}
      </p>

      {results && results.length === 0 ? (
        <div className={`${pageStyles.stateBox} ${faqStyles.noResult}`}>
          <p>{t('faq.search.none')}</p>
          <Link to={to('/contact')} className={faqStyles.noResultLink}>
            <Icon name="mail" size={18} />
            {t('faq.search.contact')}
          </Link>
        </div>
      ) : null}

      {!results && category ? (
        <ul className={faqStyles.list}>
          {categoryFaqs.map((item) => (
            <FaqItem key={item.id} {...itemProps(item, 2)} />
          ))}
        </ul>
      ) : (
        groups.map((group) => (
          <section
            key={group.category.id}
            className={faqStyles.group}
            aria-labelledby={`faq-group-${group.category.id}`}
          >
            <h2 id={`faq-group-${group.category.id}`} className={faqStyles.groupHeading}>
              {group.category.label}
            </h2>
            <ul className={faqStyles.list}>
              {group.faqs.map((item) => (
                <FaqItem key={item.id} {...itemProps(item, 3)} />
              ))}
            </ul>
          </section>
        ))
      )}

      <ContactPrompt />
    </div>
  );
}

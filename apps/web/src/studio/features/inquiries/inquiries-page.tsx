import { INQUIRY_SEARCH_MAX, INQUIRY_VIEWS, type StudioInquirySummary } from '@omoide/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { formatDateTime } from '@/shared/i18n/format-date';
import { useTextLanguage } from '@/shared/i18n/use-locale';
import { Button, Spinner, TextField } from '@/shared/ui';
import { MoreButton } from '../../shared/more-button';
import { useStudio } from '../../shared/studio-context';
import { StudioError } from '../../shared/studio-error';
import page from '../../shared/studio-page.module.css';
import styles from './inquiries.module.css';
import {
  fetchInquiries,
  type InquiryFilters,
  inquiriesKeys,
  inquiryFiltersFrom,
  inquirySearchOf,
  mayAnswerInquiries,
} from './inquiries-api';
import { InquiryStatusPill } from './inquiry-status';

/** Owners and support: the inbox of the contact form's inquiries, by view and search in the URL. */
export function InquiriesPage() {
  const { t } = useTranslation('studio');
  const language = useTextLanguage();
  const { me } = useStudio();
  const [params, setParams] = useSearchParams();
  const filters = inquiryFiltersFrom(params);
  const allowed = mayAnswerInquiries(me.memberships);
  const list = useInfiniteQuery({
    queryKey: inquiriesKeys.list(filters),
    queryFn: ({ pageParam }) => fetchInquiries(filters, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last) => last.next_index ?? undefined,
    enabled: allowed,
  });
  if (!allowed) return <Navigate to="/studio" replace />;
  const rows: StudioInquirySummary[] = list.data?.pages.flatMap((p) => p.inquiries) ?? [];
  const counts = list.data?.pages[0]?.counts;
  const search = inquirySearchOf(filters).toString();
  const linkOf = (next: InquiryFilters) => {
    const query = inquirySearchOf(next).toString();
    return query ? `/studio/inquiries?${query}` : '/studio/inquiries';
  };

  return (
    <>
      <h1 className={page.title}>{t('inquiries.title')}</h1>
      <p className={page.lead}>{t('inquiries.lead')}</p>
      <nav aria-label={t('inquiries.list.views')}>
        <ul className={styles.views}>
          {INQUIRY_VIEWS.map((view) => (
            <li key={view}>
              <Link
                className={styles.view}
                to={linkOf({ ...filters, view })}
                aria-current={filters.view === view ? 'page' : undefined}
              >
                {t(`inquiries.view.${view}`)}
                {counts ? ` (${counts[view]})` : ''}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <SearchForm
        key={search}
        value={filters.q}
        onApply={(q) => setParams(inquirySearchOf({ ...filters, q }))}
      />
      <section className={page.card}>
        <StudioError error={list.error} />
        {list.isPending ? <Spinner label={t('loading')} /> : null}
        {list.data && rows.length === 0 ? <p className={page.muted}>{t('inquiries.list.none')}</p> : null}
        {rows.length ? (
          <div className={styles.tableWrap}>
            <table className={page.table}>
              <caption className="visually-hidden">{t('inquiries.list.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('inquiries.list.received')}</th>
                  <th scope="col">{t('inquiries.list.from')}</th>
                  <th scope="col">{t('inquiries.list.subject')}</th>
                  <th scope="col">{t('inquiries.list.status')}</th>
                  <th scope="col">{t('inquiries.list.assignee')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.inquiry_id} className={row.unread ? styles.unread : undefined}>
                    <td>{formatDateTime(row.created_t, language)}</td>
                    <td>
                      {row.name}
                      <div className={page.muted}>{row.email}</div>
                    </td>
                    <td>
                      <Link
                        className={styles.rowLink}
                        to={`/studio/inquiries/${row.inquiry_id}`}
                        state={{ search }}
                      >
                        {t(`inquiries.category.${row.category}`)}
                        {row.unread ? (
                          <span className="visually-hidden"> ({t('inquiries.list.unread')})</span>
                        ) : null}
                      </Link>
                      <div className={styles.excerpt}>{row.excerpt}</div>
                    </td>
                    <td>
                      <InquiryStatusPill status={row.status} />
                    </td>
                    <td>{row.assignee ? row.assignee.name || row.assignee.email : '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
        <MoreButton pages={list} label={t('inquiries.list.more')} />
      </section>
    </>
  );
}

/** The search box: applied on Search (or Enter) into the URL; keyed by the URL so a link refills it. */
function SearchForm({ value, onApply }: { value: string; onApply: (q: string) => void }) {
  const { t } = useTranslation('studio');
  const [draft, setDraft] = useState(value);
  return (
    <form
      className={`${page.card} ${styles.search}`}
      aria-label={t('inquiries.search.label')}
      onSubmit={(event) => {
        event.preventDefault();
        onApply(draft.trim());
      }}
    >
      <TextField
        id="inquiries-q"
        type="search"
        label={t('inquiries.search.field')}
        hint={t('inquiries.search.hint')}
        maxLength={INQUIRY_SEARCH_MAX}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
      />
      <div className={page.actions}>
        <Button type="submit">{t('inquiries.search.submit')}</Button>
        {value ? (
          <Button variant="secondary" onClick={() => onApply('')}>
            {t('inquiries.search.clear')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

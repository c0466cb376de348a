import { type AuditAnswer, type AuditEntry, auditAnswerSchema, roleMayCall } from '@omoide/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { formatDateTime } from '@/shared/i18n/format-date';
import { useTextLanguage } from '@/shared/i18n/use-locale';
import { Spinner } from '@/shared/ui';
import { auditActionKeys } from '../../shared/audit-action-keys';
import { MoreButton } from '../../shared/more-button';
import { studioFetch } from '../../shared/studio-api';
import { useStudio } from '../../shared/studio-context';
import { StudioError } from '../../shared/studio-error';
import page from '../../shared/studio-page.module.css';
import { AuditDiff } from './audit-diff';
import { AuditFilterBar, type AuditFilters, toQuery } from './audit-filter-bar';

/** Owners only: every change in the organisation, newest first, with what it was before and after. */
export function AuditPage() {
  const { t } = useTranslation('studio');
  const language = useTextLanguage();
  const { organization } = useStudio();
  const mayRead = roleMayCall(organization?.role, 'GET /api/studio/organizations/{organization_id}/audit');
  const [filters, setFilters] = useState<AuditFilters>({ actor: '', action: '', from: '', to: '' });
  const log = useInfiniteQuery({
    queryKey: ['studio', 'audit', organization?.organization_id, filters],
    queryFn: ({ pageParam }) =>
      studioFetch<AuditAnswer>(`/api/studio/organizations/${organization?.organization_id}/audit`, {
        query: { ...toQuery(filters), next_index: pageParam || undefined },
        schema: auditAnswerSchema,
      }),
    initialPageParam: 0,
    getNextPageParam: (last) => last.next_index ?? undefined,
    enabled: mayRead,
  });
  if (!mayRead) return <Navigate to="/studio" replace />;
  const entries: AuditEntry[] = log.data?.pages.flatMap((p) => p.entries) ?? [];
  return (
    <>
      <h1 className={page.title}>{t('audit.title')}</h1>
      <p className={page.lead}>{t('audit.lead')}</p>
      <AuditFilterBar actions={log.data?.pages[0]?.actions ?? []} value={filters} onChange={setFilters} />
      <section className={page.card}>
        <StudioError error={log.error} />
        {log.isPending ? <Spinner label={t('loading')} /> : null}
        {log.data && entries.length === 0 ? <p className={page.muted}>{t('audit.none')}</p> : null}
        {entries.length ? (
          <table className={page.table}>
            <thead>
              <tr>
                <th>{t('audit.at')}</th>
                <th>{t('audit.actor')}</th>
                <th>{t('audit.action')}</th>
                <th>{t('audit.details')}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td>{formatDateTime(entry.at_t, language)}</td>
                  <td>
                    {entry.actor}
                    {entry.via_api_key ? <div className={page.muted}>{t('audit.viaApiKey')}</div> : null}
                  </td>
                  <td>
                    <div>{t(auditActionKeys(entry.action), { defaultValue: entry.action })}</div>
                    <code className={page.muted}>
                      {entry.entity_type} #{entry.entity_id}
                    </code>
                  </td>
                  <td>
                    <details>
                      <summary>{t('audit.showChange')}</summary>
                      <AuditDiff before={entry.before} after={entry.after} />
                    </details>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
        <MoreButton pages={log} label={t('audit.more')} />
      </section>
    </>
  );
}

import {
  type ColleaguesAnswer,
  colleaguesAnswerSchema,
  OPERATOR_ROLES,
  type OperatorRole,
  roleMayCall,
} from '@omoide/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { formatDateTime } from '@/shared/i18n/format-date';
import { useTextLanguage } from '@/shared/i18n/use-locale';
import { Button, Spinner } from '@/shared/ui';
import { studioFetch } from '../../shared/studio-api';
import { useStudio } from '../../shared/studio-context';
import { StudioError } from '../../shared/studio-error';
import page from '../../shared/studio-page.module.css';
import { InviteForm } from './invite-form';

/** Owners only: the organisation's people, their roles, and invitations still open. */
export function ColleaguesPage() {
  const { t } = useTranslation('studio');
  const language = useTextLanguage();
  const { me, organization } = useStudio();
  const mayManage = roleMayCall(
    organization?.role,
    'GET /api/studio/organizations/{organization_id}/colleagues',
  );
  const queryClient = useQueryClient();
  const base = `/api/studio/organizations/${organization?.organization_id}`;
  const queryKey = ['studio', 'colleagues', organization?.organization_id];
  const people = useQuery({
    queryKey,
    queryFn: () => studioFetch<ColleaguesAnswer>(`${base}/colleagues`, { schema: colleaguesAnswerSchema }),
    enabled: mayManage,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey });
  const change = useMutation({
    mutationFn: ({ id, role }: { id: number; role: OperatorRole }) =>
      studioFetch(`${base}/colleagues/${id}`, { method: 'PATCH', body: { role } }),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: number) => studioFetch(`${base}/colleagues/${id}`, { method: 'DELETE' }),
    onSettled: refresh,
  });
  const withdraw = useMutation({
    mutationFn: (id: number) => studioFetch(`${base}/invitations/${id}`, { method: 'DELETE' }),
    onSettled: refresh,
  });

  if (!mayManage || !organization) return <Navigate to="/studio" replace />;
  return (
    <>
      <h1 className={page.title}>{t('colleagues.title')}</h1>
      <p className={page.lead}>{t('colleagues.lead', { organization: organization.organization_name })}</p>
      <InviteForm organizationId={organization.organization_id} onInvited={refresh} />
      <section className={page.card}>
        <h2>{t('colleagues.members')}</h2>
        <StudioError error={people.error ?? change.error ?? remove.error ?? withdraw.error} />
        {people.isPending ? <Spinner label={t('loading')} /> : null}
        <table className={page.table}>
          <thead>
            <tr>
              <th>{t('field.name')}</th>
              <th>{t('field.email')}</th>
              <th>{t('field.role')}</th>
              <th>
                <span className="visually-hidden">{t('colleagues.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {people.data?.colleagues.map((c) => (
              <tr key={c.operator_id}>
                <td>
                  {c.name}
                  {c.operator_id === me.id ? (
                    <span className={page.muted}> ({t('colleagues.you')})</span>
                  ) : null}
                </td>
                <td>{c.email}</td>
                <td>
                  <select
                    className={page.select}
                    aria-label={t('colleagues.roleOf', { name: c.name })}
                    value={c.role}
                    onChange={(e) =>
                      change.mutate({ id: c.operator_id, role: e.target.value as OperatorRole })
                    }
                  >
                    {OPERATOR_ROLES.map((role) => (
                      <option key={role} value={role}>
                        {t(`role.${role}`)}
                      </option>
                    ))}
                  </select>
                </td>
                <td>
                  <Button
                    variant="secondary"
                    onClick={() => {
                      if (window.confirm(t('colleagues.removeConfirm', { name: c.name })))
                        remove.mutate(c.operator_id);
                    }}
                  >
                    {t('colleagues.remove')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {people.data?.invitations.length ? (
        <section className={page.card}>
          <h2>{t('colleagues.pending')}</h2>
          <table className={page.table}>
            <thead>
              <tr>
                <th>{t('field.email')}</th>
                <th>{t('field.role')}</th>
                <th>{t('colleagues.expires')}</th>
                <th>
                  <span className="visually-hidden">{t('colleagues.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {people.data.invitations.map((i) => (
                <tr key={i.id}>
                  <td>{i.email}</td>
                  <td>{t(`role.${i.role}`)}</td>
                  <td>{formatDateTime(i.expires_t, language)}</td>
                  <td>
                    <Button variant="secondary" onClick={() => withdraw.mutate(i.id)}>
                      {t('colleagues.withdraw')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
    </>
  );
}

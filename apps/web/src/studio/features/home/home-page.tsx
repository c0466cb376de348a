import { type OperatorRouteKey, roleMayCall } from '@omoide/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useStudio } from '../../shared/studio-context';
import page from '../../shared/studio-page.module.css';

/** Where the operator may act, and in which role; links only to what the console offers. */
const COLLEAGUES: OperatorRouteKey = 'GET /api/studio/organizations/{organization_id}/colleagues';
const AUDIT: OperatorRouteKey = 'GET /api/studio/organizations/{organization_id}/audit';

export function HomePage() {
  const { t } = useTranslation('studio');
  const { me, organization } = useStudio();
  return (
    <>
      <h1 className={page.title}>{t('home.title', { name: me.name })}</h1>
      <p className={page.lead}>{t('home.lead')}</p>
      <section className={page.card}>
        <h2>{t('home.organizations')}</h2>
        {me.memberships.length === 0 ? (
          <p className={page.muted}>{t('home.noOrganization')}</p>
        ) : (
          <table className={page.table}>
            <thead>
              <tr>
                <th>{t('home.organization')}</th>
                <th>{t('home.role')}</th>
                <th>{t('home.mayDo')}</th>
              </tr>
            </thead>
            <tbody>
              {me.memberships.map((m) => (
                <tr key={m.organization_id}>
                  <td>{m.organization_name}</td>
                  <td>
                    <span className={page.badge}>{t(`role.${m.role}`)}</span>
                  </td>
                  <td className={page.muted}>{t(`roleScope.${m.role}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section className={page.card}>
        <h2>{t('home.next')}</h2>
        <ul>
          {roleMayCall(organization?.role, COLLEAGUES) ? (
            <li>
              <Link to="/studio/colleagues">{t('nav.colleagues')}</Link> — {t('home.colleaguesHint')}
            </li>
          ) : null}
          {roleMayCall(organization?.role, AUDIT) ? (
            <li>
              <Link to="/studio/audit">{t('nav.audit')}</Link> — {t('home.auditHint')}
            </li>
          ) : null}
          <li>
            <Link to="/studio/api-keys">{t('nav.apiKeys')}</Link> — {t('home.apiKeysHint')}
          </li>
        </ul>
      </section>
    </>
  );
}

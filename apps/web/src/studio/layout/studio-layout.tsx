import { roleMayCall } from '@omoide/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { setDisplayTimeZone } from '@/shared/i18n/format-date';
import { LanguageSwitcher, Spinner } from '@/shared/ui';
import { mayKeepCatalogue } from '../features/catalogue/catalogue-api';
import { mayEditContent } from '../features/content/content-api';
import { mayReadDashboard } from '../features/dashboard/dashboard-api';
import {
  DEFAULT_VIEW,
  fetchInquiries,
  inquiriesKeys,
  mayAnswerInquiries,
} from '../features/inquiries/inquiries-api';
import { mayReadOrders } from '../features/orders/orders-api';
import { mayMakeParentLinks } from '../features/parent-link/parent-link-page';
import { mayFulfil } from '../features/prints/prints-api';
import { STUDIO_SIGNED_OUT_EVENT, studioFetch } from '../shared/studio-api';
import type { StudioContext } from '../shared/studio-context';
import { StudioError } from '../shared/studio-error';
import { clearStudioToken, readStudioToken } from '../shared/studio-session';
import { useCurrentOrganization, useStudioMe } from '../shared/use-studio-me';
import styles from './studio-layout.module.css';

/**
 * The signed-in console: a sidebar (a top bar on narrow tablets) with the organisation
 * switcher and the pages the operator's role opens; owners alone see people and the log,
 * owners and staff the print fulfilment.
 */
export function StudioLayout() {
  const { t } = useTranslation('studio');
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const me = useStudioMe();
  const { current, choose } = useCurrentOrganization(me.data?.memberships ?? []);
  // Inquiries (issue #15): owners and support of any organisation; the nav shows how many are
  // open (the inbox's counts; refreshed with the inbox's lists after every change).
  const mayInquiries = mayAnswerInquiries(me.data?.memberships);
  const openInquiries = useQuery({
    queryKey: inquiriesKeys.openCount,
    queryFn: () => fetchInquiries({ view: DEFAULT_VIEW, q: '' }, 0),
    enabled: mayInquiries,
    select: (answer) => answer.counts.open,
  });

  useEffect(() => {
    const signedOut = () => {
      queryClient.removeQueries({ queryKey: ['studio'] });
      void navigate('/studio/sign-in', { replace: true });
    };
    window.addEventListener(STUDIO_SIGNED_OUT_EVENT, signedOut);
    return () => window.removeEventListener(STUDIO_SIGNED_OUT_EVENT, signedOut);
  }, [navigate, queryClient]);
  // Leaving the studio, the buyers' pages show the browser's zone again.
  useEffect(() => () => setDisplayTimeZone(undefined), []);

  if (!readStudioToken()) {
    return <Navigate to={`/studio/sign-in?next=${encodeURIComponent(location.pathname)}`} replace />;
  }
  if (me.isPending) return <Spinner label={t('loading')} />;
  if (!me.data) return <StudioError error={me.error} />;

  // Dates and times in the organisation's zone, as its CSV exports (issue 29). Set while
  // rendering (it is idempotent) so the pages below format with it from their first render.
  setDisplayTimeZone(current?.time_zone);
  // Each link shows when the permission table (the contract's) lets the role call its page's route.
  const role = current?.role;
  const mayOrders = mayReadOrders(role);
  // The installation's content (issue #15): a role in any organisation, as the server allows.
  const mayContent = mayEditContent(me.data.memberships);
  const signOut = async () => {
    await studioFetch('/api/studio/auth/sign_out', { method: 'POST' }).catch(() => {});
    clearStudioToken();
    queryClient.removeQueries({ queryKey: ['studio'] });
    void navigate('/studio/sign-in', { replace: true });
  };
  const links = [
    { to: '/studio', label: t('nav.home'), end: true, show: true },
    { to: '/studio/dashboard', label: t('dashboard.nav'), show: mayReadDashboard(role) },
    { to: '/studio/events', label: t('catalogue.nav'), show: mayKeepCatalogue(role) },
    { to: '/studio/orders', label: t('orders.nav'), show: mayOrders },
    {
      to: '/studio/inquiries',
      label: openInquiries.data
        ? t('inquiries.navWithOpen', { count: openInquiries.data })
        : t('inquiries.nav'),
      show: mayInquiries,
    },
    { to: '/studio/prints', label: t('nav.prints'), show: mayFulfil(role) },
    { to: '/studio/parent-link', label: t('parentLink.nav'), show: mayMakeParentLinks(role) },
    { to: '/studio/content', label: t('content.nav'), show: mayContent },
    {
      to: '/studio/colleagues',
      label: t('nav.colleagues'),
      show: roleMayCall(role, 'GET /api/studio/organizations/{organization_id}/colleagues'),
    },
    {
      to: '/studio/audit',
      label: t('nav.audit'),
      show: roleMayCall(role, 'GET /api/studio/organizations/{organization_id}/audit'),
    },
    {
      to: '/studio/organization',
      label: t('catalogue.organization.nav'),
      show: roleMayCall(role, 'PATCH /api/studio/organizations/{organization_id}'),
    },
    { to: '/studio/api-keys', label: t('nav.apiKeys'), show: true },
    { to: '/studio/password', label: t('nav.password'), show: true },
  ].filter((link) => link.show);
  const context: StudioContext = { me: me.data, organization: current };

  return (
    <div className={styles.shell}>
      <aside className={styles.sidebar}>
        <div className={styles.brand}>
          Omoide <span>{t('brand')}</span>
        </div>
        {me.data.memberships.length > 1 ? (
          <label className={styles.organization}>
            <span className="visually-hidden">{t('organization.switch')}</span>
            <select value={current?.organization_id} onChange={(e) => choose(Number(e.target.value))}>
              {me.data.memberships.map((m) => (
                <option key={m.organization_id} value={m.organization_id}>
                  {m.organization_name}
                </option>
              ))}
            </select>
          </label>
        ) : current ? (
          <div className={styles.organization}>{current.organization_name}</div>
        ) : null}
        <nav aria-label={t('nav.label')} className={styles.nav}>
          {links.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              end={link.end}
              className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}
            >
              {link.label}
            </NavLink>
          ))}
        </nav>
        <div className={styles.footer}>
          <div className={styles.who}>
            <strong>{me.data.name}</strong>
            <span>{me.data.email}</span>
          </div>
          <LanguageSwitcher />
          <button type="button" className={styles.signOut} onClick={() => void signOut()}>
            {t('nav.signOut')}
          </button>
        </div>
      </aside>
      <main className={styles.main} id="studio-main">
        <Outlet context={context} />
      </main>
    </div>
  );
}

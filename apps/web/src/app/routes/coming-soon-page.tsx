import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { areaOf, homeOf } from '@/shared/routing/area';
import { ComingSoon } from '@/shared/ui';
import { useRouteHandle } from '../use-route-handle';

/** Stand-in for screens built by later issues: real route, layout and title; placeholder body. */
export default function ComingSoonPage() {
  const { t } = useTranslation();
  const handle = useRouteHandle();
  const { pathname } = useLocation();
  const title = handle?.titleKey ? t(handle.titleKey) : t('app.name');
  return <ComingSoon title={title} homeHref={homeOf(areaOf(pathname))} />;
}

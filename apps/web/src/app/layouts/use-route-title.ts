import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/shared/ui';
import { useRouteHandle } from '../use-route-handle';

/** Sets `page | Omoide` from the route's title key (the homes keep the bare product name). */
export function useRouteTitle(): string | null {
  const { t } = useTranslation();
  const handle = useRouteHandle();
  const title = handle?.titleKey ? t(handle.titleKey) : null;
  useDocumentTitle(title);
  return title;
}

import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useNavigate } from 'react-router';
import { ErrorModal } from '@/shared/errors/error-modal';
import { errorModalEnvironment } from '@/shared/errors/error-modal-store';
import { MAIN_ID } from './layouts/skip-link';
import { NavigationProgress } from './navigation/navigation-progress';
import { NewBuildBanner } from './navigation/new-build-banner';
import { OfflineBanner } from './navigation/offline-banner';
import { TransitionDirectionProvider } from './navigation/page-transition';
import { useFocusMainOnNavigate } from './navigation/use-focus-main';

/** Root route element: what every page shares, whatever its layout. */
export function AppShell() {
  const navigate = useNavigate();
  useFocusMainOnNavigate(MAIN_ID);

  // Error-modal follow-ups navigate inside the app instead of reloading the document.
  useEffect(() => {
    const previous = errorModalEnvironment.navigate;
    errorModalEnvironment.navigate = (to) => void navigate(to);
    return () => {
      errorModalEnvironment.navigate = previous;
    };
  }, [navigate]);

  return (
    <TransitionDirectionProvider>
      <NavigationProgress />
      <OfflineBanner />
      <Outlet />
      <ErrorModal />
      <NewBuildBanner />
      <ScrollRestoration />
    </TransitionDirectionProvider>
  );
}

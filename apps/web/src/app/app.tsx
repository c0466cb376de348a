import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { useEffect, useRef, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { watchEventsNavigation } from '@/features/events/events-navigation';
import { whenFirstPageSettled } from './first-page-settled';
import { createQueryClient } from './query-client';
import type { AppRouter } from './router';

interface AppProps {
  router: AppRouter;
  i18n: I18n;
  /** The client the router's loaders already use (main.tsx); tests let the app make its own. */
  queryClient?: QueryClient;
  /** Background work that must not compete with the first page (first-page-settled.ts). */
  afterFirstPage?: () => void;
}

/** Providers outside the router, so they survive error boundaries and layout switches. */
export function App({ router, i18n, afterFirstPage, queryClient: given }: AppProps) {
  const [queryClient] = useState(() => given ?? createQueryClient());

  // Server texts (messages, news, FAQ) follow x-language: refetch them in the new language.
  useEffect(() => {
    const onLanguageChanged = () => void queryClient.invalidateQueries();
    i18n.on('languageChanged', onLanguageChanged);
    return () => i18n.off('languageChanged', onLanguageChanged);
  }, [i18n, queryClient]);

  // Spec §2 navigation rules of the events area (photo-list cache, event detail restore).
  useEffect(() => watchEventsNavigation(router, queryClient), [router, queryClient]);

  // Once, for the page the app opened on: the ref is emptied when it has run, so neither a
  // re-render nor StrictMode's second effect starts it again.
  const background = useRef(afterFirstPage);
  useEffect(() => {
    const then = background.current;
    if (!then) return;
    return whenFirstPageSettled(queryClient, () => {
      background.current = undefined;
      then();
    });
  }, [queryClient]);

  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>
  );
}

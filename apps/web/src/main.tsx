import '@/shared/styles/global.css';
import { registerSW } from 'virtual:pwa-register';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { installPreloadErrorHandler } from '@/app/navigation/chunk-reload-guard';
import { createQueryClient } from '@/app/query-client';
import { createAppRouter } from '@/app/router';
import { preloadSystemConstants } from '@/shared/api/system-constant';
import { initI18n, loadAllTexts } from '@/shared/i18n/i18n';
import { captureInstallPrompt } from '@/shared/pwa/install-prompt';

captureInstallPrompt();

async function start(): Promise<void> {
  // The texts and the page's own code load side by side: the router fetches the matched
  // route's chunk as soon as it exists. The first paint still waits for the texts, so it is
  // already in the visitor's language.
  const texts = initI18n();
  // One query client for the router's loaders (the event's first request) and the pages.
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  const i18n = await texts;
  installPreloadErrorHandler(router);
  void preloadSystemConstants();

  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  // The offline page and app shell (vite.config.ts; a new worker takes over on next load),
  // and the texts the first page did not need, so the next page opens without waiting for
  // them: both once the first page has its data and its images have started
  // (first-page-settled.ts), so they never share a phone's slow line with them.
  const afterFirstPage = () => {
    registerSW({ immediate: true });
    void loadAllTexts();
  };
  createRoot(container).render(
    <StrictMode>
      <App router={router} i18n={i18n} queryClient={queryClient} afterFirstPage={afterFirstPage} />
    </StrictMode>,
  );
}

void start();

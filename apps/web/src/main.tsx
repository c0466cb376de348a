import '@/shared/styles/global.css';
import { registerSW } from 'virtual:pwa-register';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { installPreloadErrorHandler } from '@/app/navigation/chunk-reload-guard';
import { createAppRouter } from '@/app/router';
import { preloadSystemConstants } from '@/shared/api/system-constant';
import { initI18n } from '@/shared/i18n/i18n';
import { captureInstallPrompt } from '@/shared/pwa/install-prompt';

captureInstallPrompt();

async function start(): Promise<void> {
  // Texts first, so the first paint is already in the visitor's language.
  const i18n = await initI18n();
  const router = createAppRouter();
  installPreloadErrorHandler(router);
  void preloadSystemConstants();

  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <App router={router} i18n={i18n} />
    </StrictMode>,
  );
  // The offline page and app shell (vite.config.ts); a new worker takes over on next load.
  registerSW({ immediate: true });
}

void start();

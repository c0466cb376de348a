import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { firstPagePreloads } from './build/first-page-preloads';

const API_TARGET = process.env.OMOIDE_API_URL ?? 'http://localhost:3001';
const PROXIED_PREFIXES = ['/api', '/healthz', '/readyz', '/dev', '/sandbox', '/media'];

/**
 * One id per build, shared by the bundle (`__APP_VERSION__`) and `dist/version.json`, so a
 * running tab can tell that the server now holds a newer build. `OMOIDE_BUILD_ID` lets a
 * pipeline pin it (e.g. to a commit).
 */
const BUILD_ID =
  process.env.OMOIDE_BUILD_ID ?? `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;

function versionFile(version: string): Plugin {
  const body = `${JSON.stringify({ version })}\n`;
  return {
    name: 'omoide-version-file',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'version.json', source: body });
    },
    // The dev server answers too, so the new-build poll does not log 404s during development.
    configureServer(server) {
      server.middlewares.use('/version.json', (_req, res) => {
        res.setHeader('content-type', 'application/json');
        res.setHeader('cache-control', 'no-store');
        res.end(body);
      });
    },
  };
}

/**
 * The installable web app: manifest (Japanese names first, spec §1) and a service worker
 * that only (1) precaches the app shell's entry script and styles, the icons and the
 * offline page, and (2) answers a page load that fails for want of a network with that
 * offline page. It never caches API answers, media or tokens, nor index.html itself (a new
 * build must be seen at once; the app polls version.json for that).
 */
function installableApp(): Plugin[] {
  return VitePWA({
    registerType: 'autoUpdate',
    // Registered from main.tsx, after the first render, so it never delays the page.
    injectRegister: false,
    manifest: {
      id: '/',
      name: 'Omoide（おもいで）行事・スクール写真',
      short_name: 'Omoide',
      description: '運動会や卒業式など、お子さまの行事写真を探して購入できます。',
      lang: 'ja',
      dir: 'ltr',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#fbf8f4',
      background_color: '#fbf8f4',
      categories: ['photo', 'shopping'],
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      // The manifest's icons are added by the plugin itself.
      globPatterns: [
        'assets/index-*.{js,css}',
        'offline.{html,js}',
        'favicon.svg',
        'icons/apple-touch-icon.png',
      ],
      navigateFallback: null,
      cleanupOutdatedCaches: true,
      runtimeCaching: [
        {
          urlPattern: ({ request }) => request.mode === 'navigate',
          handler: 'NetworkOnly',
          options: { precacheFallback: { fallbackURL: '/offline.html' } },
        },
      ],
    },
  });
}

/**
 * React Router's package `exports` name only its development build (dev warnings on); a
 * production build takes the identical production one (`ENABLE_DEV_WARNINGS = false`), so its
 * warning code is dropped from the entry (docs/decisions/039).
 */
function reactRouterProductionBuild(): Plugin {
  return {
    name: 'omoide-react-router-production',
    config(_config, { command }) {
      if (command !== 'build') return;
      const production = fileURLToPath(
        new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
      );
      return { resolve: { alias: [{ find: /^react-router$/, replacement: production }] } };
    },
  };
}

/**
 * `locale-ja-events` for the buyer texts of one language and namespace: a first page loads
 * `common` and its own namespace only (docs/decisions/035); the studio's stay apart.
 */
function localeChunkOf(id: string): string | null {
  const match = /[\\/]src[\\/]locales[\\/]([^\\/]+)[\\/](?!studio-)([^\\/]+)\.json$/.exec(id);
  return match ? `locale-${match[1]}-${match[2]}` : null;
}

export default defineConfig({
  plugins: [
    react(),
    reactRouterProductionBuild(),
    versionFile(BUILD_ID),
    installableApp(),
    firstPagePreloads(),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  define: {
    __APP_VERSION__: JSON.stringify(BUILD_ID),
  },
  server: {
    port: Number(process.env.WEB_PORT ?? 3000),
    // Anchored patterns: a bare '/dev' key would also swallow e.g. '/devices'.
    proxy: Object.fromEntries(
      PROXIED_PREFIXES.map((prefix) => [`^${prefix}(?:[/?]|$)`, { target: API_TARGET }]),
    ),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // The chunk graph, read by the bundle budget check (e2e/web-budget.spec.ts) and bench/web.
    manifest: true,
    rolldownOptions: {
      output: {
        // Fewer, larger files for the first load (docs/decisions/022): over HTTP/1.1 a phone
        // opens six connections, so forty small scripts queue behind each other.
        codeSplitting: {
          groups: [
            // One file per language and namespace, loaded as pages need them.
            { name: localeChunkOf, priority: 2 },
            // Everything the entry imports statically, in one file beside it.
            { name: 'shell', tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
});

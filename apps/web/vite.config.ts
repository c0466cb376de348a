import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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

export default defineConfig({
  plugins: [react(), versionFile(BUILD_ID)],
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
  },
});

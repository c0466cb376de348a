import { defineConfig } from 'vitest/config';

// One runner, three projects: pure rules (contract), the API through app.inject on a real
// database (api), and the web app's logic under happy-dom (web). `npm run test:unit` and
// `npm run test:api` pick one; `vitest run` runs all.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/gateway-sandbox/src/**/*.test.ts', 'docs/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/api/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      './apps/web/vitest.config.ts',
    ],
  },
});

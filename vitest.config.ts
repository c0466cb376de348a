import os from 'node:os';
import { defineConfig } from 'vitest/config';

// One runner, three projects: pure rules (contract), the API through app.inject on a real
// database (api), and the web app's logic under happy-dom (web). `npm run test:unit` and
// `npm run test:api` pick one; `vitest run` runs all.
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one file at a time on the 2-core
    // machines CI and developers use, which kept the cores half idle (user + sys 65 min over a
    // 63-min CI run). Two files at a time: the API project on PGlite took 12.6 min instead of
    // ≈ 19 (each file has its own database copy, so files never share state).
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
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

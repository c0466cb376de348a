import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const repoRoot = path.resolve(import.meta.dirname, '..');
// E2E_BASE_URL points the suite at a server that is already running (a preview, staging).
const externalBaseUrl = process.env.E2E_BASE_URL;
// E2E_PORT lets several checkouts of the project run their suites side by side.
const port = process.env.E2E_PORT ?? '3100';
const localUrl = `http://127.0.0.1:${port}`;
const baseURL = externalBaseUrl ?? localUrl;

// Debian's Chromium: the suite never downloads a browser (there may be no internet).
const launchOptions = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-quic',
    '--no-first-run',
  ],
};

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: './test-results',
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions,
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], launchOptions },
    },
  ],
  webServer: externalBaseUrl
    ? undefined
    : {
        // A fresh data folder each run: the journeys meet the demo seed as a newcomer does
        // (the seed fills only an empty database, so an old folder would miss newer demo events).
        command: `node -e "require('node:fs').rmSync('data/e2e', { recursive: true, force: true })" && node scripts/start.mjs`,
        cwd: repoRoot,
        url: `${localUrl}/healthz`,
        env: {
          PORT: port,
          DATA_DIR: './data/e2e',
          SEED_DEMO: 'true',
          // Lets the identity journeys mint bridge hashes (POST /api/admin/bridge_hash).
          OPERATOR_API_KEY: 'e2e-operator-key-0123456789abcdef',
          // The journeys sign in and send codes many times from one address within minutes.
          RATE_LIMIT_SCALE: '50',
          // No PUBLIC_URL: card tokens, the 3-D Secure return and mailed links come back to
          // whatever address the browser used (decision 026). On every address of the machine,
          // so any-address.spec.ts can buy from one that is not loopback.
          HOST: '0.0.0.0',
          // Faces are searched as in production (the face journey needs it), on one thread so
          // the other core stays with the journeys running meanwhile.
          FACE_INDEXING: 'true',
          FACE_WORKERS: '1',
          // The new-photo alert mails of the face journey go out as soon as indexing settles.
          PHOTO_ALERT_DELAY_SECONDS: '0',
          LOG_LEVEL: 'warn',
        },
        reuseExistingServer: !process.env.CI,
        // The server's warnings and errors go to the run's output (a failed journey in CI
        // shows what the server saw); its request log stays out.
        stdout: 'pipe',
        timeout: 180_000,
      },
});

// `npm run bench -- web`: Lighthouse's mobile preset (simulated slow 4G, 4× CPU slowdown) on the
// buyer's pages of the product as `npm start` serves it, in Japanese and Vietnamese, against a
// static page of the same server (issue 27, docs/decisions/022). Last line: one JSON object.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
// @ts-expect-error: a plain ES module of the repository's scripts, without type declarations
import { ensureWebBuilt } from '../../scripts/web-build.mjs';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const PORT = Number(process.env.BENCH_WEB_PORT ?? 3133);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const LOCALES = (process.env.BENCH_LOCALES ?? 'ja,vi').split(',');
/** BENCH_PAGES=event,photo measures only those pages; BENCH_WEB_REPORTS=dir keeps each Lighthouse report. */
const ONLY = process.env.BENCH_PAGES?.split(',') ?? null;
const REPORTS = process.env.BENCH_WEB_REPORTS ?? null;
/** Lighthouse runs per page before giving up: a loaded machine fails some traces (BENCH_WEB_ATTEMPTS). */
const ATTEMPTS = Number(process.env.BENCH_WEB_ATTEMPTS ?? 4);
// Debian's Chromium: nothing is downloaded (the same flags as the Playwright suite).
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const DEMO_MEMBER = { email: 'demo@omoide.test', password: 'omoide-demo' };

/** The buyer's pages of issue 27; the demo seed's sports day (event 1). */
const PAGES = [
  { name: 'landing', path: '/guest/landing', member: false },
  { name: 'event', path: '/events/detail/1', member: true },
  { name: 'photo', path: '/events/detail/1/2/1', member: true },
  { name: 'cart', path: '/cart', member: true },
] as const;
/** The baseline: a static page (no script of the app) from the same server and static handler. */
const BASELINE = { name: 'static', path: '/offline.html', member: false } as const;

type Figures = {
  performance: number;
  accessibility: number;
  fcp_ms: number;
  lcp_ms: number;
  tbt_ms: number;
  cls: number;
  /** Bytes on the wire (compressed bodies and their headers): the page's scripts, and everything. */
  js_kib: number;
  total_kib: number;
};

function startServer(dataDir: string): ChildProcess {
  return spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      // Face indexing would share the two cores with the measured page loads.
      FACE_INDEXING: 'false',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function waitForServer(server: ChildProcess): Promise<void> {
  // Up to 10 minutes: on a loaded machine the demo seed alone (its photos derived) took over two.
  for (let i = 0; i < 1200; i += 1) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    const ok = await fetch(`${ORIGIN}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('server did not start');
}

async function memberRecord(): Promise<string> {
  const response = await fetch(`${ORIGIN}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_MEMBER),
  });
  if (!response.ok) throw new Error(`login: ${response.status} ${await response.text()}`);
  const { token, expires_t, refresh_expires_t } = (await response.json()) as Record<string, unknown>;
  return JSON.stringify({ token, expires_t, refresh_expires_t });
}

/**
 * A first visit's state: no HTTP cache, no service worker or its caches, the language chosen
 * (the app's locale cookie) and, for a member's page, the member's token where the app keeps it.
 * Lighthouse's own storage reset would also wipe the token, so it is off and this stands in.
 */
async function prepare(page: Page, locale: string, member: string | null): Promise<void> {
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Storage.clearDataForOrigin', {
    origin: ORIGIN,
    storageTypes: 'service_workers,cache_storage,local_storage,session_storage',
  });
  await cdp.detach();
  await page.goto(`${ORIGIN}/offline.html`);
  await page.evaluate(
    (value, record) => {
      // Runs in the page (no DOM types in this project).
      const page = globalThis as unknown as {
        document: { cookie: string };
        localStorage: { setItem(key: string, value: string): void };
      };
      page.document.cookie = `omoide_locale=${value}; path=/; SameSite=Lax`;
      if (record) page.localStorage.setItem('jwt', record);
    },
    locale,
    member,
  );
}

async function measure(page: Page, url: string, label: string): Promise<Figures | null> {
  const flags: Flags = {
    output: 'json',
    logLevel: 'error',
    disableStorageReset: true,
    onlyCategories: ['performance', 'accessibility'],
  };
  const result = await lighthouse(url, flags, undefined, page);
  // A trace Chromium failed to record (NO_NAVSTART…) says "run again": the caller does.
  if (!result || result.lhr.runtimeError) return null;
  if (REPORTS) writeFileSync(path.join(REPORTS, `${label}.json`), JSON.stringify(result.lhr));
  return figuresOf(result.lhr);
}

function figuresOf(lhr: Result): Figures {
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests =
    (lhr.audits['network-requests']?.details as { items?: Record<string, unknown>[] })?.items ?? [];
  const scriptBytes = requests
    .filter((r) => r.resourceType === 'Script')
    .reduce((sum, r) => sum + Number(r.transferSize ?? 0), 0);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    fcp_ms: Math.round(audit('first-contentful-paint')),
    lcp_ms: Math.round(audit('largest-contentful-paint')),
    tbt_ms: Math.round(audit('total-blocking-time')),
    cls: Number(audit('cumulative-layout-shift').toFixed(3)),
    js_kib: Math.round(scriptBytes / 102.4) / 10,
    total_kib: Math.round(audit('total-byte-weight') / 102.4) / 10,
  };
}

async function main(): Promise<void> {
  ensureWebBuilt({ log: (line: string) => console.error(line) });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'omoide-bench-web-'));
  const server = startServer(dataDir);
  let browser: Browser | null = null;
  try {
    await waitForServer(server);
    const member = await memberRecord();
    browser = await puppeteer.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS, headless: true });
    const page = await browser.newPage();
    // A static page can take more than the default 30 s to arrive on a loaded machine.
    page.setDefaultNavigationTimeout(180_000);
    const ours: Record<string, Figures> = {};
    const baseline: Record<string, Figures> = {};
    for (const locale of LOCALES) {
      for (const target of [...PAGES.filter((p) => !ONLY || ONLY.includes(p.name)), BASELINE]) {
        let figures: Figures | null = null;
        for (let attempt = 0; attempt < ATTEMPTS && !figures; attempt += 1) {
          await prepare(page, locale, target.member ? member : null);
          figures = await measure(page, `${ORIGIN}${target.path}`, `${target.name}_${locale}`);
        }
        if (!figures) throw new Error(`Lighthouse could not measure ${target.path} in ${locale}`);
        (target === BASELINE ? baseline : ours)[`${target.name}_${locale}`] = figures;
        console.error(`${target.name} ${locale}: ${JSON.stringify(figures)}`);
      }
    }
    const mean = (set: Record<string, Figures>, key: keyof Figures) => {
      const values = Object.values(set).map((f) => f[key]);
      return values.reduce((a, b) => a + b, 0) / values.length;
    };
    const worst = (key: keyof Figures) => Math.max(...Object.values(ours).map((f) => f[key]));
    console.log(
      JSON.stringify({
        bench: 'web',
        ours,
        baseline,
        targets: { performance: 95, lcp_ms: 2000, tbt_ms: 100, cls: 0.05, accessibility: 100 },
        worst: {
          performance: Math.min(...Object.values(ours).map((f) => f.performance)),
          accessibility: Math.min(...Object.values(ours).map((f) => f.accessibility)),
          lcp_ms: worst('lcp_ms'),
          tbt_ms: worst('tbt_ms'),
          cls: worst('cls'),
        },
        // Mean performance score of ours over the static page's (1.0 = as fast as static HTML).
        ratio: Number((mean(ours, 'performance') / mean(baseline, 'performance')).toFixed(3)),
      }),
    );
  } finally {
    await browser?.close();
    await new Promise<void>((resolve) => {
      if (server.exitCode !== null) return resolve();
      server.once('exit', () => resolve());
      server.kill('SIGTERM');
    });
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();

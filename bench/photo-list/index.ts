import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PHOTO_PAGE_SIZE } from '@omoide/contract';
import autocannon from 'autocannon';
import { startSession } from '../../apps/api/src/modules/auth/auth.service';
import { TokenService } from '../../apps/api/src/platform/auth/token-service';
import { createCatalogue, openBenchDeps } from '../lib/catalogue-fixture';
import { type LoadFigures, measure, median } from '../lib/load';
import { startServerProcess } from '../lib/server-process';

/**
 * Photo-list endpoint on an event of 10,000 photos at 50 connections, cycling through pages
 * of the category, against a bare Fastify JSON route in the same run (issue: events and
 * photos — target ≥ 40% of the bare route's throughput, p99 under 25 ms).
 */
const PHOTOS = Number(process.env.BENCH_PHOTOS ?? 10_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'omoide-bench-list-'));
const deps = await openBenchDeps(dataDir);
const fixture = await createCatalogue(deps, PHOTOS);
// A real session: the server checks every request's session is live (issue 25).
const secret = readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8');
const { token } = await startSession(
  { db: deps.db, tokens: new TokenService(secret) },
  { kind: 'member', id: String(fixture.memberId) },
);
await deps.database.close();

const bare = await startServerProcess('bench/http-baseline/bare-server.ts');
const ours = await startServerProcess('bench/lib/omoide-server.ts', { BENCH_DATA_DIR: dataDir });
// 20 pages spread over the category, at the page starts clients request (`next_index`).
const pages = Array.from(
  { length: 20 },
  (_, i) => Math.floor((i * PHOTOS) / 20 / PHOTO_PAGE_SIZE) * PHOTO_PAGE_SIZE,
);

async function measurePages(): Promise<LoadFigures> {
  const result = await autocannon({
    url: `http://127.0.0.1:${ours.port}`,
    connections: 50,
    duration: SECONDS,
    headers: { authorization: `Bearer ${token}`, 'x-language': 'ja' },
    requests: pages.map((index) => ({
      method: 'GET',
      path: `/api/event/photo_list/category/${fixture.categoryId}/${index}`,
    })),
  });
  return {
    requests_per_sec: Math.round(result.requests.average),
    p50_ms: result.latency.p50,
    p99_ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const bareRuns: LoadFigures[] = [];
const oursRuns: LoadFigures[] = [];
let responseBytes = 0;
try {
  const probe = await fetch(
    `http://127.0.0.1:${ours.port}/api/event/photo_list/category/${fixture.categoryId}/0`,
    {
      headers: { authorization: `Bearer ${token}` },
    },
  );
  if (!probe.ok) throw new Error(`photo list answered ${probe.status}: ${await probe.text()}`);
  responseBytes = (await probe.arrayBuffer()).byteLength;
  await measure(`http://127.0.0.1:${bare.port}/healthz`, { seconds: 1 });
  await measurePages();
  for (let round = 0; round < ROUNDS; round++) {
    bareRuns.push(await measure(`http://127.0.0.1:${bare.port}/healthz`, { seconds: SECONDS }));
    oursRuns.push(await measurePages());
  }
} finally {
  await Promise.all([bare.stop(), ours.stop()]);
  rmSync(dataDir, { recursive: true, force: true });
}

const summary = (runs: LoadFigures[]) => ({
  requests_per_sec: median(runs.map((r) => r.requests_per_sec)),
  p50_ms: median(runs.map((r) => r.p50_ms)),
  p99_ms: median(runs.map((r) => r.p99_ms)),
  errors: runs.reduce((n, r) => n + r.errors, 0),
});
const baseline = summary(bareRuns);
const photoList = summary(oursRuns);
console.log(
  JSON.stringify({
    bench: 'photo-list',
    photos: PHOTOS,
    page_size: 60,
    response_bytes: responseBytes,
    connections: 50,
    rounds: ROUNDS,
    seconds_per_round: SECONDS,
    baseline_bare_fastify: baseline,
    photo_list: photoList,
    ratio: Number((photoList.requests_per_sec / baseline.requests_per_sec).toFixed(3)),
    target: { ratio_min: 0.4, p99_ms_max: 25 },
  }),
);

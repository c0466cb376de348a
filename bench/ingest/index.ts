import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { DERIVE_QUEUE } from '../../apps/api/src/modules/photos/photos.service';
import { buildApp, createCatalogue, openBenchDeps } from '../lib/catalogue-fixture';

/**
 * The whole ingest path — HTTP upload, checks, original stored, job queued, all derivatives
 * (thumbnail WebP+JPEG, watermarked preview WebP+JPEG, placeholder) — for 200 generated
 * 12 MP JPEGs, against a plain sharp decode + one resize of the same files in the same run
 * (issue: events and photos — target ≥ 50% of the plain rate, peak memory under 1 GiB).
 */
const COUNT = Number(process.env.BENCH_PHOTOS ?? 200);
const CONCURRENCY = os.availableParallelism();
const WIDTH = 4000;
const HEIGHT = 3000;
const BATCH = 4;

async function generatePhotos(dir: string): Promise<string[]> {
  mkdirSync(dir, { recursive: true });
  const existing = readdirSync(dir).filter((f) => f.endsWith('.jpg'));
  if (existing.length >= COUNT)
    return existing
      .sort()
      .slice(0, COUNT)
      .map((f) => path.join(dir, f));
  // Noise makes a realistic JPEG (~3–5 MB); a flat image would decode unrealistically fast.
  const noise = await sharp({
    create: {
      width: WIDTH / 4,
      height: HEIGHT / 4,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .png()
    .toBuffer();
  for (let i = existing.length; i < COUNT; i++) {
    const file = path.join(dir, `photo-${String(i).padStart(4, '0')}.jpg`);
    const body = await sharp({
      create: {
        width: WIDTH,
        height: HEIGHT,
        channels: 3,
        background: { r: (i * 37) % 255, g: 120, b: 200 },
      },
    })
      .composite([{ input: noise, tile: true, blend: 'overlay' }])
      .jpeg({ quality: 90 })
      .toBuffer();
    writeFileSync(file, body);
  }
  return readdirSync(dir)
    .filter((f) => f.endsWith('.jpg'))
    .sort()
    .slice(0, COUNT)
    .map((f) => path.join(dir, f));
}

async function pool<T>(items: T[], width: number, work: (item: T) => Promise<unknown>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

async function baselineRate(files: string[]): Promise<number> {
  const started = performance.now();
  await pool(files, CONCURRENCY, (file) =>
    sharp(readFileSync(file)).resize(1600, 1600, { fit: 'inside' }).toBuffer(),
  );
  return files.length / ((performance.now() - started) / 1000);
}

async function pipelineRate(files: string[]): Promise<{ rate: number; peakRssMb: number; failed: number }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'omoide-bench-ingest-'));
  const deps = await openBenchDeps(dataDir, {
    OPERATOR_API_KEY: 'bench-operator-key-0123456789abcdef',
    WORKER_CONCURRENCY: String(CONCURRENCY),
  });
  const { categoryId } = await createCatalogue(deps, 0);
  const app = await buildApp(deps, {});
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/admin/categories/${categoryId}/photos`;
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 50);
  deps.jobs.start();
  const started = performance.now();
  let failed = 0;
  for (let i = 0; i < files.length; i += BATCH) {
    const form = new FormData();
    for (const file of files.slice(i, i + BATCH))
      form.append('files', new Blob([readFileSync(file)]), path.basename(file));
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'x-operator-key': 'bench-operator-key-0123456789abcdef' },
      body: form,
    });
    const { results } = (await res.json()) as { results: { ok: boolean }[] };
    failed += results.filter((r) => !r.ok).length;
  }
  await deps.jobs.drain(DERIVE_QUEUE);
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const counts = await deps.jobs.counts(DERIVE_QUEUE);
  failed += counts.failed ?? 0;
  await deps.jobs.stop();
  await app.close();
  await deps.database.close();
  rmSync(dataDir, { recursive: true, force: true });
  return { rate: files.length / seconds, peakRssMb: Math.round(peak / 1024 / 1024), failed };
}

const files = await generatePhotos(path.join(os.tmpdir(), 'omoide-bench-12mp'));
const bytes = files.reduce((n, f) => n + readFileSync(f).length, 0);
const baselineA = await baselineRate(files);
const ours = await pipelineRate(files);
const baselineB = await baselineRate(files);
const baseline = (baselineA + baselineB) / 2;
console.log(
  JSON.stringify({
    bench: 'ingest',
    photos: files.length,
    megapixels: (WIDTH * HEIGHT) / 1e6,
    average_file_mb: Number((bytes / files.length / 1024 / 1024).toFixed(2)),
    concurrency: CONCURRENCY,
    baseline_decode_resize_per_sec: Number(baseline.toFixed(2)),
    baseline_runs_per_sec: [Number(baselineA.toFixed(2)), Number(baselineB.toFixed(2))],
    pipeline_per_sec: Number(ours.rate.toFixed(2)),
    pipeline_failed: ours.failed,
    peak_rss_mb: ours.peakRssMb,
    ratio: Number((ours.rate / baseline).toFixed(3)),
    target: { ratio_min: 0.5, peak_rss_mb_max: 1024 },
  }),
);

import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { postFiles } from '../../apps/api/src/cli/multipart-upload';
import { createCatalogue, openBenchDeps } from '../lib/catalogue-fixture';
import { median } from '../lib/load';
import { generatePhotos } from '../lib/photos-12mp';
import { cpuSeconds, peakRssMb, startServerProcess } from '../lib/server-process';

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

const OPERATOR_KEY = 'bench-operator-key-0123456789abcdef';

/**
 * Ours: the server in its own process (API + workers, as `npm start` runs it), photos
 * uploaded over HTTP in batches, timed until every photo is processed; its peak memory is
 * the process's high-water mark (VmHWM), start-up included.
 */
async function pipelineRate(files: string[]): Promise<{
  rate: number;
  uploadSeconds: number;
  peakRssMb: number;
  failed: number;
  serverCpuSeconds: number;
  clientCpuSeconds: number;
}> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'omoide-bench-ingest-'));
  const setup = await openBenchDeps(dataDir, { OPERATOR_API_KEY: OPERATOR_KEY });
  const { eventId, categoryId } = await createCatalogue(setup, 0);
  await setup.database.close();
  const server = await startServerProcess('bench/lib/omoide-server.ts', {
    BENCH_DATA_DIR: dataDir,
    OPERATOR_API_KEY: OPERATOR_KEY,
    WORKER_CONCURRENCY: process.env.WORKER_CONCURRENCY ?? String(CONCURRENCY),
    // Face indexing has its own benchmark (bench/face-index).
    FACE_INDEXING: 'false',
  });
  const base = `http://127.0.0.1:${server.port}`;
  const headers = { 'x-operator-key': OPERATOR_KEY };
  let failed = 0;
  const serverCpuBefore = cpuSeconds(server.pid);
  const clientCpuBefore = process.cpuUsage();
  const started = performance.now();
  try {
    for (let i = 0; i < files.length; i += BATCH) {
      const batch = files.slice(i, i + BATCH).map((file) => ({ path: file, name: path.basename(file) }));
      const res = await postFiles(
        `${base}/api/admin/categories/${categoryId}/photos`,
        headers,
        'files',
        batch,
      );
      const { results } = JSON.parse(res.body) as { results: { ok: boolean }[] };
      failed += results.filter((r) => !r.ok).length;
    }
    const uploadSeconds = (performance.now() - started) / 1000;
    for (;;) {
      const res = await fetch(`${base}/api/admin/events/${eventId}/photos`, { headers });
      const { photos } = (await res.json()) as { photos: { status: string }[] };
      const pending = photos.filter((p) => p.status === 'pending').length;
      if (photos.length > 0 && pending === 0) {
        failed += photos.filter((p) => p.status === 'failed').length;
        break;
      }
      // Asking costs the server a listing of every photo: ask rarely while many remain, often
      // near the end, so the wait adds at most ~50 ms to the measured time.
      await new Promise((resolve) => setTimeout(resolve, Math.min(1000, Math.max(50, pending * 40))));
    }
    const seconds = (performance.now() - started) / 1000;
    const clientCpu = process.cpuUsage(clientCpuBefore);
    return {
      rate: files.length / seconds,
      uploadSeconds,
      peakRssMb: peakRssMb(server.pid),
      failed,
      serverCpuSeconds: cpuSeconds(server.pid) - serverCpuBefore,
      clientCpuSeconds: (clientCpu.user + clientCpu.system) / 1e6,
    };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const files = await generatePhotos(COUNT);
const bytes = files.reduce((n, f) => n + readFileSync(f).length, 0);
// Rounds alternate baseline and ours, with a last baseline, and medians are compared: the
// machines are shared, and one 30-second run can land on a noisy minute.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const baselineRuns: number[] = [];
const baselineCpuRuns: number[] = [];
const runs: Awaited<ReturnType<typeof pipelineRate>>[] = [];
const measureBaseline = async () => {
  const before = process.cpuUsage();
  baselineRuns.push(await baselineRate(files));
  const used = process.cpuUsage(before);
  baselineCpuRuns.push((used.user + used.system) / 1e6);
};
for (let round = 0; round < ROUNDS; round++) {
  await measureBaseline();
  runs.push(await pipelineRate(files));
}
await measureBaseline();
const baseline = median(baselineRuns);
const pick = (figure: (run: (typeof runs)[number]) => number) => median(runs.map(figure));
const round2 = (n: number) => Number(n.toFixed(2));
const ours = {
  rate: pick((r) => r.rate),
  uploadSeconds: pick((r) => r.uploadSeconds),
  peakRssMb: Math.max(...runs.map((r) => r.peakRssMb)),
  failed: Math.max(...runs.map((r) => r.failed)),
  serverCpuSeconds: pick((r) => r.serverCpuSeconds),
  clientCpuSeconds: pick((r) => r.clientCpuSeconds),
};
console.log(
  JSON.stringify({
    bench: 'ingest',
    photos: files.length,
    megapixels: (WIDTH * HEIGHT) / 1e6,
    average_file_mb: Number((bytes / files.length / 1024 / 1024).toFixed(2)),
    concurrency: CONCURRENCY,
    baseline_decode_resize_per_sec: Number(baseline.toFixed(2)),
    rounds: ROUNDS,
    baseline_runs_per_sec: baselineRuns.map(round2),
    pipeline_per_sec: Number(ours.rate.toFixed(2)),
    pipeline_runs_per_sec: runs.map((r) => round2(r.rate)),
    pipeline_failed: ours.failed,
    pipeline_upload_seconds: Number(ours.uploadSeconds.toFixed(2)),
    pipeline_total_seconds: Number((files.length / ours.rate).toFixed(2)),
    peak_rss_mb: ours.peakRssMb, // the highest of the rounds
    // Where the time went (medians): CPU-seconds of the server (API + workers), of this
    // uploader, and of one baseline run.
    server_cpu_seconds: Number(ours.serverCpuSeconds.toFixed(1)),
    uploader_cpu_seconds: Number(ours.clientCpuSeconds.toFixed(1)),
    baseline_cpu_seconds: Number(median(baselineCpuRuns).toFixed(1)),
    ratio: Number((ours.rate / baseline).toFixed(3)),
    target: { ratio_min: 0.5, peak_rss_mb_max: 1024 },
  }),
);

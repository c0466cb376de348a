import {
  copyFileSync,
  createReadStream,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { openBenchDeps } from '../lib/catalogue-fixture';
import { median } from '../lib/load';
import { generatePhotos } from '../lib/photos-12mp';
import { cpuSeconds, peakRssMb, startServerProcess } from '../lib/server-process';

import {
  type Download,
  download,
  MIB,
  type Photo,
  prepareOrders,
  rate,
  readSequentially,
  resetPeak,
  round1,
  round3,
  rssMb,
} from './zip-fixture';

/**
 * The zip of a paid order (`GET /api/mypage/order/zip_dl/{order}/{event}`, issue #13): 500
 * generated 12 MP JPEGs downloaded over HTTP from the server in its own process, against
 * reading the same files one after the other with fs streams (the fastest the server could
 * hand them out); first byte; the server's memory for a 100-photo and a 500-photo order of
 * the same member; and the same download with the server on S3 storage (s3rver) against
 * reading the same objects with GetObject one after the other.
 */
const COUNT = Number(process.env.BENCH_PHOTOS ?? 500);
const SMALL = Math.min(100, COUNT);
const S3_COUNT = Math.min(COUNT, Number(process.env.BENCH_S3_PHOTOS ?? 100));
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const BUCKET = 'omoide-bench';

/**
 * Rounds alternate the baseline, ours and the bare HTTP server (baseline first and last);
 * medians are compared.
 */
async function alternate(
  baseline: () => Promise<{ bytes: number; seconds: number }>,
  ours: () => Promise<Download>,
  serverPid: number,
  bare?: () => Promise<Download>,
) {
  const baselineRuns: number[] = [];
  const bareRuns: number[] = [];
  const runs: (Download & { serverCpu: number; clientCpu: number })[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    baselineRuns.push(rate(await baseline()));
    const cpuBefore = cpuSeconds(serverPid);
    const clientBefore = process.cpuUsage();
    const run = await ours();
    const client = process.cpuUsage(clientBefore);
    runs.push({
      ...run,
      serverCpu: cpuSeconds(serverPid) - cpuBefore,
      clientCpu: (client.user + client.system) / 1e6,
    });
    if (bare) bareRuns.push(rate(await bare()));
  }
  baselineRuns.push(rate(await baseline()));
  const oursRate = median(runs.map(rate));
  const baselineRate = median(baselineRuns);
  const bareRate = bare ? median(bareRuns) : 0;
  const firstBytes = runs.map((r) => r.firstByteMs);
  return {
    zip_mb: round1(runs[0]!.bytes / MIB),
    ours_mb_s: round1(oursRate),
    ours_runs_mb_s: runs.map((r) => round1(rate(r))),
    baseline_mb_s: round1(baselineRate),
    baseline_runs_mb_s: baselineRuns.map(round1),
    ratio: round3(oursRate / baselineRate),
    first_byte_ms_p50: round1(median(firstBytes)),
    first_byte_ms_max: round1(Math.max(...firstBytes)),
    // Where the time went (medians per download): CPU-seconds of the server and of this client.
    server_cpu_seconds: round1(median(runs.map((r) => r.serverCpu))),
    client_cpu_seconds: round1(median(runs.map((r) => r.clientCpu))),
    // For reference, not the target: the same bytes from a bare node:http server (no zip, no
    // framework), i.e. what loopback HTTP and this client cost on this machine.
    ...(bare
      ? {
          bare_http_mb_s: round1(bareRate),
          bare_http_runs_mb_s: bareRuns.map(round1),
          bare_http_ratio: round3(bareRate / baselineRate),
          // Ours against a plain node:http server sending the same files without zip or
          // framework: the ceiling of HTTP over loopback with the client on the same 2 cores.
          ours_vs_bare_http: round3(oursRate / bareRate),
        }
      : {}),
  };
}

/** The bare file server (bench/zip/server.ts) on these files. */
async function startBareServer(files: string[], dir: string) {
  const list = path.join(dir, 'bare-files.txt');
  writeFileSync(list, `${files.join('\n')}\n`);
  return startServerProcess('bench/zip/server.ts', { BENCH_ZIP_SERVER: 'files', BENCH_FILES_LIST: list });
}

const zipPath = (orderId: number, eventId: number) => `/api/mypage/order/zip_dl/${orderId}/${eventId}`;

/** Local storage: the files hard-linked into the server's DATA_DIR/storage. */
async function localBench(photos: Photo[]) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'omoide-bench-zip-'));
  const storage = path.join(dataDir, 'storage');
  try {
    const deps = await openBenchDeps(dataDir);
    const { eventId, orderIds, token } = await prepareOrders(
      deps,
      photos,
      [SMALL, COUNT],
      async (key, file) => {
        const target = path.join(storage, ...key.split('/'));
        mkdirSync(path.dirname(target), { recursive: true });
        try {
          linkSync(file, target);
        } catch {
          copyFileSync(file, target);
        }
      },
    );
    await deps.database.close();
    const stored = photos.map((_, i) => path.join(storage, 'originals', String(eventId), `${i}.jpg`));
    const server = await startServerProcess('bench/lib/omoide-server.ts', {
      BENCH_DATA_DIR: dataDir,
      FACE_INDEXING: 'false',
    });
    const bare = await startBareServer(stored, dataDir);
    try {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      const idle = rssMb(server.pid);
      const startupPeak = peakRssMb(server.pid);
      const peakReset = resetPeak(server.pid);
      const small = await download(server.port, zipPath(orderIds[0]!, eventId), token, SMALL);
      const peak100 = peakRssMb(server.pid);
      const figures = await alternate(
        () => readSequentially(stored.map((file) => async () => createReadStream(file))),
        () => download(server.port, zipPath(orderIds[1]!, eventId), token, COUNT),
        server.pid,
        () => download(bare.port, '/', token, 0),
      );
      const peak500 = peakRssMb(server.pid);
      return {
        ...figures,
        first_byte_ms_100: round1(small.firstByteMs),
        idle_rss_mb: idle,
        peak_rss_mb_100: peak100,
        peak_rss_mb_500: peak500,
        peak_above_idle_mb: peak500 - idle,
        // VmHWM is reset to the idle RSS before the first download when Linux allows it;
        // otherwise the peaks include start-up (migrations), shown here.
        startup_peak_rss_mb: startupPeak,
        peak_reset_at_idle: peakReset,
      };
    } finally {
      await server.stop();
      await bare.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** S3 storage: s3rver in its own process, the first S3_COUNT photos uploaded once. */
async function s3Bench(photos: Photo[]) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'omoide-bench-zip-s3-'));
  const s3Dir = mkdtempSync(path.join(os.tmpdir(), 'omoide-bench-s3rver-'));
  const s3rver = await startServerProcess('bench/zip/server.ts', {
    S3RVER_DIR: s3Dir,
    S3RVER_BUCKET: BUCKET,
  });
  const endpoint = `http://127.0.0.1:${s3rver.port}`;
  const s3Env = {
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: endpoint,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  };
  try {
    const deps = await openBenchDeps(dataDir, s3Env);
    const { eventId, orderIds, token } = await prepareOrders(deps, photos, [photos.length], (key, file) =>
      deps.storage.putFile(key, file, 'image/jpeg'),
    );
    await deps.database.close();
    const client = new S3Client({
      region: 'us-east-1',
      endpoint,
      forcePathStyle: true,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    const keys = photos.map((_, i) => `originals/${eventId}/${i}.jpg`);
    const server = await startServerProcess('bench/lib/omoide-server.ts', {
      BENCH_DATA_DIR: dataDir,
      FACE_INDEXING: 'false',
      ...s3Env,
    });
    try {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      const idle = rssMb(server.pid);
      resetPeak(server.pid);
      const figures = await alternate(
        () =>
          readSequentially(
            keys.map((key) => async () => {
              const answer = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
              return answer.Body as Readable;
            }),
          ),
        () => download(server.port, zipPath(orderIds[0]!, eventId), token, photos.length),
        server.pid,
      );
      const peak = peakRssMb(server.pid);
      return {
        photos: photos.length,
        note: `BENCH_S3_PHOTOS=${S3_COUNT} photos (not ${COUNT}) to keep the upload short`,
        ...figures,
        idle_rss_mb: idle,
        peak_rss_mb: peak,
      };
    } finally {
      await server.stop();
      client.destroy();
    }
  } finally {
    await s3rver.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(s3Dir, { recursive: true, force: true });
  }
}

const started = performance.now();
const files = await generatePhotos(COUNT);
const photos: Photo[] = files.map((file) => {
  const data = readFileSync(file);
  return { file, size: data.length, crc32: crc32(data) };
});
const local = await localBench(photos);
const s3 = S3_COUNT > 0 ? await s3Bench(photos.slice(0, S3_COUNT)) : null;
const target = {
  ratio_min: 0.7,
  first_byte_ms_max: 200,
  peak_above_idle_mb_max: 150,
  peak_500_vs_100: 'flat',
};
console.log(
  JSON.stringify({
    bench: 'zip',
    photos: COUNT,
    average_file_mb: round1(photos.reduce((n, p) => n + p.size, 0) / photos.length / MIB),
    rounds: ROUNDS,
    ...local,
    s3,
    seconds: Math.round((performance.now() - started) / 1000),
    target,
    met: {
      ratio: local.ratio >= target.ratio_min,
      first_byte: local.first_byte_ms_max < target.first_byte_ms_max,
      memory: local.peak_above_idle_mb < target.peak_above_idle_mb_max,
    },
  }),
);

import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { imageItems, photoFaces } from '../../apps/api/src/db/schema/index';
import {
  FaceEnginePool,
  transferablePixels,
} from '../../apps/api/src/modules/face-analysis/engine/engine-pool';
import {
  cropRgb,
  decodeRgb,
  findFacesInPhoto,
  PHOTO_ANALYSIS_SIDE,
} from '../../apps/api/src/modules/face-analysis/face-analysis';
import { analysisRegions } from '../../apps/api/src/modules/face-analysis/face-geometry';
import { FACE_INDEX_QUEUE, queueFaceIndexing } from '../../apps/api/src/modules/faces/face-index.service';
import { DERIVE_QUEUE, ingestPhoto } from '../../apps/api/src/modules/photos/photos.service';
import { createCatalogue, openBenchDeps } from '../lib/catalogue-fixture';
import { median } from '../lib/load';

/**
 * Face indexing through the real job pipeline (durable queue, original read from storage,
 * decode, tiles on the engine's worker pool, faces written in a transaction) against the
 * bare engine call (decode, tiles, the same pool) on the same photos in the same run
 * (issue: face matching — target ≥ 85% of the bare rate with both cores busy; peak memory).
 * Each measurement runs in a fresh process, so its peak RSS (engine threads included) is its own.
 * Also the cost of handing the pixels to a worker (issue 31: a copy the worker owns, since
 * Node 22/24 refuse to move sharp's buffer), per photo and as a share of the bare time.
 */
const FIXTURES = path.resolve(import.meta.dirname, '../../../shared/fixtures/faces');
const COUNT = Number(process.env.BENCH_PHOTOS ?? 20);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const THREADS = Number(process.env.FACE_WORKERS ?? os.availableParallelism());

/** The group photos as they are, and enlarged to 12 MP so the tiled path is measured too. */
async function benchPhotos(): Promise<Buffer[]> {
  const originals = [1, 2, 3, 4, 5].map((i) => readFileSync(path.join(FIXTURES, `bbt${i}.jpg`)));
  const large = await Promise.all(
    originals.map((b) =>
      sharp(b).resize({ width: 4000, height: 3000, fit: 'fill' }).jpeg({ quality: 90 }).toBuffer(),
    ),
  );
  const set = [...originals, ...large];
  return Array.from({ length: COUNT }, (_, i) => set[i % set.length]!);
}

const peakRssMb = () => Math.round(process.resourceUsage().maxRSS / 1024);

async function barePhase(photos: Buffer[]) {
  const pool = new FaceEnginePool(THREADS);
  await findFacesInPhoto(pool, photos[0]!); // models loaded before timing, as in the pipeline
  let next = 0;
  let faces = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: THREADS + 1 }, async () => {
      while (next < photos.length) {
        const found = await findFacesInPhoto(pool, photos[next++]!);
        faces += found.faces.length;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  await pool.close();
  return { rate: photos.length / seconds, faces };
}

/** Loads the photos with their derivatives (indexing off), in a process of its own. */
async function preparePhase(photos: Buffer[], dataDir: string) {
  const deps = await openBenchDeps(dataDir, { FACE_INDEXING: 'false' });
  try {
    const { categoryId } = await createCatalogue(deps, 0);
    for (const [i, bytes] of photos.entries())
      await ingestPhoto(deps, { categoryId, fileName: `photo-${i}.jpg`, original: bytes });
    await deps.jobs.drain(DERIVE_QUEUE);
    return { rate: 0, faces: 0 };
  } finally {
    await deps.database.close();
  }
}

async function pipelinePhase(photos: Buffer[], dataDir: string) {
  const deps = await openBenchDeps(dataDir, { FACE_INDEXING: 'false', FACE_WORKERS: String(THREADS) });
  try {
    const items = await deps.db.select({ id: imageItems.id, eventId: imageItems.eventId }).from(imageItems);
    await findFacesInPhoto(deps.faces, photos[0]!); // models loaded before timing
    const started = performance.now();
    await deps.jobs.start();
    await queueFaceIndexing(
      deps,
      items.map((item) => ({ imageItemId: item.id, eventId: item.eventId })),
    );
    await deps.jobs.drain(FACE_INDEX_QUEUE, 20);
    const seconds = (performance.now() - started) / 1000;
    const [row] = await deps.db.select({ faces: count() }).from(photoFaces);
    return { rate: photos.length / seconds, faces: row?.faces ?? 0 };
  } finally {
    await deps.jobs.stop();
    await deps.faces.close();
    await deps.database.close();
  }
}

/** Milliseconds per photo spent copying every region's pixels for the engine's workers. */
async function handoffMsPerPhoto(photos: Buffer[]): Promise<number> {
  const regions = await Promise.all(
    photos.map(async (bytes) => {
      const image = await decodeRgb(bytes, PHOTO_ANALYSIS_SIDE);
      return analysisRegions(image.width, image.height).map((region) => cropRgb(image, region));
    }),
  );
  const repeat = 5;
  const started = performance.now();
  for (let i = 0; i < repeat; i++)
    for (const tiles of regions) for (const tile of tiles) transferablePixels(tile.data);
  return (performance.now() - started) / repeat / photos.length;
}

const [phase, dataDirArg] = process.argv.slice(2);
if (phase === 'bare' || phase === 'pipeline' || phase === 'prepare') {
  const photos = await benchPhotos();
  const result =
    phase === 'bare'
      ? await barePhase(photos)
      : phase === 'prepare'
        ? await preparePhase(photos, dataDirArg!)
        : await pipelinePhase(photos, dataDirArg!);
  console.log(`RESULT ${JSON.stringify({ ...result, peakRssMb: peakRssMb() })}`);
  process.exit(0);
}

function run(which: 'bare' | 'pipeline' | 'prepare', dataDir = '') {
  const child = spawnSync(process.execPath, ['--import', 'tsx', import.meta.filename, which, dataDir], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const line = child.stdout.split('\n').find((l) => l.startsWith('RESULT '));
  if (!line) throw new Error(`${which} phase failed:\n${child.stdout}`);
  return JSON.parse(line.slice(7)) as { rate: number; faces: number; peakRssMb: number };
}

// Alternate the two so machine noise falls on both alike.
const bare: ReturnType<typeof run>[] = [];
const pipeline: ReturnType<typeof run>[] = [];
for (let round = 0; round < ROUNDS; round++) {
  bare.push(run('bare'));
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'omoide-bench-faces-'));
  run('prepare', dataDir);
  pipeline.push(run('pipeline', dataDir));
  rmSync(dataDir, { recursive: true, force: true });
}
const bareRate = median(bare.map((r) => r.rate));
const handoffMs = await handoffMsPerPhoto(await benchPhotos());
const pipelineRate = median(pipeline.map((r) => r.rate));
console.log(
  JSON.stringify({
    bench: 'face-index',
    photos: COUNT,
    engine_threads: THREADS,
    faces_found: { bare: bare[0]!.faces, pipeline: pipeline[0]!.faces },
    bare_photos_per_sec: Number(bareRate.toFixed(3)),
    pipeline_photos_per_sec: Number(pipelineRate.toFixed(3)),
    runs_per_sec: {
      bare: bare.map((r) => Number(r.rate.toFixed(3))),
      pipeline: pipeline.map((r) => Number(r.rate.toFixed(3))),
    },
    peak_rss_mb: {
      bare: Math.max(...bare.map((r) => r.peakRssMb)),
      pipeline: Math.max(...pipeline.map((r) => r.peakRssMb)),
    },
    pixel_handoff_ms_per_photo: Number(handoffMs.toFixed(2)),
    // Of the bare time per photo (both cores busy): the copy runs on the main thread.
    pixel_handoff_share: Number((handoffMs / (1000 / bareRate)).toFixed(4)),
    ratio: Number((pipelineRate / bareRate).toFixed(3)),
    target: { ratio_min: 0.85 },
  }),
);

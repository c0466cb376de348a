import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { createCatalogue, openBenchDeps } from '../lib/catalogue-fixture';
import { cpuSeconds, peakRssMb, startServerProcess } from '../lib/server-process';

/**
 * Issue 29, "works for 3,000 12 MP photos": a sports day's folder — `BENCH_PHOTOS` (3,000)
 * generated 12 MP JPEGs from two camera bodies, capture times across six programme slots and
 * the gaps between them, the second camera's clock 10 minutes slow — uploaded file by file
 * through the studio's resumable upload into the event's tray, each placed at ingest by its
 * EXIF capture time after one reference photo set the slow camera's clock. Reports sorting
 * accuracy (against the slot each photo was really taken in), upload throughput and the
 * server's peak memory (VmHWM), and this process's (the uploader holds one chunk per upload
 * in flight, as the studio's queue holds one `File` slice).
 *
 * The server runs as `APP_ROLE=api` by default: placement happens in the upload request and
 * derivatives are bench/ingest's subject. `BENCH_DERIVE=1` runs the workers too.
 * Baseline (same run): the same bytes PATCHed into uploads of a plain sub-category, where
 * nothing is placed.
 */
const COUNT = Number(process.env.BENCH_PHOTOS ?? 3000);
const IN_FLIGHT = Number(process.env.BENCH_UPLOADS ?? 2);
const DERIVE = process.env.BENCH_DERIVE === '1';
const OPERATOR_KEY = 'bench-operator-key-0123456789abcdef';
const CHUNK = 8 * 1024 * 1024;

const SLOTS = [
  ['09:00', '09:20', '年少 かけっこ'],
  ['09:20', '09:45', '年中 ダンス'],
  ['10:00', '10:30', '年長 リレー'],
  ['10:30', '11:00', '玉入れ'],
  ['11:10', '11:40', '親子競技'],
  ['11:40', '12:00', '閉会式'],
] as const;
const minuteOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));
/** Capture times run from 08:50 to 12:10, so some fall in the gaps and before and after. */
const FIRST_SECOND = minuteOf('08:50') * 60;
const LAST_SECOND = minuteOf('12:10') * 60;
const SLOW_SECONDS = 600;

const CAMERAS = [
  { make: 'Canon', model: 'EOS R6', serial: '0001', slow: 0 },
  { make: 'Nikon', model: 'Z 6II', serial: '7777', slow: SLOW_SECONDS },
];
const STAMP = '2026:10:10 00:00:00';

/** One 12 MP JPEG per camera body (noise: realistic size and decode cost), EXIF written by sharp. */
async function templates() {
  const noise = await sharp({
    create: {
      width: 1000,
      height: 750,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .png()
    .toBuffer();
  return Promise.all(
    CAMERAS.map(async (camera, i) => {
      const body = await sharp({
        create: { width: 4000, height: 3000, channels: 3, background: { r: 60 + i * 90, g: 140, b: 90 } },
      })
        .composite([{ input: noise, tile: true, blend: 'overlay' }])
        .jpeg({ quality: 85 })
        .withExif({
          IFD0: { Make: camera.make, Model: camera.model },
          IFD2: { DateTimeOriginal: STAMP, BodySerialNumber: camera.serial },
        })
        .toBuffer();
      const at = body.indexOf(Buffer.from(STAMP, 'latin1'));
      if (at < 0) throw new Error('no DateTimeOriginal in the template');
      return { body, at };
    }),
  );
}

const clock = (second: number) => {
  const s = ((second % 86_400) + 86_400) % 86_400;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor(s / 60) % 60)}:${pad(s % 60)}`;
};

/** The i-th photo: its real capture second, camera and bytes (its camera's clock in EXIF). */
function photo(i: number, made: { body: Buffer; at: number }[]) {
  const cameraIndex = i % 2;
  const real = FIRST_SECOND + Math.floor(((LAST_SECOND - FIRST_SECOND) * i) / COUNT);
  const written = real - CAMERAS[cameraIndex]!.slow;
  const template = made[cameraIndex]!;
  const body = Buffer.from(template.body);
  body.write(`2026:10:10 ${clock(written)}`, template.at, 'latin1');
  return { real, cameraIndex, body, name: `DSC_${String(i).padStart(5, '0')}.jpg` };
}

async function uploadOne(base: string, categoryId: number, eventId: number, name: string, body: Buffer) {
  const headers = { 'x-operator-key': OPERATOR_KEY };
  const created = await fetch(`${base}/api/admin/uploads`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ category_id: categoryId, event_id: eventId, file_name: name, size: body.length }),
  });
  if (created.status !== 201) throw new Error(`create ${created.status} ${await created.text()}`);
  const { upload_id } = (await created.json()) as { upload_id: string };
  let answer: { photo_id?: number; category_id?: number } = {};
  for (let offset = 0; offset < body.length; offset += CHUNK) {
    const chunk = body.subarray(offset, Math.min(body.length, offset + CHUNK));
    const res = await fetch(`${base}/api/admin/uploads/${upload_id}`, {
      method: 'PATCH',
      headers: {
        ...headers,
        'content-type': 'application/offset+octet-stream',
        'upload-offset': String(offset),
      },
      body: chunk,
    });
    if (res.status !== 200) throw new Error(`patch ${res.status} ${await res.text()}`);
    answer = (await res.json()) as typeof answer;
  }
  return answer as { photo_id: number; category_id: number };
}

const say = (what: string) => process.stderr.write(`${new Date().toISOString()} ${what}\n`);

async function run(sorting: boolean) {
  say(`${sorting ? 'ours' : 'baseline'}: making the two 12 MP templates`);
  const made = await templates();
  say('starting the server');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'omoide-bench-programme-'));
  const setup = await openBenchDeps(dataDir, { OPERATOR_API_KEY: OPERATOR_KEY });
  const { eventId, categoryId: plainCategory } = await createCatalogue(setup, 0);
  await setup.database.close();
  const server = await startServerProcess('bench/lib/omoide-server.ts', {
    BENCH_DATA_DIR: dataDir,
    OPERATOR_API_KEY: OPERATOR_KEY,
    APP_ROLE: DERIVE ? 'all' : 'api',
    FACE_INDEXING: 'false',
  });
  const base = `http://127.0.0.1:${server.port}`;
  try {
    const programme = await fetch(`${base}/api/studio/events/${eventId}/programme`, {
      method: 'PUT',
      headers: { 'x-operator-key': OPERATOR_KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ text: SLOTS.map((s) => s.join('\t')).join('\n') }),
    });
    const plan = (await programme.json()) as {
      slots: { start: string; end: string; category_id: number }[];
      tray_category_id: number;
    };
    const into = sorting ? plan.tray_category_id : plainCategory;
    const expected = (real: number) => {
      const minute = Math.floor(real / 60);
      const slot = plan.slots.find((s) => minute >= minuteOf(s.start) && minute < minuteOf(s.end));
      return slot ? slot.category_id : plan.tray_category_id;
    };
    // The reference photo: the slow camera's first shot, "taken at" its real time.
    let first = 0;
    if (sorting) {
      const ref = photo(1, made);
      const placed = await uploadOne(base, into, eventId, ref.name, ref.body);
      const set = await fetch(`${base}/api/studio/photos/${placed.photo_id}/clock_reference`, {
        method: 'POST',
        headers: { 'x-operator-key': OPERATOR_KEY, 'content-type': 'application/json' },
        body: JSON.stringify({ taken_at: clock(ref.real) }),
      });
      if (set.status !== 200) throw new Error(`clock reference ${set.status} ${await set.text()}`);
      first = 2;
    }
    say(`uploading ${COUNT - first} photos`);
    const serverCpuBefore = cpuSeconds(server.pid);
    const started = performance.now();
    let next = first;
    let correct = 0;
    let tray = 0;
    let expectedTray = 0;
    let bytes = 0;
    const perSlot = new Map<number, number>();
    await Promise.all(
      Array.from({ length: IN_FLIGHT }, async () => {
        while (next < COUNT) {
          const shot = photo(next++, made);
          bytes += shot.body.length;
          const placed = await uploadOne(base, into, eventId, shot.name, shot.body);
          if (!sorting) continue;
          const want = expected(shot.real);
          if (placed.category_id === want) correct++;
          if (placed.category_id === plan.tray_category_id) tray++;
          if (want === plan.tray_category_id) expectedTray++;
          perSlot.set(placed.category_id, (perSlot.get(placed.category_id) ?? 0) + 1);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const uploaded = COUNT - first;
    return {
      photos: uploaded,
      seconds: Number(seconds.toFixed(1)),
      photos_per_sec: Number((uploaded / seconds).toFixed(2)),
      mib_per_sec: Number((bytes / 1024 / 1024 / seconds).toFixed(1)),
      accuracy: sorting ? Number((correct / uploaded).toFixed(4)) : null,
      correct,
      in_tray: tray,
      expected_in_tray: expectedTray,
      per_category: Object.fromEntries(perSlot),
      server_peak_rss_mb: peakRssMb(server.pid),
      server_cpu_seconds: Number((cpuSeconds(server.pid) - serverCpuBefore).toFixed(1)),
    };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const baseline = await run(false);
const ours = await run(true);
console.log(
  JSON.stringify({
    bench: 'programme-sort',
    photos: COUNT,
    megapixels: 12,
    cameras: CAMERAS.length,
    slots: SLOTS.length,
    uploads_in_flight: IN_FLIGHT,
    derivatives: DERIVE,
    ours,
    baseline,
    uploader_peak_rss_mb: peakRssMb(process.pid),
    ratio: Number((ours.photos_per_sec / baseline.photos_per_sec).toFixed(3)),
  }),
);
// The setup's services (opened in-process to make the catalogue) leave timers behind; the
// figures are out, so the bench ends here as face-index's and photo-flags' do.
process.exit(0);

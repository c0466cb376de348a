import '../supported-node';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { OPERATOR_API_KEY_HEADER } from '@omoide/contract';
import { MultiBar, Presets } from 'cli-progress';
import { loadConfig } from '../config';
import { resolveOperatorKey } from '../platform/auth/token-service';
import { liveOwner } from '../platform/data-dir/data-dir-lock';
import { postFiles, quoteName } from './multipart-upload';

/**
 * `npm run import -- --event 1 --category 3 ./photos`: uploads a folder of photos and movies
 * (MP4, MOV) into a category of a running Omoide (embedded or remote) through the operator API, with progress
 * bars for uploading and processing. Running it again skips files already in the category,
 * so an interrupted import continues where it stopped.
 */
const USAGE =
  'usage: npm run import -- --event <event id> --category <category id> [--url URL] [--api-key KEY] <folder>';
// Which files of the folder to send; the server tells photos and movies apart by their bytes.
const IMAGE = /\.(jpe?g|png|webp|heic|heif|tiff?|mp4|m4v|mov)$/i;
const BATCH_FILES = 8;

const { values, positionals } = parseArgs({
  options: {
    event: { type: 'string' },
    category: { type: 'string' },
    url: { type: 'string' },
    'api-key': { type: 'string' },
    key: { type: 'string' },
  },
  allowPositionals: true,
});
const eventId = Number(values.event);
const categoryId = Number(values.category);
const folder = positionals[0];
if (!Number.isInteger(eventId) || !Number.isInteger(categoryId) || !folder) {
  console.error(USAGE);
  process.exit(2);
}
const config = loadConfig();
// The server that owns DATA_DIR wrote its address into the folder's lock (any PORT).
const baseUrl = values.url ?? liveOwner(config.dataDir)?.address ?? `http://localhost:${config.port}`;
// A personal API key from the studio (docs/decisions/016); without one, the embedded mode's
// bootstrap key of this machine's data folder (`--key` names another).
const apiKey = values['api-key'] ?? process.env.OMOIDE_API_KEY;
const headers: Record<string, string> = apiKey
  ? { [OPERATOR_API_KEY_HEADER]: apiKey, 'x-language': 'en-US' }
  : {
      'x-operator-key': values.key ?? config.operatorApiKey ?? resolveOperatorKey(config.dataDir),
      'x-language': 'en-US',
    };

/**
 * Progress on stderr: bars in a terminal; in a log or pipe (CI, `| tee`), a plain line each
 * time a count moves, since redrawn bars would print as garbage there.
 */
function progressBars() {
  if (process.stderr.isTTY) {
    const multi = new MultiBar(
      { format: ' {task} [{bar}] {value}/{total} {note}', hideCursor: true },
      Presets.shades_classic,
    );
    return {
      create(total: number, task: string) {
        const bar = multi.create(total, 0, { task, note: '' });
        return { update: (value: number, note: string) => bar.update(value, { note }) };
      },
      stop: () => multi.stop(),
    };
  }
  return {
    create(total: number, task: string) {
      let last = -1;
      return {
        update(value: number, note: string) {
          if (value === last) return;
          last = value;
          process.stderr.write(`${task.trim()} ${value}/${total}${note ? ` (${note})` : ''}\n`);
        },
      };
    },
    stop: () => {},
  };
}

type PhotoState = {
  id: number;
  category_id: number;
  file_name: string | null;
  status: string;
  failure_reason: string | null;
};

async function states(): Promise<PhotoState[]> {
  const res = await fetch(`${baseUrl}/api/admin/events/${eventId}/photos`, { headers });
  if (!res.ok) throw new Error(`cannot read the event's photos: HTTP ${res.status} ${await res.text()}`);
  return ((await res.json()) as { photos: PhotoState[] }).photos;
}

const files = readdirSync(folder)
  .filter((name) => IMAGE.test(name) && statSync(path.join(folder, name)).isFile())
  .sort();
const already = new Set(
  (await states())
    .filter((p) => p.category_id === categoryId && p.status !== 'failed')
    .map((p) => p.file_name),
);
// The server keeps names as sent, with quotes and line breaks escaped the way forms send them.
const todo = files.filter((name) => !already.has(quoteName(name)));
console.log(
  `${files.length} photos in ${folder}; ${files.length - todo.length} already imported; ${todo.length} to upload`,
);

const bars = progressBars();
const uploadBar = bars.create(todo.length, 'upload ');
const failures: string[] = [];
const accepted: number[] = [];
for (let i = 0; i < todo.length; i += BATCH_FILES) {
  const batch = todo.slice(i, i + BATCH_FILES).map((name) => ({ path: path.join(folder, name), name }));
  const res = await postFiles(
    `${baseUrl}/api/admin/categories/${categoryId}/photos?event_id=${eventId}`,
    headers,
    'files',
    batch,
  );
  if (res.status !== 200) {
    bars.stop();
    console.error(`upload failed: HTTP ${res.status} ${res.body}`);
    process.exit(1);
  }
  const { results } = JSON.parse(res.body) as {
    results: { file_name: string; ok: boolean; id?: number; display_message?: string }[];
  };
  for (const r of results) {
    if (r.ok) accepted.push(r.id!);
    else failures.push(`${r.file_name}: ${r.display_message}`);
  }
  uploadBar.update(
    Math.min(todo.length, i + BATCH_FILES),
    failures.length ? `${failures.length} refused` : '',
  );
}

const processBar = bars.create(accepted.length, 'process');
const mine = new Set(accepted);
let ready = 0;
for (;;) {
  const current = (await states()).filter((p) => mine.has(p.id));
  const failed = current.filter((p) => p.status === 'failed');
  ready = current.filter((p) => p.status === 'ready').length;
  processBar.update(ready + failed.length, failed.length ? `${failed.length} failed` : '');
  if (ready + failed.length === accepted.length) {
    for (const p of failed) failures.push(`${p.file_name}: ${p.failure_reason}`);
    break;
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
}
bars.stop();
console.log(`imported ${ready} photos`);
if (failures.length) {
  console.log(`${failures.length} not imported:`);
  for (const f of failures) console.log(`  ${f}`);
  process.exitCode = 1;
}

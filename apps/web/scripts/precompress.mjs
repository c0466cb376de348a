// Runs after `vite build` (and the service worker's generation): writes a brotli (`.br`) and a
// gzip (`.gz`) copy beside every text file of dist, at the strongest settings, once per build.
// The server picks one by the request's Accept-Encoding (apps/api/src/platform/web-app.ts), so
// no request pays for compression and a phone on a slow network gets a third of the bytes.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.webmanifest', '.txt']);
// Below this a compressed copy saves less than a packet's worth and costs a file.
const MIN_BYTES = 512;
/** The file a finished build ends with (scripts/web-build.mjs reads it). */
export const BUILD_COMPLETE_STAMP = '.build-complete';

async function* textFiles(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    // `.vite/` holds the build manifest: read by tools, never served.
    if (entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* textFiles(full);
    else if (COMPRESSIBLE.has(path.extname(entry.name))) yield full;
  }
}

async function compressOne(file) {
  const body = await readFile(file);
  if (body.length < MIN_BYTES) return { raw: body.length, br: body.length, gz: body.length };
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  // A copy that is not smaller would only cost the client a decode.
  if (br.length < body.length) await writeFile(`${file}.br`, br);
  if (gz.length < body.length) await writeFile(`${file}.gz`, gz);
  return { raw: body.length, br: Math.min(br.length, body.length), gz: Math.min(gz.length, body.length) };
}

export async function precompress(distDir) {
  if (!(await stat(distDir).catch(() => null))?.isDirectory()) throw new Error(`no build at ${distDir}`);
  const totals = { files: 0, raw: 0, br: 0, gz: 0 };
  const pending = [];
  for await (const file of textFiles(distDir)) pending.push(file);
  // Two at a time: the build machine may be a small one.
  for (let i = 0; i < pending.length; i += 2) {
    for (const sizes of await Promise.all(pending.slice(i, i + 2).map(compressOne))) {
      totals.files += 1;
      totals.raw += sizes.raw;
      totals.br += sizes.br;
      totals.gz += sizes.gz;
    }
  }
  return totals;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const distDir = path.resolve(import.meta.dirname, '..', 'dist');
  const totals = await precompress(distDir);
  // Written last: `npm start` rebuilds unless it finds this stamp newer than the sources, so
  // a build interrupted before its copies were made is never served as a finished one.
  await writeFile(path.join(distDir, BUILD_COMPLETE_STAMP), `${new Date().toISOString()}\n`);
  const kb = (n) => `${Math.round(n / 1024)} KiB`;
  console.log(
    `precompressed ${totals.files} files: ${kb(totals.raw)} → brotli ${kb(totals.br)}, gzip ${kb(totals.gz)}`,
  );
}

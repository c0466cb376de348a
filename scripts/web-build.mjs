import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { BUILD_COMPLETE_STAMP } from '../apps/web/scripts/precompress.mjs';

const root = path.resolve(import.meta.dirname, '..');
const webDir = path.join(root, 'apps/web');
// Not index.html: vite writes it before the compressed copies, so an interrupted build would look done.
const builtStamp = path.join(webDir, 'dist', BUILD_COMPLETE_STAMP);
// What the web bundle is made of: a change in any of these makes the build stale.
const inputs = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/build',
  'apps/web/scripts',
  'apps/web/package.json',
  'packages/contract/src',
];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** Builds the web app when it has never been built or its sources changed since. */
export function ensureWebBuilt({ log = console.log } = {}) {
  const builtAt = existsSync(builtStamp) ? statSync(builtStamp).mtimeMs : 0;
  const changedAt = Math.max(...inputs.map((p) => newestMtime(path.join(root, p))));
  if (builtAt >= changedAt) return false;
  log(builtAt ? 'Web app sources changed: rebuilding…' : 'Building the web app (first start)…');
  const result = spawnSync('npm', ['run', 'build', '-w', '@omoide/web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('web build failed');
  return true;
}

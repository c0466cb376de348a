import '../supported-node';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { RestoreError, restoreBackup } from '../platform/data-dir/backup-archive';
import { isOperatorError } from './cli-errors';

/**
 * `npm run restore -- <archive> [--data-dir DIR]`: brings a backup back into an empty data
 * folder (DATA_DIR by default), checking every file's sha256 against the archive's manifest.
 */
const { values, positionals } = parseArgs({
  options: { 'data-dir': { type: 'string' } },
  allowPositionals: true,
});
const archive = positionals[0];
if (!archive) {
  console.error('usage: npm run restore -- <backup.tar.gz> [--data-dir DIR]');
  process.exit(2);
}
const dataDir = values['data-dir'] ? path.resolve(values['data-dir']) : loadConfig().dataDir;
const started = Date.now();
try {
  await restoreBackup(path.resolve(archive), dataDir, (message) => console.error(`restore: ${message}`));
  console.error(`restore: done into ${dataDir} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  console.error('restore: start it with DATA_DIR pointing there (npm start).');
} catch (error) {
  if (!(error instanceof RestoreError) && !isOperatorError(error)) throw error;
  console.error(error.message);
  process.exit(1);
}

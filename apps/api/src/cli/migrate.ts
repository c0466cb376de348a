import '../supported-node';
import { openDataDir } from '../bootstrap';
import { loadConfig } from '../config';
import { databaseOptionsFromConfig, openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import { runOrExplain } from './cli-errors';

/** `npm run db:migrate`: applies pending migrations to the configured database and exits. */
const config = loadConfig();
// The embedded database belongs to one process: refuse while a server holds it.
const lock = runOrExplain(() => openDataDir(config, 'db:migrate'));
const database = await openDatabase(databaseOptionsFromConfig(config));
try {
  await runMigrations(database);
  console.log(`migrations applied (${database.kind})`);
} finally {
  await database.close();
  lock?.release();
}

import { loadConfig } from '../config';
import { databaseOptionsFromConfig, openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';

/** `npm run db:migrate`: applies pending migrations to the configured database and exits. */
const config = loadConfig();
const database = await openDatabase(databaseOptionsFromConfig(config));
try {
  await runMigrations(database);
  console.log(`migrations applied (${database.kind})`);
} finally {
  await database.close();
}

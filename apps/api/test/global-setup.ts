import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { registerJobs } from '../src/bootstrap';
import { type DatabaseHandle, openDatabase } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { createPaymentGateways } from '../src/modules/payment-providers/provider-registry';
import { adminQuery, databaseUrl, uniqueDatabaseName } from './db-template';
import { testDeps } from './test-deps';

/**
 * The app's job queues as a test app opens them (same names, same settings), made once in the
 * template: each file's copy then starts with them current, and its app's `open` only reads
 * them instead of creating and updating each (issue 26).
 */
async function createAppQueues(handle: DatabaseHandle): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'omoide-template-jobs-'));
  const payments = createPaymentGateways({ sandboxBaseUrl: 'http://sandbox.test/sandbox' });
  const deps = testDeps(handle, dataDir, payments);
  try {
    registerJobs(deps);
    await deps.jobs.open();
  } finally {
    await deps.jobs.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Migrates one template database per run (with the app's job queues), then every test file gets its own copy
 * (DESIGN §11): PGlite's data dir is dumped and loaded per file; on PostgreSQL
 * (`TEST_DATABASE_URL`) each file creates a database from the template.
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const templateName = uniqueDatabaseName('omoide_template');
    await adminQuery(adminUrl, `CREATE DATABASE ${templateName}`);
    const handle = await openDatabase({
      kind: 'postgres',
      url: databaseUrl(adminUrl, templateName),
      poolSize: 2,
    });
    await runMigrations(handle);
    await createAppQueues(handle);
    await handle.close();
    project.provide('dbTemplate', { kind: 'postgres', adminUrl, templateName });
    return async () => {
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${templateName} WITH (FORCE)`);
    };
  }
  const handle = await openDatabase({ kind: 'pglite' });
  await runMigrations(handle);
  await createAppQueues(handle);
  const dump = await handle.pglite!.dumpDataDir('none');
  await handle.close();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'omoide-db-template-'));
  const dumpFile = path.join(dir, 'template.tar');
  writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()));
  project.provide('dbTemplate', { kind: 'pglite', dumpFile });
  return () => rmSync(dir, { recursive: true, force: true });
}

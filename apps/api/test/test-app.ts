import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TokenKind } from '@omoide/contract';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import type { AppDeps } from '../src/app-deps';
import { registerJobs } from '../src/bootstrap';
import { loadConfig } from '../src/config';
import { type DatabaseHandle, openDatabase } from '../src/db/client';
import { LazyFaceEngine } from '../src/modules/faces/engine/lazy-engine';
import { TokenService } from '../src/platform/auth/token-service';
import { JobQueue } from '../src/platform/jobs/job-queue';
import { createMailer } from '../src/platform/mail/mailer';
import { LocalStorage } from '../src/platform/storage/local-storage';
import { adminQuery, databaseUrl, uniqueDatabaseName } from './db-template';

export type TestApp = {
  app: FastifyInstance;
  deps: AppDeps;
  /** Mints a real signed token of a kind (the test token issuer of the foundation issue). */
  tokenFor(kind: TokenKind, subject?: string): Promise<string>;
  close(): Promise<void>;
};

/** A fresh, migrated database of this run's kind (PGlite or PostgreSQL) for one test file. */
export async function openTestDatabase(): Promise<{ handle: DatabaseHandle; drop(): Promise<void> }> {
  const template = inject('dbTemplate');
  if (template.kind === 'pglite') {
    const dump = new Blob([readFileSync(template.dumpFile)]);
    const handle = await openDatabase({ kind: 'pglite', loadDataDir: dump });
    return { handle, drop: () => handle.close() };
  }
  const name = uniqueDatabaseName('omoide_test');
  await adminQuery(template.adminUrl, `CREATE DATABASE ${name} TEMPLATE ${template.templateName}`);
  const handle = await openDatabase({
    kind: 'postgres',
    url: databaseUrl(template.adminUrl, name),
    poolSize: 4,
  });
  return {
    handle,
    drop: async () => {
      await handle.close();
      await adminQuery(template.adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

export type TestAppOptions = {
  env?: Record<string, string>;
  /** Registers extra routes before the app is ready (to exercise platform behaviour). */
  extend?: (app: FastifyInstance) => void | Promise<void>;
  serveWeb?: boolean;
};

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const env = options.env ?? {};
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'omoide-test-'));
  // Face indexing is a per-test choice (it loads the models): off unless a test asks for it.
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    FACE_INDEXING: 'false',
    ...env,
  });
  const { handle, drop } = await openTestDatabase();
  const tokens = new TokenService('test-secret-that-is-long-enough-for-hs256!');
  const deps: AppDeps = {
    config,
    database: handle,
    db: handle.db,
    tokens,
    storage: new LocalStorage(path.join(dataDir, 'storage')),
    mailer: createMailer({ from: config.mailFrom, db: handle.db }),
    jobs: new JobQueue(
      handle.db,
      { error: () => {}, warn: () => {}, info: () => {} },
      { retryDelayMs: () => 0 },
    ),
    faces: new LazyFaceEngine(config.faces.workers),
  };
  registerJobs(deps);
  const app = await buildApp(deps, { serveWeb: options.serveWeb ?? false });
  await options.extend?.(app);
  await app.ready();
  return {
    app,
    deps,
    tokenFor: async (kind, subject = '1') => (await tokens.issue({ kind, subject })).token,
    close: async () => {
      await deps.jobs.stop();
      await app.close();
      await deps.faces.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

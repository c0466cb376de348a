import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TokenKind } from '@omoide/contract';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import type { AppDeps } from '../src/app-deps';
import { registerJobs } from '../src/bootstrap';
import { type DatabaseHandle, openDatabase } from '../src/db/client';
import { startSession } from '../src/modules/auth/auth.service';
import type { PaymentGateways } from '../src/modules/payment-providers/payment-providers';
import { createPaymentGateways } from '../src/modules/payment-providers/provider-registry';
import { adminQuery, databaseUrl, uniqueDatabaseName } from './db-template';
import { TEST_JWT_SECRET, testDeps } from './test-deps';

export { TEST_JWT_SECRET };

export type TestApp = {
  app: FastifyInstance;
  deps: AppDeps;
  /**
   * A real signed token of a kind, of a real session (the auth guard checks it is live):
   * the test token issuer of the foundation issue. `scope` makes an order pass.
   */
  tokenFor(kind: TokenKind, subject?: string, scope?: Record<string, unknown>): Promise<string>;
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
  /** Payment gateways other than the app's own mounted sandbox (e.g. one that is down). */
  payments?: PaymentGateways;
};

/**
 * `fetch` answered by the app itself through `inject`: the API's sandbox card gateway then
 * reaches the sandbox mounted in the same app (as in the embedded mode) without a port.
 */
function injectFetch(target: () => FastifyInstance): typeof fetch {
  return (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const res = await target().inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: url.pathname + url.search,
      headers: { host: url.host, ...Object.fromEntries(new Headers(init?.headers)) },
      payload: typeof init?.body === 'string' ? init.body : undefined,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const empty = res.statusCode === 204 || res.statusCode === 304;
    return new Response(empty ? null : res.rawPayload, { status: res.statusCode, headers });
  }) as typeof fetch;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const env = options.env ?? {};
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'omoide-test-'));
  const { handle, drop } = await openTestDatabase();
  const payments =
    options.payments ??
    createPaymentGateways({ sandboxBaseUrl: 'http://sandbox.test/sandbox', fetch: injectFetch(() => app) });
  const deps = testDeps(handle, dataDir, payments, env);
  const { tokens } = deps;
  registerJobs(deps);
  await deps.jobs.open();
  const app = await buildApp(deps, { serveWeb: options.serveWeb ?? false });
  await options.extend?.(app);
  await app.ready();
  return {
    app,
    deps,
    tokenFor: async (kind, subject = '1', scope) =>
      (await startSession({ db: handle.db, tokens }, { kind, id: subject, ...(scope ? { scope } : {}) }))
        .token,
    close: async () => {
      await deps.jobs.stop();
      await app.close();
      await deps.faces.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

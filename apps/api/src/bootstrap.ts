import path from 'node:path';
import pino from 'pino';
import type { AppDeps } from './app-deps';
import type { Config } from './config';
import { databaseOptionsFromConfig, openDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { LazyFaceEngine } from './modules/face-analysis/engine/lazy-engine';
import { queueFaceIndexing, registerFaceJobs } from './modules/faces/face-index.service';
import { registerFaceRetention } from './modules/faces/face-retention.service';
import { registerFaceRuleJob } from './modules/faces/face-rules.service';
import { createPaymentGateways } from './modules/payment-providers/provider-registry';
import { createOrderPayments } from './modules/payments/order-payments';
import { registerCvsExpiry } from './modules/payments/reconciler/cvs-expiry';
import { registerOrderSweep } from './modules/payments/reconciler/order-sweeper';
import { registerPaymentReconciler } from './modules/payments/reconciler/payment-reconciler';
import {
  notePhotoIndexed,
  registerPhotoAlerts,
  replanPhotoAlerts,
} from './modules/photo-alerts/photo-alerts.service';
import { registerMovieJobs } from './modules/photos/movies.service';
import { registerPhotoJobs } from './modules/photos/photos.service';
import { registerRerenderJob } from './modules/photos/watermark-rerender';
import { resolveJwtSecret, resolveOperatorKey, TokenService } from './platform/auth/token-service';
import { listenForCacheChanges } from './platform/cache-bus/cache-listener';
import { removeBackupLeftovers } from './platform/data-dir/backup-archive';
import { acquireDataDirLock, type DataDirLock } from './platform/data-dir/data-dir-lock';
import { checkDataDir } from './platform/data-dir/preflight';
import { mailOrigin } from './platform/http/site-origin';
import { JobQueue } from './platform/jobs/job-queue';
import { registerLimitSweep } from './platform/limits/limit-sweep';
import { createMailer } from './platform/mail/mailer';
import { LocalStorage } from './platform/storage/local-storage';
import { S3Storage } from './platform/storage/s3-storage';

/** Opens the database, brings its schema up to date and wires the services a process needs. */
export async function openDeps(config: Config, log = pino({ level: config.logLevel })): Promise<AppDeps> {
  // First: a payment provider name the registry does not know stops the start before anything opens.
  const payments = createPaymentGateways({
    providers: config.paymentProviders,
    sandboxBaseUrl: config.paymentSandboxUrl,
    // Browsers reach the sandbox on our own origin, whatever address they used: embedded
    // outside production, forwarded to the sandbox process in staging (sandbox-proxy.ts).
    browserSandboxBaseUrl: '/sandbox',
    sandboxDataDir: config.paymentSandboxDataDir,
    timeoutMs: config.paymentGatewayTimeoutMs,
  });
  const dataDirLock = openDataDir(config, 'server');
  if (!config.operatorApiKey && config.nodeEnv !== 'production') {
    // Embedded mode: operator calls (photo import) work out of the box with a key kept in
    // the data folder, where `npm run import` finds it.
    config = { ...config, operatorApiKey: resolveOperatorKey(config.dataDir) };
  }
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase(databaseOptionsFromConfig(config));
  } catch (error) {
    dataDirLock?.release();
    throw error;
  }
  if (dataDirLock) {
    // Whoever closes the database gives up the folder (tools that open it, then start a
    // server process on it, e.g. the benchmarks).
    const close = database.close;
    database.close = async () => {
      try {
        await close();
      } finally {
        dataDirLock.release();
      }
    };
  }
  try {
    await runMigrations(database);
  } catch (error) {
    await database.close();
    throw error;
  }
  if (database.kind === 'postgres' && config.databaseUrl) {
    // Other processes on this database clear their caches when this one changes what they hold.
    const listener = await listenForCacheChanges(database.db, config.databaseUrl, log);
    const close = database.close;
    database.close = async () => {
      await listener.close();
      await close();
    };
  }
  const tokens = new TokenService(resolveJwtSecret(config.jwtSecret, config.dataDir));
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, db: database.db });
  const deps: AppDeps = {
    config,
    database,
    db: database.db,
    tokens,
    storage: config.s3 ? new S3Storage(config.s3) : new LocalStorage(path.join(config.dataDir, 'storage')),
    mailer,
    jobs: new JobQueue(database, log, {
      runsJobs: config.role !== 'api',
      staleAfterMs: config.jobStaleAfterMs,
      soleProcess: database.kind === 'pglite',
    }),
    faces: new LazyFaceEngine(config.faces.workers),
    payments,
    orderPayments: createOrderPayments({ db: database.db, mailer, payments, tokens, config }),
    ...(dataDirLock ? { dataDirLock } : {}),
  };
  registerJobs(deps, log);
  try {
    await deps.jobs.open();
  } catch (error) {
    await database.close();
    throw error;
  }
  return deps;
}

/**
 * Checks the data folder (writable, disk not full) before anything is written, then, in
 * the embedded mode, takes its lock: PostgreSQL is shared by design, S3 needs no lock, but
 * PGlite and the local storage folder belong to one process.
 */
export function openDataDir(
  config: Pick<Config, 'dataDir' | 'databaseUrl' | 'minFreeDiskMb'>,
  command: string,
): DataDirLock | undefined {
  checkDataDir(config.dataDir, config.minFreeDiskMb);
  if (config.databaseUrl) return undefined;
  const lock = acquireDataDirLock(config.dataDir, command);
  removeBackupLeftovers(config.dataDir);
  return lock;
}

/** Every queue's handler, in every process: a worker process runs them, any process may drain. */
export function registerJobs(deps: AppDeps, log = pino({ level: deps.config.logLevel })): void {
  const { faces } = deps.config;
  registerPhotoJobs(
    deps,
    deps.config.workerConcurrency,
    faces.indexing ? (photo) => queueFaceIndexing(deps, [photo]) : undefined,
  );
  registerMovieJobs(deps);
  registerRerenderJob(deps);
  // One photo more than engine threads: the next photo decodes while the threads detect.
  registerFaceJobs(deps, faces.workers + 1, (photo) =>
    notePhotoIndexed(deps.db, photo.eventId, faces.alertDelaySeconds * 1000),
  );
  registerPhotoAlerts({
    ...deps,
    threshold: faces.matchThreshold,
    originOf: (recorded) => mailOrigin(deps.config, recorded),
    delayMs: faces.alertDelaySeconds * 1000,
  });
  // A new face rule re-decides stored matches; the photo alerts then run the event again.
  registerFaceRuleJob({
    ...deps,
    threshold: faces.matchThreshold,
    replanEvent: (eventId) => replanPhotoAlerts(deps.db, eventId),
  });
  registerOrderSweep(deps, log);
  registerPaymentReconciler(deps, log);
  registerCvsExpiry(deps, log);
  registerLimitSweep(deps);
  registerFaceRetention(deps, log);
}

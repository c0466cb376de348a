import './supported-node';
import type { AddressInfo } from 'node:net';
import closeWithGrace from 'close-with-grace';
import { buildApp, buildWorkerApp } from './app';
import { openDeps } from './bootstrap';
import { ConfigError, loadConfig } from './config';
import { STARTUP_LOCK_ID, withAdvisoryLock } from './db/migrate';
import { syncStandardFaq } from './modules/content/content.service';
import { queuePendingPhotos } from './modules/photos/photos.service';
import { scheduleUploadSweep } from './modules/photos/upload-temp';
import { DataDirLockedError } from './platform/data-dir/data-dir-lock';
import { DataDirUnusableError } from './platform/data-dir/preflight';
import { lockPublishedDemoAccounts } from './seed/demo-accounts-lock';
import { DEMO_OWNER, seedDemoOwnerIfMissing } from './seed/demo-owner';
import { DEMO_EVENT_CODES, DEMO_MEMBER, seedDemoIfEmpty } from './seed/demo-seed';
import { loadStandardFaq } from './seed/standard-faq';

/**
 * Process entry: config → database (migrated) → demo seed → app → listen. APP_ROLE picks the
 * work (docs/decisions/026): `api` serves HTTP and runs no jobs or periodic tasks; `worker`
 * runs them and answers only /healthz and /readyz; `all` (npm start) does both in one process.
 */
async function main() {
  const config = loadConfig();
  const pretty = process.stdout.isTTY && config.nodeEnv !== 'production';
  const logger = {
    level: config.logLevel,
    ...(pretty ? { transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname' } } } : {}),
  };
  const deps = await openDeps(config);
  const app =
    config.role === 'worker'
      ? await buildWorkerApp(deps, { logger })
      : await buildApp(deps, { logger, serveWeb: true });

  if (config.nodeEnv === 'production' && !config.publicUrl) {
    // Browsers are fine without it; mails are not (decision 026): an invitation's link would
    // follow the Host of the request that sent it, a photo alert's would be this machine's.
    app.log.warn(
      `PUBLIC_URL is not set: mails link to the address each request came by, photo alerts to ${config.localUrl}`,
    );
  }
  // Processes starting together on one PostgreSQL do this upkeep one after the other.
  await withAdvisoryLock(deps.database, STARTUP_LOCK_ID, async () => {
    // The product's FAQ on every installation, new or old, demo or not (decision 015).
    const faq = await syncStandardFaq(deps.db, loadStandardFaq());
    if (faq.inserted + faq.updated + faq.removed > 0) app.log.info(faq, 'standard FAQ brought up to date');
    if (config.seedDemo) {
      const result = await seedDemoIfEmpty(deps.db, deps.storage);
      if (result.seeded) app.log.info({ photos: result.photos }, 'demo data seeded');
      if (await seedDemoOwnerIfMissing(deps.db)) app.log.info('demo studio owner added');
    } else if (config.nodeEnv === 'production') {
      const locked = await lockPublishedDemoAccounts(deps.db);
      if (locked.length > 0) app.log.warn({ locked }, 'demo accounts with published passwords locked');
    }
  });
  // Whatever a crash or an abandoned resumable upload left in DATA_DIR/uploads.
  const stopUploadSweep =
    config.role === 'worker'
      ? () => {}
      : scheduleUploadSweep({ db: deps.db, dataDir: config.dataDir }, app.log);
  if (config.role !== 'api') {
    // Photos left pending (the seed's, or a crash between upload and queueing) get their job.
    const queued = await queuePendingPhotos(deps);
    if (queued) app.log.info({ queued }, 'queued pending photos');
    await deps.jobs.start();
  }

  closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    stopUploadSweep();
    await deps.jobs.stop();
    await app.close();
    await deps.faces.close();
    await deps.database.close();
    deps.dataDirLock?.release();
  });

  await app.listen({ port: config.port, host: config.host });
  deps.dataDirLock?.setAddress(listeningUrl(app.server.address(), config.host));
  if (config.role === 'worker') {
    // One line a supervisor (or a test) reads: the worker is up and where its health answers.
    console.log(`Omoide worker running (health: ${listeningUrl(app.server.address(), config.host)}/healthz)`);
    return;
  }
  const { sportsDay, graduation } = DEMO_EVENT_CODES;
  const shownUrl = config.publicUrl ?? config.localUrl;
  console.log(
    [
      '',
      `  Omoide is running: ${shownUrl}`,
      `  Database: ${deps.database.kind === 'pglite' ? `embedded (${config.dataDir}/db)` : 'PostgreSQL'}`,
      ...(config.seedDemo
        ? [
            `  Demo member: ${DEMO_MEMBER.email} / ${DEMO_MEMBER.password}`,
            `  Studio owner: ${DEMO_OWNER.email} / ${DEMO_OWNER.password} (${shownUrl}/studio)`,
            `  Demo event codes: ${sportsDay.event_code1} ${sportsDay.event_code2} (sports day), ${graduation.event_code1} ${graduation.event_code2} (graduation)`,
          ]
        : []),
      ...(config.apiDocs ? [`  API reference: ${shownUrl}/api/docs`] : []),
      '',
    ].join('\n'),
  );
}

/** Where this process answers on this machine (`PORT=0` picks a free port). */
function listeningUrl(address: string | AddressInfo | null, host: string): string {
  if (!address || typeof address === 'string') return address ?? '';
  const local = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : address.address;
  return `http://${local.includes(':') ? `[${local}]` : local}:${address.port}`;
}

main().catch((error) => {
  // Refusals the operator can act on print as a message, not a stack.
  if (
    error instanceof ConfigError ||
    error instanceof DataDirLockedError ||
    error instanceof DataDirUnusableError
  ) {
    console.error(error.message);
  } else console.error(error);
  process.exit(1);
});

import pg from 'pg';
import type { Logger } from 'pino';
import type { Database } from '../../db/client';
import { clearLocally, parseAnnouncement, shareCacheChanges } from './cache-bus';
import { CACHE_CHANNEL } from './cache-notify.repo';

const RETRY_MIN_MS = 500;
const RETRY_MAX_MS = 30_000;

/**
 * One process's ear on the shared database: a dedicated connection (a pooled one would
 * lose its LISTEN when handed back) that turns the other processes' announcements into
 * local clears. After a lost connection it reconnects with a growing pause and clears every
 * cache once back, since what was announced meanwhile is unknown.
 */
export async function listenForCacheChanges(
  db: Database,
  url: string,
  log: Pick<Logger, 'warn' | 'info'>,
): Promise<{ close(): Promise<void> }> {
  const origin = shareCacheChanges(db);
  let client: pg.Client | null = null;
  let closed = false;
  let retryMs = RETRY_MIN_MS;
  let retryTimer: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      const announcement = parseAnnouncement(message.payload);
      if (announcement && announcement.origin !== origin) {
        clearLocally(db, announcement.topic, announcement.key);
      }
    });
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${CACHE_CHANNEL}`);
    } catch (error) {
      next.end().catch(() => {});
      throw error;
    }
    client = next;
    retryMs = RETRY_MIN_MS;
  };

  const lost = (which: pg.Client) => {
    if (closed || client !== which) return;
    client = null;
    which.end().catch(() => {});
    log.warn({ retryMs }, 'cache listener: connection lost, reconnecting');
    retry();
  };

  const retry = () => {
    retryTimer = setTimeout(() => {
      connect()
        .then(() => {
          log.info('cache listener: reconnected; clearing every cache once');
          clearLocally(db, null, null);
        })
        .catch(() => {
          retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
          if (!closed) retry();
        });
    }, retryMs);
    retryTimer.unref();
  };

  await connect();
  return {
    close: async () => {
      closed = true;
      clearTimeout(retryTimer);
      await (client as pg.Client | null)?.end().catch(() => {});
      client = null;
    },
  };
}

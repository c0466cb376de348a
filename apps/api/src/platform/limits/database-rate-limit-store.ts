import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Database } from '../../db/client';
import { consumeAttempt } from './attempt-counters.repo';

type Incr = FastifyRateLimitStore['incr'];

/**
 * @fastify/rate-limit's store over `rate_limit_buckets` (docs/decisions/024), so the
 * per-address limits of `config.rateLimit` are shared by every process on the database.
 * Each route counts on its own (`child`), as the plugin's memory store did.
 */
export function databaseRateLimitStore(db: Database): FastifyRateLimitStoreCtor {
  class DatabaseStore implements FastifyRateLimitStore {
    // The plugin passes its options first; a route's child passes its scope too.
    constructor(
      _options?: unknown,
      private readonly scope = 'all',
    ) {}

    incr(key: string, callback: Parameters<Incr>[1], timeWindow?: number): void {
      consumeAttempt(db, `address:${this.scope}:${key}`, timeWindow ?? 60_000).then(
        (bucket) => callback(null, { current: bucket.count, ttl: bucket.ttlMs }),
        (error: Error) => callback(error, { current: 0, ttl: 0 }),
      );
    }

    child(routeOptions: { method?: unknown; url?: string; routeInfo?: { method?: unknown; url?: string } }) {
      const route = routeOptions.routeInfo ?? routeOptions;
      return new DatabaseStore(undefined, `${String(route.method ?? '')} ${route.url ?? ''}`.trim() || 'all');
    }
  }
  return DatabaseStore as unknown as FastifyRateLimitStoreCtor;
}

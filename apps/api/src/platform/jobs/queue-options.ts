import type { Queue } from 'pg-boss';
import type { JobSettings, Registration } from './job-types';

export const DEFAULT_MAX_ATTEMPTS = 3;
const RETRY_DELAY_MAX_SECONDS = 60;
/** A handler may run this long (a 2 GB movie): liveness is the heartbeat's business. */
const EXPIRE_SECONDS = 4 * 3600;

/** Where a job goes after its last attempt, for operators to read or redrive. */
export const deadLetterQueueOf = (queue: string) => `${queue}.dead`;

/**
 * A queue's pg-boss settings: a recurring queue (`stately`, no retry) or a one-off job queue
 * (`exclusive` per key, retries with back-off, a dead-letter queue). `registration` is
 * undefined for a queue sent to without a handler in this process.
 */
export function queueOptionsOf(
  registration: Registration | undefined,
  settings: Pick<JobSettings, 'staleAfterMs' | 'retryDelaySeconds'>,
  queue: string,
): Omit<Queue, 'name'> {
  const heartbeatSeconds = Math.max(10, Math.ceil(settings.staleAfterMs / 1000));
  if (registration?.cron) {
    // A failed run is logged; the next one comes with the schedule.
    return {
      policy: 'stately',
      retryLimit: 0,
      expireInSeconds: EXPIRE_SECONDS,
      heartbeatSeconds,
      notify: true,
    };
  }
  const { retryDelaySeconds } = settings;
  return {
    policy: 'exclusive',
    retryLimit: DEFAULT_MAX_ATTEMPTS - 1,
    retryDelay: retryDelaySeconds,
    retryBackoff: retryDelaySeconds > 0,
    ...(retryDelaySeconds > 0 ? { retryDelayMax: RETRY_DELAY_MAX_SECONDS } : {}),
    expireInSeconds: EXPIRE_SECONDS,
    heartbeatSeconds,
    notify: true,
    deadLetter: deadLetterQueueOf(queue),
  };
}

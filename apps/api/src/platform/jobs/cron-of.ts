const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The cron expression (UTC) of "every `everyMs`" for the periods recurring work uses: whole
 * minutes dividing an hour, whole hours dividing a day, or one day (at 18:00 UTC, 03:00 in
 * Japan, when studios sleep). Anything else is a programming error, refused at start.
 */
export function cronOf(everyMs: number): string {
  if (everyMs === DAY) return '0 18 * * *';
  if (everyMs % HOUR === 0 && 24 % (everyMs / HOUR) === 0) return `0 */${everyMs / HOUR} * * *`;
  if (everyMs % MINUTE === 0 && 60 % (everyMs / MINUTE) === 0) {
    const minutes = everyMs / MINUTE;
    return minutes === 1 ? '* * * * *' : `*/${minutes} * * * *`;
  }
  throw new Error(`no cron expression for every ${everyMs} ms`);
}

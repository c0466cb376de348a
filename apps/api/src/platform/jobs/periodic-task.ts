/** The logger calls a periodic task needs (Fastify's logger has them). */
export type TaskLog = { error(obj: object, msg: string): void; info(obj: object, msg: string): void };

/**
 * Runs `task` now, then every `everyMs`, in this process; returns the stop function. For
 * housekeeping that may run in every process at once and be skipped by a restart (a purge,
 * a sweep): the timer never keeps the process alive, and a failure is logged, not thrown.
 * `task` resolves with a count of what it did, logged when not zero.
 */
export function schedulePeriodic(
  name: string,
  everyMs: number,
  task: () => Promise<number>,
  log: TaskLog,
): () => void {
  const run = () =>
    task()
      .then((count) => count && log.info({ count }, `${name} done`))
      .catch((err) => log.error({ err }, `${name} failed`));
  void run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

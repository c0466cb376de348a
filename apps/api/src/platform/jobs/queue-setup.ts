import type { PgBoss, Queue, QueueResult } from 'pg-boss';

export type QueueSpec = { name: string; options: Omit<Queue, 'name'> };

/**
 * Creates each queue (and its dead-letter queue) not there yet and brings an existing one to
 * this release's settings. The stored queues are read once first: a process starting on a
 * database whose queues are already current (every restart, every test file's copy of the
 * template) sends nothing more, where creating and updating a queue costs several locked
 * statements and a cache reload apiece. pg-boss's own start has cached every stored queue,
 * so a send in a transaction finds them without a read of its own.
 */
export async function ensureQueues(boss: PgBoss, specs: QueueSpec[]): Promise<void> {
  const names = specs.flatMap(({ name, options }) =>
    options.deadLetter ? [options.deadLetter, name] : [name],
  );
  const stored = new Map((await boss.getQueues(names)).map((queue) => [queue.name, queue]));
  for (const { name, options } of specs) {
    if (options.deadLetter && !stored.has(options.deadLetter)) await boss.createQueue(options.deadLetter);
    // An existing queue keeps its policy; the rest follows this release's settings. A queue
    // created just now is updated too: one created by another process at the same moment
    // (create does nothing then) still ends with these settings.
    const { policy: _policy, ...changeable } = options;
    const current = stored.get(name);
    if (!current) await boss.createQueue(name, options);
    if (!current || differs(current, changeable)) await boss.updateQueue(name, changeable);
  }
}

function differs(current: QueueResult, wanted: Record<string, unknown>): boolean {
  return Object.entries(wanted).some(([key, value]) => current[key as keyof QueueResult] !== value);
}

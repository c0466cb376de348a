/**
 * The steps of checkout where the fault harness kills the API (docs/decisions/007). A point
 * exists only under NODE_ENV=test: `FAULT_POINT=after_charge` makes the process die there,
 * at once and without cleanup (SIGKILL), as a crash or an out-of-memory kill would.
 */
export type FaultPoint =
  | 'before_charge'
  | 'after_charge'
  /** A wallet's payment session was opened at the provider, before the API recorded it. */
  | 'after_session'
  | 'before_commit'
  | 'after_commit';

export function faultPoint(name: FaultPoint): void {
  if (process.env.NODE_ENV !== 'test' || process.env.FAULT_POINT !== name) return;
  process.kill(process.pid, 'SIGKILL');
}

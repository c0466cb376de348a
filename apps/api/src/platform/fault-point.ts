/**
 * The steps where the fault harnesses kill the API or a worker: checkout
 * (docs/decisions/007) and the way of a photo from upload to face index (issue 25). A point
 * exists only under NODE_ENV=test: `FAULT_POINT=after_charge` makes the process die there,
 * at once and without cleanup (SIGKILL), as a crash or an out-of-memory kill would.
 */
export type FaultPoint =
  | 'before_charge'
  | 'after_charge'
  /** A wallet's payment session was opened at the provider, before the API recorded it. */
  | 'after_session'
  | 'before_commit'
  | 'after_commit'
  /** A resumable upload's chunk is on disk, its offset not yet recorded. */
  | 'upload_chunk_written'
  /** The last chunk is recorded (the file whole), the photo not yet made. */
  | 'upload_before_photo'
  /** A photo's derivatives are in storage, the photo not yet switched to them. */
  | 'derive_before_ready'
  /** A photo's faces are committed, its job not yet marked done. */
  | 'faces_after_write';

export function faultPoint(name: FaultPoint): void {
  if (process.env.NODE_ENV !== 'test' || process.env.FAULT_POINT !== name) return;
  process.kill(process.pid, 'SIGKILL');
}

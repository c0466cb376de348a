import type { ErrorResponse } from '@omoide/contract';
import { isApiError } from '@/shared/api/api-error';
import { inlineErrorBody } from '@/shared/errors/server-error';
import { UnreadableImageError } from './prepare-image';

/** What went wrong with a face image, as the add panel says it next to the photo. */
export type UploadFailure =
  | { kind: 'unreadable' }
  | { kind: 'tooLarge' }
  /** The server's own translated answer (FACE-NO-FACE, FACE-LIMIT, FACE-CONSENT-REQUIRED …). */
  | { kind: 'server'; body: ErrorResponse };

/**
 * A failure the guardian can act on (another photo, consent, a deletion) stays next to the
 * photo; null means the error modal's kind: no connection, a server fault, a lost sign-in.
 */
export function uploadFailureOf(error: unknown): UploadFailure | null {
  if (error instanceof UnreadableImageError) return { kind: 'unreadable' };
  const body = inlineErrorBody(error);
  if (body) return { kind: 'server', body };
  // A 413 may come from a proxy in front of the API, without the API's error body.
  if (isApiError(error) && error.status === 413) return { kind: 'tooLarge' };
  return null;
}

import type { ErrorResponse } from '@omoide/contract';

/**
 * Every failure of an API call. `status` is null when no response arrived (offline, DNS,
 * CORS); `body` is the server's `{ display_message, display_message_lang, display_code }`
 * when the answer carried one.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** A 401 after the session could not be refreshed: the sign-in is over, not just this call. */
  sessionEnded = false;

  constructor(
    readonly status: number | null,
    readonly body: ErrorResponse | null,
    readonly path: string,
    options?: { cause?: unknown },
  ) {
    super(
      status === null
        ? `Network error calling ${path}`
        : `API ${status} on ${path}${body ? `: ${body.display_code}` : ''}`,
      options,
    );
  }

  get isNetworkError(): boolean {
    return this.status === null;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Spec §8: a 404 on event info, a photo or a purchased event sets the result to empty (the page says "not found"). */
export async function emptyOn404<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

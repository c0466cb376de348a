import { tokenPhase } from '@/shared/auth/token-phase';
import { refreshToken } from '@/shared/auth/token-refresh';
import { authClock } from '@/shared/auth/token-store';
import { readTokenRecord } from '@/shared/storage/token-storage';
import { ApiError, isApiError } from './api-error';
import { type ApiRequest, apiEnvironment, kindFor, sendRequest } from './api-request';

export { type ApiRequest, apiEnvironment, type HttpMethod } from './api-request';

/**
 * Calls the same-origin API; resolves with the (validated) JSON or rejects with ApiError.
 * A token past `expires_t` is refreshed first (all calls waiting share one refresh), and a
 * 401 to a token the clock thought valid is refreshed and retried once: a guest coming back
 * after lunch never sees their sign-in run out while the session lasts (docs/decisions/015).
 */
export async function apiFetch<T = unknown>(path: string, request: ApiRequest<T> = {}): Promise<T> {
  const kind = request.refresh === false ? null : kindFor(request.auth);
  if (kind && tokenPhase(readTokenRecord(kind), authClock.now()) === 'refreshable') {
    if ((await refreshToken(kind)) === 'rejected') throw sessionEnded(path);
  }
  try {
    return await sendRequest(path, request);
  } catch (error) {
    if (!kind || !isApiError(error) || error.status !== 401 || !apiEnvironment.token(kind)) throw error;
    const outcome = await refreshToken(kind);
    if (outcome === 'rejected') throw sessionEnded(path);
    if (outcome === 'failed') throw error;
    return sendRequest(path, request);
  }
}

/** The 401 of a session that could not be renewed: its pages send the user to sign in again. */
function sessionEnded(path: string): ApiError {
  const error = new ApiError(401, null, path);
  error.sessionEnded = true;
  return error;
}

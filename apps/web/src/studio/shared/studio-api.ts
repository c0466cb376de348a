import type { z } from 'zod';
import { type ApiRequest, apiFetch } from '@/shared/api/api-client';
import { isApiError } from '@/shared/api/api-error';
import { clearStudioToken, readStudioToken } from './studio-session';

/** Sent when the studio session ended (signed out elsewhere, expired): the shell goes to sign-in. */
export const STUDIO_SIGNED_OUT_EVENT = 'omoide:studio-signed-out';

/**
 * Calls an operator route with the studio token (never a buyer's). A 401 means the session is
 * over: the token is dropped and the shell is told, so every page needs no handling of its own.
 */
export async function studioFetch<T>(
  path: string,
  request: Omit<ApiRequest<T>, 'auth'> & { schema?: z.ZodType<T> } = {},
): Promise<T> {
  const token = readStudioToken();
  try {
    return await apiFetch<T>(path, { ...request, auth: token ? { bearer: token } : 'none' });
  } catch (error) {
    if (isApiError(error) && error.status === 401 && token) {
      clearStudioToken();
      window.dispatchEvent(new Event(STUDIO_SIGNED_OUT_EVENT));
    }
    throw error;
  }
}

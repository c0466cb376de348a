import { APP_ORIGIN_HEADER, type SystemConstant, systemConstantSchema } from '@omoide/contract';
import { getAppFrom } from '@/shared/storage/app-storage';
import { apiFetch } from './api-client';
import { readCachedSystemConstant, writeCachedSystemConstant } from './system-constant-cache';

// The non-auth answer may omit the flag; it is false by definition there. A function, so
// production builds (which do not check answers, decision 039) do not build it at start.
const nonAuthSchema = () =>
  systemConstantSchema.extend({
    is_authenticated: systemConstantSchema.shape.is_authenticated.optional(),
  });

export { readCachedSystemConstant, writeCachedSystemConstant } from './system-constant-cache';

/** GET /api/system/constant/non_auth with the app-origin header (spec §6, §7). */
export async function fetchSystemConstantNonAuth(signal?: AbortSignal): Promise<SystemConstant> {
  const constant = await apiFetch('/api/system/constant/non_auth', {
    auth: 'none',
    headers: { [APP_ORIGIN_HEADER]: getAppFrom() },
    schema: import.meta.env.DEV ? nonAuthSchema() : undefined,
    signal,
  });
  return { ...constant, is_authenticated: false };
}

/**
 * Start-up load. Constants a signed-in load already cached are richer than the non-auth
 * ones, so they are kept. A failure is only logged: no page of the shell needs the
 * constants to render, and the pages that do (order) load them again and report errors.
 */
export async function preloadSystemConstants(): Promise<SystemConstant | null> {
  const cached = readCachedSystemConstant();
  if (cached?.is_authenticated) return cached;
  try {
    const constant = await fetchSystemConstantNonAuth();
    writeCachedSystemConstant(constant);
    return constant;
  } catch (error) {
    console.warn('[system] could not load system constants', error);
    return cached;
  }
}

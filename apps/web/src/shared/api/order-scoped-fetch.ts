import type { z } from 'zod';
import { forgetOrderPass, orderPassToken } from '@/shared/auth/order-pass';
import type { Area } from '@/shared/routing/area';
import { apiFetch } from './api-client';
import { ApiError } from './api-error';

/**
 * A call about one order from the order's own pages: a guest who looked the order up by code
 * and phone may hold a pass for it alone (shared/auth/order-pass), sent only here. A pass the
 * server no longer takes is that pass's problem alone: it goes, and the failure becomes a 403
 * rather than a 401, which would sign the guest (and their cart) out.
 */
export function fetchForOrder<T>(
  area: Area,
  orderId: number,
  path: `/api/${string}`,
  request: { schema?: z.ZodType<T>; signal?: AbortSignal },
): Promise<T> {
  const pass = area === 'guest' ? orderPassToken(orderId) : null;
  return apiFetch(path, { ...request, auth: pass ? { bearer: pass } : area }).catch((error: unknown) => {
    if (!pass || !(error instanceof ApiError) || error.status !== 401) throw error;
    forgetOrderPass(orderId);
    throw new ApiError(403, error.body, path, { cause: error });
  });
}

import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/shared/api/api-error';
import { cartQueryOptions } from '@/shared/api/cart';
import { loadMemberSystemConstants, postHashLogin } from '@/shared/auth/auth-api';
import { forgetPreviousIdentity } from '@/shared/auth/session-reset';
import { removeToken, storeToken } from '@/shared/auth/token-store';
import { currentTextLanguage } from '@/shared/i18n/i18n';
import { getAppFrom, setAppFrom, setIsPreview } from '@/shared/storage/app-storage';

export interface BridgeQuery {
  hash: string | null;
  from: string | null;
  isPreview: string | null;
}

export function readBridgeQuery(search: URLSearchParams): BridgeQuery {
  return { hash: search.get('hash'), from: search.get('from'), isPreview: search.get('is_preview') };
}

/**
 * Spec §7 store action `cart/forceCartInfoGet`: loads the member's cart into the cart query
 * once they arrive through the bridge, so home shows the cart badge at once. A failure does
 * not block the entry (the badge and the cart page load it again).
 */
export async function forceCartInfoGet(
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
): Promise<void> {
  try {
    await queryClient.fetchQuery({ ...cartQueryOptions('member', currentTextLanguage()), staleTime: 0 });
  } catch (error) {
    console.warn('[bridge] cart preload failed', error);
  }
}

export type BridgeOutcome =
  | { ok: true }
  | { ok: false; reason: 'no-hash' | 'rejected' | 'failed'; error?: unknown };

const inFlight = new Map<string, Promise<BridgeOutcome>>();

async function enter(query: BridgeQuery, queryClient?: QueryClient): Promise<BridgeOutcome> {
  const hash = query.hash?.trim();
  if (!hash) return { ok: false, reason: 'no-hash' };
  // Spec §4 "Bridge entry": the guest token is cleared before the API token is requested.
  removeToken('guest');
  if (query.from?.trim()) setAppFrom(query.from);
  setIsPreview(query.isPreview === 'true' || query.isPreview === '1');
  let answer: Awaited<ReturnType<typeof postHashLogin>>;
  try {
    answer = await postHashLogin({
      hash_key: hash,
      app_from: getAppFrom(),
      ...(query.isPreview === null
        ? {}
        : { is_preview: query.isPreview === 'true' || query.isPreview === '1' }),
    });
  } catch (error) {
    const rejected = isApiError(error) && error.status !== null && error.status < 500;
    return { ok: false, reason: rejected ? 'rejected' : 'failed', error };
  }
  forgetPreviousIdentity(queryClient);
  storeToken('member', answer);
  // Then: cart force-loaded and constants loaded, side by side; neither blocks the entry.
  await Promise.all([
    forceCartInfoGet(queryClient),
    loadMemberSystemConstants().catch((error: unknown) => {
      console.warn('[bridge] could not load system constants', error);
    }),
  ]);
  return { ok: true };
}

/**
 * `/bridge?hash=…&from=…[&is_preview=…]`: exchanges a partner app's one-time hash for a
 * member token (spec §4, §7 `auth/getApiToken`). A hash works once, so the same hash is
 * never sent twice, even when the page mounts twice.
 */
export function enterThroughBridge(query: BridgeQuery, queryClient?: QueryClient): Promise<BridgeOutcome> {
  const key = query.hash?.trim() ?? '';
  const running = inFlight.get(key);
  if (running) return running;
  const started = enter(query, queryClient).finally(() => {
    setTimeout(() => inFlight.delete(key), 0);
  });
  inFlight.set(key, started);
  return started;
}

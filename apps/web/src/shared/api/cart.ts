import { type Cart, cartSchema, type TextLanguage } from '@omoide/contract';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { Area } from '@/shared/routing/area';
import { apiFetch } from './api-client';

/**
 * The buyer's cart (spec §7 `GET /api/cart`), shared by the header badge, the cart pages,
 * "add to cart" on the item page, the bridge entry and the guest cart-save landing: features
 * never import each other, so the key and the cache writes live here.
 *
 * Members and guests have separate carts (spec §6), and price line names come in the
 * request's language (`x-language`), so the key carries both.
 */
export const CART_QUERY_ROOT = ['cart'] as const;

export const cartAreaKey = (area: Area) => [...CART_QUERY_ROOT, area] as const;

export const cartQueryKey = (area: Area, language: TextLanguage) => [...cartAreaKey(area), language] as const;

export function cartQueryOptions(area: Area, language: TextLanguage) {
  return queryOptions({
    queryKey: cartQueryKey(area, language),
    queryFn: ({ signal }): Promise<Cart> =>
      apiFetch('/api/cart', { auth: area, schema: import.meta.env.DEV ? cartSchema : undefined, signal }),
    // The badge reads this on every page: a failing cart must not open the error modal
    // everywhere. The cart page shows the failure itself.
    meta: { errorModal: false },
  });
}

/**
 * Every cart answer (`POST /api/cart`, the cart-save confirm) is the whole cart: it becomes
 * the cached cart of the current language at once, and the other languages' copies are
 * marked stale so they are read again when shown.
 */
export function storeCart(queryClient: QueryClient, area: Area, language: TextLanguage, cart: Cart): void {
  const key = cartQueryKey(area, language);
  queryClient.setQueryData(key, cart);
  void queryClient.invalidateQueries({
    queryKey: cartAreaKey(area),
    predicate: (query) => query.queryKey[2] !== language,
    refetchType: 'none',
  });
}

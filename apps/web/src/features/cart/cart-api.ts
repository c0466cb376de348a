import { type Cart, type CartPostBody, cartSaveSendAnswerSchema, cartSchema } from '@omoide/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/shared/api/api-client';
import { cartAreaKey, cartQueryKey, cartQueryOptions, storeCart } from '@/shared/api/cart';
import { useTextLanguage } from '@/shared/i18n/use-locale';
import type { Area } from '@/shared/routing/area';
import { setGuestCartSaved } from '@/shared/storage/app-storage';
import { withQuantities } from './cart-lines';

/** `GET /api/cart` of the area (the member's or the guest's cart, spec §6). */
export function useCart(area: Area) {
  return useQuery(cartQueryOptions(area, useTextLanguage()));
}

/**
 * `POST /api/cart`: sets quantities of one cart item and answers the whole cart.
 *
 * Posts of one area run one after another (a mutation scope), so the server sees the taps
 * in the order they were made; the stepper moves at once (optimistic quantities) and only
 * the answer to the last post replaces the cart, so an older answer never undoes a newer tap.
 */
export function useCartUpdate(area: Area) {
  const queryClient = useQueryClient();
  const language = useTextLanguage();
  const mutationKey = [...cartAreaKey(area), 'update'];
  const key = cartQueryKey(area, language);
  return useMutation({
    mutationKey,
    scope: { id: mutationKey.join(':') },
    mutationFn: (body: CartPostBody) =>
      apiFetch('/api/cart', { body, auth: area, schema: import.meta.env.DEV ? cartSchema : undefined }),
    onMutate: async (body) => {
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<Cart>(key, (cart) => (cart ? withQuantities(cart, body) : cart));
    },
    onSuccess: (cart) => {
      if (queryClient.isMutating({ mutationKey }) <= 1) storeCart(queryClient, area, language, cart);
    },
    // The optimistic quantities may be wrong now: read the cart as the server holds it.
    onError: () => queryClient.invalidateQueries({ queryKey: cartAreaKey(area) }),
  });
}

/**
 * `POST /api/guest/cart/temporary_save/send`: mails the guest a link back to this cart, and
 * sets the guest cart-saved flag (spec §4).
 */
export function useCartSave() {
  return useMutation({
    mutationFn: () =>
      apiFetch('/api/guest/cart/temporary_save/send', {
        body: {},
        auth: 'guest',
        schema: import.meta.env.DEV ? cartSaveSendAnswerSchema : undefined,
      }),
    onSuccess: () => setGuestCartSaved(true),
  });
}

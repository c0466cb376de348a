import type { Cart } from '@omoide/contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTextLanguage } from '@/shared/i18n/use-locale';
import type { Area } from '@/shared/routing/area';
import { useBoughtItemIds } from './bought-items';
import { cartQueryOptions } from './cart';
import { useKeptItemIds } from './keeps';

/** Ids of an event's photos that have a size chosen in the cart (any crop). */
export function cartItemIdsOf(cart: Cart | undefined, eventId: number): ReadonlySet<number> {
  const ids = new Set<number>();
  for (const entry of cart?.cart ?? []) {
    if (entry.event.id !== eventId) continue;
    for (const item of entry.image_item_with_prices) {
      const lines = [...item.size_and_price.data_prices, ...item.size_and_price.print_prices];
      if (lines.some((line) => line.quantity > 0)) ids.add(item.image_item.id);
    }
  }
  return ids;
}

/** What a photo tile shows about the buyer's photos of an event: in the cart, bought, kept. */
export interface PhotoMarks {
  inCart: ReadonlySet<number>;
  bought: ReadonlySet<number>;
  kept: ReadonlySet<number>;
}

/** The marks of an event's tiles, from the cached cart, bought list and keep list. */
export function usePhotoMarks(area: Area, eventId: number): PhotoMarks {
  const language = useTextLanguage();
  const cart = useQuery(cartQueryOptions(area, language)).data;
  const inCart = useMemo(() => cartItemIdsOf(cart, eventId), [cart, eventId]);
  const bought = useBoughtItemIds(area, eventId);
  const kept = useKeptItemIds(area, eventId);
  return useMemo(() => ({ inCart, bought, kept }), [inCart, bought, kept]);
}

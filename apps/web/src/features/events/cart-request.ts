import { type Cart, type CartPostBody, cartSchema, type PhotoCustom } from '@omoide/contract';
import { apiFetch } from '@/shared/api/api-client';
import type { Area } from '@/shared/routing/area';
import { setGuestCartSaved } from '@/shared/storage/app-storage';

/**
 * "Add to cart" (spec §7 `POST /api/cart`: event_id, image_info_id, sizes, optional
 * photo_custom).
 *
 * A crop makes its own cart item (the cart addresses items by photo and crop:
 * `/cart/{eventId}/{itemId}/{photoCustomId}`), so a choice becomes one request for the
 * download and the uncropped prints, plus one per cropped print size.
 */

export interface AddToCartInput {
  eventId: number;
  itemId: number;
  /** Quantity per size id; 0 or absent means not chosen. */
  quantities: Readonly<Record<number, number>>;
  /** Crop per print size id, for the sizes that have one. */
  crops: Readonly<Record<number, PhotoCustom | undefined>>;
}

export function buildCartBodies({ eventId, itemId, quantities, crops }: AddToCartInput): CartPostBody[] {
  const chosen = Object.entries(quantities)
    .map(([size, quantity]) => ({ size_id: Number(size), quantity }))
    .filter((line) => line.quantity > 0)
    .sort((a, b) => a.size_id - b.size_id);
  const plain = chosen.filter((line) => !crops[line.size_id]);
  const bodies: CartPostBody[] = [];
  if (plain.length > 0) bodies.push({ event_id: eventId, image_info_id: itemId, sizes: plain });
  for (const line of chosen) {
    const crop = crops[line.size_id];
    if (crop) bodies.push({ event_id: eventId, image_info_id: itemId, sizes: [line], photo_custom: crop });
  }
  return bodies;
}

/**
 * Posts the choice to the cart and resolves with the cart after the last post (every answer
 * is the whole cart), or null when nothing was chosen. Rejects with the ApiError of a
 * failure (the caller shows the error modal); posts already made stay in the cart, and a
 * retry sets the same quantities again rather than adding them twice.
 */
export async function addToCart(input: AddToCartInput, area: Area): Promise<Cart | null> {
  let cart: Cart | null = null;
  for (const body of buildCartBodies(input)) {
    cart = await apiFetch('/api/cart', {
      body,
      auth: area,
      schema: import.meta.env.DEV ? cartSchema : undefined,
    });
  }
  if (area === 'guest' && cart) setGuestCartSaved(false);
  return cart;
}

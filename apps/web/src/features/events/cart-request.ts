import { apiFetch } from '@/shared/api/api-client';
import { isApiError } from '@/shared/api/api-error';
import type { Area } from '@/shared/routing/area';
import { writeItem } from '@/shared/storage/safe-storage';

/**
 * "Add to cart" (spec §7 `POST /api/cart`: event_id, image_info_id, sizes, optional
 * photo_custom). Everything about the cart call lives in this file, so the cart issue
 * changes only this one.
 *
 * A crop makes its own cart item (the cart addresses items by photo and crop:
 * `/cart/{eventId}/{itemId}/{photoCustomId}`), so a choice becomes one request for the
 * download and the uncropped prints, plus one per cropped print size.
 */

/** A print's crop, as fractions of the photo, for one print size. */
export interface PhotoCustom {
  size_id: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface CartSize {
  size_id: number;
  quantity: number;
}

export interface CartItemBody {
  event_id: number;
  image_info_id: number;
  sizes: CartSize[];
  photo_custom?: PhotoCustom;
}

export interface AddToCartInput {
  eventId: number;
  itemId: number;
  /** Quantity per size id; 0 or absent means not chosen. */
  quantities: Readonly<Record<number, number>>;
  /** Crop per print size id, for the sizes that have one. */
  crops: Readonly<Record<number, PhotoCustom | undefined>>;
}

export function buildCartBodies({ eventId, itemId, quantities, crops }: AddToCartInput): CartItemBody[] {
  const chosen = Object.entries(quantities)
    .map(([size, quantity]) => ({ size_id: Number(size), quantity }))
    .filter((line) => line.quantity > 0)
    .sort((a, b) => a.size_id - b.size_id);
  const plain = chosen.filter((line) => !crops[line.size_id]);
  const bodies: CartItemBody[] = [];
  if (plain.length > 0) bodies.push({ event_id: eventId, image_info_id: itemId, sizes: plain });
  for (const line of chosen) {
    const crop = crops[line.size_id];
    if (crop) bodies.push({ event_id: eventId, image_info_id: itemId, sizes: [line], photo_custom: crop });
  }
  return bodies;
}

/** Until the cart API exists, `POST /api/cart` is the server's "no such route" 404. */
export function isCartNotReady(error: unknown): boolean {
  return (
    isApiError(error) &&
    error.status === 404 &&
    (error.body === null || error.body.display_code === 'NOT-FOUND-404')
  );
}

export type AddToCartResult = 'added' | 'cart-not-ready';

/** Spec §3/§4: the guest cart-saved flag goes back to false when an item is added. */
const GUEST_CART_SAVED_KEY = 'guestCartSaved';

/**
 * Posts the choice to the cart. Resolves 'cart-not-ready' while the cart API is missing;
 * rejects with the ApiError of any other failure (the caller shows the error modal).
 */
export async function addToCart(input: AddToCartInput, area: Area): Promise<AddToCartResult> {
  const bodies = buildCartBodies(input);
  try {
    for (const body of bodies) await apiFetch('/api/cart', { body, auth: area });
  } catch (error) {
    if (isCartNotReady(error)) return 'cart-not-ready';
    throw error;
  }
  if (area === 'guest') writeItem('local', GUEST_CART_SAVED_KEY, 'false');
  return 'added';
}

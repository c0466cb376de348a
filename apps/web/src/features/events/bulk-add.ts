import { type Cart, cartSchema, hasEnded, type ImageItem, isSizeForMedia } from '@omoide/contract';
import { apiFetch } from '@/shared/api/api-client';
import { isApiError } from '@/shared/api/api-error';
import type { Area } from '@/shared/routing/area';
import { setGuestCartSaved } from '@/shared/storage/app-storage';

/** Why a chosen photo was not added. */
export type SkipReason = 'inCart' | 'notForSale' | 'cartFull' | 'failed';

export interface BulkAddResult {
  added: number[];
  skipped: { id: number; reason: SkipReason }[];
  /** The cart after the last post, to store; null when nothing was posted. */
  cart: Cart | null;
}

interface BulkAddInput {
  area: Area;
  eventId: number;
  items: readonly ImageItem[];
  /** One size for all (a download or a print size): one of each photo. */
  sizeId: number;
  /** With a download chosen: the movies' download size, when the event sells it. */
  movieSizeId?: number | null;
  /** Photos that already have their size in the cart. */
  inCartWithSize: ReadonlySet<number>;
  now_t: number;
}

/** The cart's codes for a photo that cannot be sold as asked (cart.messages on the server). */
const NOT_FOR_SALE = /^CART-(PHOTO|SIZE)/;

/**
 * Adds one of `sizeId` of each chosen photo to the cart. `POST /api/cart` takes one photo a
 * call, so they go one after another and the answers make one result: what was added, and
 * what was skipped and why. Photos known to be in the cart with this size, ended, or of the
 * wrong kind for the size (a movie sells only its download) are skipped without a call; a
 * full cart stops the rest.
 */
export async function addManyToCart(input: BulkAddInput): Promise<BulkAddResult> {
  const result: BulkAddResult = { added: [], skipped: [], cart: null };
  let stopped: SkipReason | null = null;
  for (const item of input.items) {
    const sizeId = item.media_type === 'movie' ? (input.movieSizeId ?? input.sizeId) : input.sizeId;
    const ended = hasEnded(item.expiration_of_info_t, input.now_t);
    if (stopped) result.skipped.push({ id: item.id, reason: stopped });
    else if (input.inCartWithSize.has(item.id)) result.skipped.push({ id: item.id, reason: 'inCart' });
    else if (ended || !isSizeForMedia(sizeId, item.media_type ?? 'photo')) {
      result.skipped.push({ id: item.id, reason: 'notForSale' });
    } else {
      try {
        result.cart = await apiFetch('/api/cart', {
          body: {
            event_id: input.eventId,
            image_info_id: item.id,
            sizes: [{ size_id: sizeId, quantity: 1 }],
          },
          auth: input.area,
          schema: import.meta.env.DEV ? cartSchema : undefined,
        });
        result.added.push(item.id);
      } catch (error) {
        const code = isApiError(error) ? error.body?.display_code : undefined;
        const reason: SkipReason =
          code === 'CART-FULL' ? 'cartFull' : code && NOT_FOR_SALE.test(code) ? 'notForSale' : 'failed';
        result.skipped.push({ id: item.id, reason });
        // A full cart stays full; a lost connection will not come back mid-loop.
        if (reason === 'cartFull' || reason === 'failed') stopped = reason;
      }
    }
  }
  if (input.area === 'guest' && result.added.length > 0) setGuestCartSaved(false);
  return result;
}

/** Photos of the event that already have one of these sizes chosen in the cart (uncropped items). */
export function inCartWithSize(
  cart: Cart | undefined,
  eventId: number,
  sizeIds: readonly number[],
): Set<number> {
  const ids = new Set<number>();
  for (const entry of cart?.cart ?? []) {
    if (entry.event.id !== eventId) continue;
    for (const item of entry.image_item_with_prices) {
      if (item.photo_custom_id !== 0) continue;
      const lines = [...item.size_and_price.data_prices, ...item.size_and_price.print_prices];
      if (lines.some((line) => sizeIds.includes(line.size_id) && line.quantity > 0))
        ids.add(item.image_item.id);
    }
  }
  return ids;
}

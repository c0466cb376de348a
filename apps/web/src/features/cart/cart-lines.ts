import {
  type Cart,
  type CartEvent,
  type CartItem,
  type CartPostBody,
  type CartPriceLine,
  daysRemaining,
  hasEnded,
  isInWarningPeriod,
  PRICE_TYPE,
  PRINT_PURCHASE_MAX_COUNT,
  sortReceiptLines,
} from '@omoide/contract';

/**
 * Reading the cart answer (spec §3 "Cart") for the cart pages, and the `POST /api/cart`
 * bodies its controls send. Quantities are set, not added (contract `cartPostBodySchema`),
 * so every body names the quantity the buyer now wants.
 */

/** Every size of an item, download first, in receipt order (spec §9). */
export function itemLines(item: CartItem): CartPriceLine[] {
  return sortReceiptLines([...item.size_and_price.data_prices, ...item.size_and_price.print_prices]);
}

/** The sizes the buyer chose (the answer lists every size, unchosen ones with quantity 0). */
export function chosenLines(item: CartItem): CartPriceLine[] {
  return itemLines(item).filter((line) => line.quantity > 0);
}

/** One download per photo; up to 50 of one print (spec §9). */
export function maxQuantityOf(line: CartPriceLine): number {
  return line.price_type_id === PRICE_TYPE.data ? 1 : PRINT_PURCHASE_MAX_COUNT;
}

export const isPrintLine = (line: CartPriceLine) => line.price_type_id === PRICE_TYPE.print;

/** The body that addresses this very item: a cropped item by its id, the uncropped one by none. */
function itemBody(eventId: number, item: CartItem, sizes: CartPostBody['sizes']): CartPostBody {
  return {
    event_id: eventId,
    image_info_id: item.image_item.id,
    sizes,
    ...(item.photo_custom_id > 0 ? { photo_custom_id: item.photo_custom_id } : {}),
  };
}

export function quantityBody(
  eventId: number,
  item: CartItem,
  sizeId: number,
  quantity: number,
): CartPostBody {
  return itemBody(eventId, item, [{ size_id: sizeId, quantity }]);
}

/** Every chosen size set to 0: the server drops an item with no sizes left. */
export function removalBody(eventId: number, item: CartItem): CartPostBody {
  const chosen = chosenLines(item);
  const lines = chosen.length > 0 ? chosen : itemLines(item);
  return itemBody(
    eventId,
    item,
    lines.map((line) => ({ size_id: line.size_id, quantity: 0 })),
  );
}

/**
 * The cart with a post's quantities already applied, shown while the post is on its way so
 * the stepper follows each tap. Totals stay as they were until the answer brings new ones.
 */
export function withQuantities(cart: Cart, body: CartPostBody): Cart {
  const quantities = new Map(body.sizes.map((size) => [size.size_id, size.quantity]));
  const update = (line: CartPriceLine) => {
    const quantity = quantities.get(line.size_id);
    return quantity === undefined ? line : { ...line, quantity };
  };
  return {
    ...cart,
    cart: cart.cart.map((event) =>
      event.event.id !== body.event_id
        ? event
        : {
            ...event,
            image_item_with_prices: event.image_item_with_prices.map((item) =>
              item.image_item.id !== body.image_info_id ||
              item.photo_custom_id !== (body.photo_custom_id ?? 0)
                ? item
                : {
                    ...item,
                    size_and_price: {
                      data_prices: item.size_and_price.data_prices.map(update),
                      print_prices: item.size_and_price.print_prices.map(update),
                    },
                  },
            ),
          },
    ),
  };
}

export function findCartItem(
  cart: Cart,
  eventId: number,
  itemId: number,
  photoCustomId: number,
): { event: CartEvent; item: CartItem } | null {
  const event = cart.cart.find((candidate) => candidate.event.id === eventId);
  const item = event?.image_item_with_prices.find(
    (candidate) => candidate.image_item.id === itemId && candidate.photo_custom_id === photoCustomId,
  );
  return event && item ? { event, item } : null;
}

/** Prints that can be bought: they decide whether shipping applies (spec §9). */
export function cartHasPrints(event: CartEvent): boolean {
  return event.image_item_with_prices.some(
    (item) => item.is_available && item.size_and_price.print_prices.some((line) => line.quantity > 0),
  );
}

/**
 * The nearest deadline of an event's cart inside the warning period (spec §9, 5 days): the
 * event's publication end or a photo's own sale end, after which the photo cannot be bought.
 */
export function nearDeadline(event: CartEvent, now_t: number): { deadline_t: number; days: number } | null {
  const deadlines = [
    event.event.published_until_t,
    ...event.image_item_with_prices
      .filter((item) => item.is_available)
      .map((item) => item.image_item.expiration_of_info_t),
  ].filter((deadline): deadline is number => deadline !== null && !hasEnded(deadline, now_t));
  if (deadlines.length === 0) return null;
  const first = Math.min(...deadlines);
  return isInWarningPeriod(now_t, first) ? { deadline_t: first, days: daysRemaining(now_t, first) } : null;
}

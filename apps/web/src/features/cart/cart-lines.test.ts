import { describe, expect, it } from 'vitest';
import { deliveryOf } from '@/shared/ui';
import { cartHasPrints, nearDeadline, removalBody, withQuantities } from './cart-lines';
import { CART, cartItem, DAY, eventSummary, GRADUATION, imageItem, NOW, SPORTS_DAY } from './test-fixtures';

describe('cart lines', () => {
  it('removes an item with nothing chosen (a left-sale photo) by all its sizes', () => {
    expect(removalBody(1, cartItem(5, {})).sizes).toEqual([
      { size_id: 1, quantity: 0 },
      { size_id: 2, quantity: 0 },
      { size_id: 3, quantity: 0 },
    ]);
  });

  it('applies a post to that item only (the cropped one is a different item)', () => {
    const next = withQuantities(CART, {
      event_id: 1,
      image_info_id: 12,
      sizes: [{ size_id: 2, quantity: 5 }],
    });
    // No photo_custom_id: the uncropped item of photo 12, which this cart does not hold.
    expect(next.cart[0]?.image_item_with_prices[1]?.size_and_price.print_prices[0]?.quantity).toBe(1);
    const cropped = withQuantities(CART, {
      event_id: 1,
      image_info_id: 12,
      photo_custom_id: 7,
      sizes: [{ size_id: 2, quantity: 5 }],
    });
    expect(cropped.cart[0]?.image_item_with_prices[1]?.size_and_price.print_prices[0]?.quantity).toBe(5);
    expect(cropped.cart[1]).toBe(CART.cart[1]);
  });

  it('charges shipping for individually shipped prints only (spec §9)', () => {
    const delivery = (event: typeof SPORTS_DAY) =>
      deliveryOf(event.event.shipping_type_id, cartHasPrints(event));
    expect(delivery(SPORTS_DAY)).toBe('fee');
    expect(delivery(GRADUATION)).toBe('bulk');
    expect(delivery({ ...SPORTS_DAY, image_item_with_prices: [cartItem(11, { 1: 1 })] })).toBeNull();
    // A print of a photo that left sale is not bought, so it ships nothing.
    const unavailablePrint = { ...cartItem(11, { 2: 1 }), is_available: false };
    expect(delivery({ ...SPORTS_DAY, image_item_with_prices: [unavailablePrint] })).toBeNull();
  });

  it('warns of the nearest deadline within 5 days, a photo’s own sale end included', () => {
    expect(nearDeadline(SPORTS_DAY, NOW)).toBeNull();
    const photoEnds = {
      ...SPORTS_DAY,
      image_item_with_prices: [
        { ...cartItem(11, { 1: 1 }), image_item: imageItem(11, 1, { expiration_of_info_t: NOW + 4 * DAY }) },
      ],
    };
    expect(nearDeadline(photoEnds, NOW)).toEqual({ deadline_t: NOW + 4 * DAY, days: 4 });
    const eventEnds = { ...SPORTS_DAY, event: eventSummary(1, { published_until_t: NOW + DAY / 2 }) };
    expect(nearDeadline(eventEnds, NOW)).toEqual({ deadline_t: NOW + DAY / 2, days: 1 });
    // Past deadlines are no warning: such photos are shown as no longer on sale.
    expect(
      nearDeadline({ ...SPORTS_DAY, event: eventSummary(1, { published_until_t: NOW - 1 }) }, NOW),
    ).toBeNull();
  });
});

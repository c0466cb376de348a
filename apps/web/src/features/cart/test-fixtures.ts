import type { Cart, CartEvent, CartItem, CartPriceLine, EventSummary, ImageItem } from '@omoide/contract';

/** For tests only: a member's cart over two events, like the demo's sports day and graduation. */

/** 2026-11-20 00:00 UTC: the moment the tests stand at. */
export const NOW = 1_795_132_800;
export const DAY = 86_400;

const NAMES: Record<number, [name: string, type: string]> = {
  1: ['ダウンロード', 'データ'],
  2: ['L判', 'プリント'],
  3: ['2L判', 'プリント'],
};
const PRICES: Record<number, number> = { 1: 330, 2: 180, 3: 400 };

export function priceLine(
  sizeId: number,
  quantity: number,
  overrides: Partial<CartPriceLine> = {},
): CartPriceLine {
  const [name, type] = NAMES[sizeId] ?? [`size ${sizeId}`, 'プリント'];
  return {
    price_type_id: sizeId === 1 ? 1 : 2,
    price_type_name: type,
    price_type_name_lang: { ja: type },
    size_id: sizeId,
    name,
    name_lang: { ja: name },
    quantity,
    unit_price: PRICES[sizeId] ?? 500,
    is_expired_extend_buy: false,
    is_discount_buy: false,
    extra_cost_in_tax: 0,
    discount_in_tax: 0,
    ...overrides,
  };
}

export function imageItem(id: number, eventId = 1, overrides: Partial<ImageItem> = {}): ImageItem {
  return {
    id,
    category_id: 2,
    event_id: eventId,
    expiration_of_info_t: null,
    captured_t: null,
    width: 1800,
    height: 1200,
    placeholder: null,
    thumb_url: `/media/${id}/thumb.webp`,
    thumb_url_jpeg: `/media/${id}/thumb.jpg`,
    preview_url: `/media/${id}/preview.jpg`,
    ...overrides,
  };
}

/** An uncropped item with a download and two print sizes; quantities by size id. */
export function cartItem(
  id: number,
  quantities: Record<number, number>,
  overrides: Partial<CartItem> = {},
  eventId = 1,
): CartItem {
  return {
    image_item: imageItem(id, eventId),
    photo_custom_id: 0,
    photo_custom: null,
    is_available: true,
    size_and_price: {
      data_prices: [priceLine(1, quantities[1] ?? 0)],
      print_prices: [priceLine(2, quantities[2] ?? 0), priceLine(3, quantities[3] ?? 0)],
    },
    ...overrides,
  };
}

export function eventSummary(id: number, overrides: Partial<EventSummary> = {}): EventSummary {
  return {
    id,
    name: id === 1 ? '2026 秋の運動会' : '2027 卒園式',
    event_date: '2026-10-10',
    organization_id: 1,
    organization_name: 'さくら幼稚園',
    shipping_type_id: 1,
    currency_type_id: 1,
    published_until_t: NOW + 30 * DAY,
    cover_thumb_url: null,
    ...overrides,
  };
}

/** The sports day: a download and two L prints, a cropped L print with the early discount, and
 * a photo that left sale. */
export const SPORTS_DAY: CartEvent = {
  event: eventSummary(1),
  image_item_with_prices: [
    cartItem(11, { 1: 1, 2: 2 }),
    cartItem(
      12,
      {},
      {
        photo_custom_id: 7,
        photo_custom: { size_id: 2, x: 0.1, y: 0.2, width: 0.5, height: 0.6 },
        size_and_price: {
          data_prices: [],
          print_prices: [priceLine(2, 1, { is_discount_buy: true, discount_in_tax: 50 })],
        },
      },
    ),
    cartItem(13, { 1: 1 }, { is_available: false }),
  ],
  totals: {
    data_subtotal_in_tax: 330,
    print_subtotal_in_tax: 540,
    extra_cost_in_tax: 0,
    discount_in_tax: 50,
    shipping_fee_in_tax: 300,
    total_in_tax: 1120,
  },
  quantity: 4,
};

/** The graduation: delivered in bulk, so no shipping fee. */
export const GRADUATION: CartEvent = {
  event: eventSummary(2, { shipping_type_id: 2 }),
  image_item_with_prices: [cartItem(21, { 2: 1 }, {}, 2)],
  totals: {
    data_subtotal_in_tax: 0,
    print_subtotal_in_tax: 180,
    extra_cost_in_tax: 0,
    discount_in_tax: 0,
    shipping_fee_in_tax: 0,
    total_in_tax: 180,
  },
  quantity: 1,
};

export const CART: Cart = { cart: [SPORTS_DAY, GRADUATION], quantity: 5 };
export const EMPTY_CART: Cart = { cart: [], quantity: 0 };

import { generateKeyPairSync } from 'node:crypto';
import type {
  CardShopPublicConfig,
  Cart,
  CartEvent,
  CartPriceLine,
  OrderDetail,
  OrderProcessBody,
  OrderResult,
} from '@omoide/contract';
import { type FakeRoute, json } from '@/shared/auth/test-api';
import { EMPTY_ADDRESS, type OrderFormDraft } from './order-form-values';
import type { OrderPayment } from './order-storage';

/** The card shop's public config the order form reads (a fresh RSA key: the browser encrypts for it). */
export const CARD_CONFIG: CardShopPublicConfig = {
  shop_id: 'tshop00070001',
  token_url_v2: 'http://localhost:3000/sandbox/card/v2/CreateToken.json',
  token_url_v1: 'http://localhost:3000/sandbox/card/v1/getToken',
  r_card_token_url: 'http://localhost:3000/sandbox/card/rakuten/v1/tokens',
  api_key: 'pk_test_omoide',
  public_key_pem: generateKeyPairSync('rsa', { modulusLength: 2048 })
    .publicKey.export({ type: 'spki', format: 'pem' })
    .toString(),
  key_hash: 'ab',
};

/** For tests only: carts, answers and a card config like the demo's. */

function priceLine(priceTypeId: 1 | 2, sizeId: number, name: string, quantity: number, unitPrice: number) {
  const typeName = priceTypeId === 1 ? 'データ' : 'プリント';
  return {
    price_type_id: priceTypeId,
    price_type_name: typeName,
    price_type_name_lang: { ja: typeName },
    size_id: sizeId,
    name,
    name_lang: { ja: name },
    quantity,
    unit_price: unitPrice,
    is_expired_extend_buy: false,
    is_discount_buy: false,
    extra_cost_in_tax: 0,
    discount_in_tax: 0,
  } satisfies CartPriceLine;
}

/** One event's cart: photo 11 as a download and two L prints (or downloads only). */
export function cartEvent(shippingTypeId: 1 | 2, withPrints = true): CartEvent {
  const prints = withPrints ? 2 : 0;
  const shipping = withPrints && shippingTypeId === 1 ? 300 : 0;
  const total = 500 + prints * 200 + shipping;
  return {
    event: {
      id: 1,
      name: '2026 秋の運動会',
      event_date: '2026-10-10',
      organization_id: 1,
      organization_name: 'さくら幼稚園',
      shipping_type_id: shippingTypeId,
      currency_type_id: 1,
      published_until_t: 4_102_444_800,
      cover_thumb_url: null,
    },
    image_item_with_prices: [
      {
        image_item: {
          id: 11,
          category_id: 2,
          event_id: 1,
          expiration_of_info_t: null,
          captured_t: null,
          width: 1800,
          height: 1200,
          placeholder: null,
          thumb_url: '/media/11/thumb.webp',
          thumb_url_jpeg: '/media/11/thumb.jpg',
          preview_url: '/media/11/preview.jpg',
        },
        photo_custom_id: 0,
        photo_custom: null,
        is_available: true,
        size_and_price: {
          data_prices: [priceLine(1, 1, 'ダウンロード', 1, 500)],
          print_prices: [priceLine(2, 2, 'L判', prints, 200), priceLine(2, 3, '2L判', 0, 400)],
        },
      },
    ],
    totals: {
      data_subtotal_in_tax: 500,
      print_subtotal_in_tax: prints * 200,
      extra_cost_in_tax: 0,
      discount_in_tax: 0,
      shipping_fee_in_tax: shipping,
      total_in_tax: total,
    },
    quantity: 1 + prints,
  };
}

export const cartOf = (...events: CartEvent[]): Cart => ({
  cart: events,
  quantity: events.reduce((sum, event) => sum + event.quantity, 0),
});

export const cartRoute =
  (...events: CartEvent[]): FakeRoute =>
  () =>
    json(200, cartOf(...events));

export function orderResult(overrides: Partial<OrderResult> = {}): OrderResult {
  return {
    is_sucessful: true,
    acs_flag: 0,
    acs_redirect_url: null,
    order_id: 42,
    order_code: 'OM7K2QX9',
    error_code: null,
    error_message: null,
    ...overrides,
  };
}

export const ORDER_DETAIL: OrderDetail = {
  id: 42,
  order_code: 'OM7K2QX9',
  status: 'paid',
  ordered_t: 1_795_132_800,
  paid_t: 1_795_132_860,
  event_id: 1,
  event_name: '2026 秋の運動会',
  currency_type_id: 1,
  total_in_tax: 1200,
  quantity: 3,
  event: null,
  shipping_type_id: 1,
  totals: {
    data_subtotal_in_tax: 500,
    print_subtotal_in_tax: 400,
    extra_cost_in_tax: 0,
    discount_in_tax: 0,
    shipping_fee_in_tax: 300,
    total_in_tax: 1200,
  },
  lines: [
    {
      image_item_id: 11,
      photo_custom: null,
      thumb_url: '/media/11/thumb.jpg',
      price_type_id: 2,
      price_type_name: 'プリント',
      size_id: 2,
      name: 'L判',
      quantity: 2,
      unit_price: 200,
      extra_cost_in_tax: 0,
      discount_in_tax: 0,
      is_expired_extend_buy: false,
      is_discount_buy: false,
    },
    {
      image_item_id: 11,
      photo_custom: null,
      thumb_url: '/media/11/thumb.jpg',
      price_type_id: 1,
      price_type_name: 'データ',
      size_id: 1,
      name: 'ダウンロード',
      quantity: 1,
      unit_price: 500,
      extra_cost_in_tax: 0,
      discount_in_tax: 0,
      is_expired_extend_buy: false,
      is_discount_buy: false,
    },
  ],
  home_addreess: {
    full_name: '山田 花子',
    full_name_kana: 'ヤマダ ハナコ',
    zip_code: '1500041',
    prefecture_id: '13',
    address1: '渋谷区神南1-2-3',
    address2: '神南マンション101',
    address3: '',
    tel: '0312345678',
  },
  shipping_addreess: null,
  order_children: [],
  payment: { payment_type: 'credit_card', card_brand: 'visa', card_last4: '1111' },
};

/** A buyer's form for shipped prints, as typed (hyphenated zip code). */
export const BUYER_FORM: OrderFormDraft = {
  home: {
    ...EMPTY_ADDRESS,
    full_name: '山田 花子',
    zip_code: '150-0041',
    prefecture_id: '13',
    address1: '渋谷区神南1-2-3',
    tel: '0312345678',
  },
  is_exist_address_override: false,
  shipping: EMPTY_ADDRESS,
  children: [],
};

export const PAYMENT: OrderPayment = {
  payment_type: 'credit_card',
  card_token: 'tok_1',
  card_brand: 'visa',
  card_holder: 'HANAKO YAMADA',
  masked_card_number: '411111******1111',
  idempotency_key: 'attempt-key-0001',
};

/** What `BUYER_FORM` and `PAYMENT` become on the wire for `cartEvent(1)`. */
export const SHIPPED_BODY: OrderProcessBody = {
  event_id: 1,
  is_exist_address_override: false,
  home_addreess: {
    full_name: '山田 花子',
    full_name_kana: '',
    zip_code: '1500041',
    prefecture_id: '13',
    address1: '渋谷区神南1-2-3',
    address2: '',
    address3: '',
    tel: '0312345678',
  },
  order_children: [],
  payment: {
    payment_type: 'credit_card',
    card_token: 'tok_1',
    card_holder: 'HANAKO YAMADA',
    card_brand: 'visa',
  },
  expected_total_in_tax: 1200,
};

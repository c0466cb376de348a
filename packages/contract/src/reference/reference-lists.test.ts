import { describe, expect, it } from 'vitest';
import { TEXT_LANGUAGES } from '../locale.js';
import {
  CHILD_RELATIONSHIP_KEYS,
  childRelationshipLabel,
  isChildRelationship,
} from './child-relationships.js';
import * as limits from './limits.js';
import { DEFAULT_PAYMENT_TYPE, isPaymentType, PAYMENT_TYPES, paymentTypeSchema } from './payment-types.js';
import {
  DOWNLOAD_SIZE_ID,
  isSizeForMedia,
  MOVIE_DOWNLOAD_SIZE_ID,
  PRICE_TYPE,
  PRICE_TYPES,
  PRINT_SIZES,
  priceTypeById,
  SIZES,
  sizeById,
  WIDE_FOUR_CUT_SIZE_ID,
} from './price-types.js';
import { RECEIPT_LABEL_KEYS, RECEIPT_LABELS } from './receipt-labels.js';
import { isShippingTypeId, SHIPPING_TYPE, SHIPPING_TYPES, shippingTypeById } from './shipping-types.js';

const everyLanguage = (text: Record<string, string>) => TEXT_LANGUAGES.every((l) => (text[l] ?? '') !== '');

describe('§3 reference lists: child relationships', () => {
  it('keeps the spec order and labels each in every language', () => {
    expect(CHILD_RELATIONSHIP_KEYS).toEqual([
      'mother',
      'father',
      'grandmother',
      'grandfather',
      'aunt_uncle',
      'self',
      'school_staff',
      'other',
    ]);
    for (const key of CHILD_RELATIONSHIP_KEYS) expect(everyLanguage(childRelationshipLabel(key))).toBe(true);
    expect(childRelationshipLabel('mother')['en-US']).toBe('Mother');
    expect(isChildRelationship('aunt_uncle')).toBe(true);
    expect(isChildRelationship('cousin')).toBe(false);
  });
});

describe('§3 reference lists: shipping types', () => {
  it('has 1 individual (kobetsu) and 2 bulk (ikkatsu)', () => {
    expect(SHIPPING_TYPES.map((s) => [s.id, s.key])).toEqual([
      [1, 'kobetsu'],
      [2, 'ikkatsu'],
    ]);
    expect(SHIPPING_TYPE).toEqual({ kobetsu: 1, ikkatsu: 2 });
    expect(SHIPPING_TYPES.every((s) => everyLanguage(s.label))).toBe(true);
    expect(shippingTypeById(2)?.key).toBe('ikkatsu');
    expect(isShippingTypeId(3)).toBe(false);
  });
});

describe('§3 reference lists: payment types', () => {
  it('lists the ten types with credit_card as the default', () => {
    expect(PAYMENT_TYPES).toEqual([
      'credit_card',
      'tw_credit_card',
      'credit_card_dcc',
      'credit_card_dcc_vnd_jp_card',
      'tw_cvs_net',
      'r_credit_card',
      'r_paypay',
      'r_aupay',
      'r_rpay',
      'r_cvs_net',
    ]);
    expect(DEFAULT_PAYMENT_TYPE).toBe('credit_card');
  });

  it('validates with the zod enum', () => {
    expect(paymentTypeSchema.parse('r_paypay')).toBe('r_paypay');
    expect(paymentTypeSchema.safeParse('paypal').success).toBe(false);
    expect(isPaymentType('tw_cvs_net')).toBe(true);
    expect(isPaymentType(undefined)).toBe(false);
  });
});

describe('§3 reference lists: receipt labels', () => {
  it('has shipping fee, out-of-period fee and early discount in every language', () => {
    expect(RECEIPT_LABEL_KEYS).toEqual(['shipping_fee', 'out_of_period_fee', 'early_discount']);
    for (const key of RECEIPT_LABEL_KEYS) expect(everyLanguage(RECEIPT_LABELS[key])).toBe(true);
    expect(RECEIPT_LABELS.shipping_fee.ja).toBe('送料（全国一律）');
  });
});

describe('§9 price types and sizes', () => {
  it('has data 1 and print 2', () => {
    expect(PRICE_TYPE).toEqual({ data: 1, print: 2 });
    expect(PRICE_TYPES.map((p) => p.id)).toEqual([1, 2]);
    expect(priceTypeById(2)?.key).toBe('print');
  });

  it('fixes the download size at 1 and the wide four-cut (Yotsugiri wide) at 11', () => {
    expect(DOWNLOAD_SIZE_ID).toBe(1);
    expect(WIDE_FOUR_CUT_SIZE_ID).toBe(11);
    expect(sizeById(1)?.priceTypeId).toBe(PRICE_TYPE.data);
    expect(sizeById(11)?.key).toBe('wide_four_cut');
    expect(sizeById(2)?.key).toBe('l');
  });

  it('lists sizes in ascending id order, prints only in PRINT_SIZES, named in every language', () => {
    const ids = SIZES.map((s) => s.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(PRINT_SIZES.every((s) => s.priceTypeId === PRICE_TYPE.print)).toBe(true);
    expect(PRINT_SIZES.map((s) => s.id)).toContain(WIDE_FOUR_CUT_SIZE_ID);
    expect(SIZES.every((s) => everyLanguage(s.name))).toBe(true);
  });

  it('sells a movie only as its download, and a photo as anything else', () => {
    expect(sizeById(MOVIE_DOWNLOAD_SIZE_ID)?.priceTypeId).toBe(PRICE_TYPE.data);
    expect(isSizeForMedia(MOVIE_DOWNLOAD_SIZE_ID, 'movie')).toBe(true);
    expect(SIZES.filter((s) => isSizeForMedia(s.id, 'movie')).map((s) => s.id)).toEqual([
      MOVIE_DOWNLOAD_SIZE_ID,
    ]);
    expect(isSizeForMedia(MOVIE_DOWNLOAD_SIZE_ID, 'photo')).toBe(false);
    expect(isSizeForMedia(DOWNLOAD_SIZE_ID, 'photo')).toBe(true);
    expect(isSizeForMedia(WIDE_FOUR_CUT_SIZE_ID, 'movie')).toBe(false);
    expect(isSizeForMedia(999, 'photo')).toBe(false);
  });
});

describe('§5 and §9 limits', () => {
  it('match the spec', () => {
    expect(limits).toMatchObject({
      EVENT_CODE_LENGTH: 5,
      ZIP_CODE_DIGITS: 7,
      MAX_PHOTO_COUNT: 3,
      TW_CVS_MIN_AMOUNT_TWD: 100,
      WARNING_PERIOD_DAYS: 5,
      MAX_OVERLAPPING_AVATARS: 5,
      PRINT_PURCHASE_MAX_COUNT: 50,
      HISTORY_LIST_LIMIT: 10,
      CART_BADGE_CAP: 99,
      HEADER_BG_OFFSET_TITLE_ONLY: 26,
      HEADER_BG_OFFSET_WITH_CHILD: 130,
      STALE_BUILD_RELOAD_GUARD_MS: 10_000,
      ROUTER_TRANSITION_DELAY_MS: 100,
      SECONDS_PER_DAY: 86_400,
    });
  });
});

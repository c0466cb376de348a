import { describe, expect, it } from 'vitest';
import { isCardNumber, isExpired, isHolderName, lastFour } from './card-rules';
import { toOrderBody } from './order-body';
import {
  EMPTY_ADDRESS,
  EMPTY_CARD,
  type OrderFormValues,
  orderFormIssues,
  orderRules,
} from './order-form-values';
import type { StoredOrder } from './order-storage';
import { BUYER_FORM, cartEvent, PAYMENT, SHIPPED_BODY } from './test-fixtures';

const NOW = new Date(2026, 10, 20);

const CARD = {
  number: '4111 1111 1111 1111',
  expire_month: '12',
  expire_year: '2028',
  security_code: '123',
  holder_name: 'hanako yamada',
};
const HOME = {
  ...EMPTY_ADDRESS,
  full_name: '山田 花子',
  zip_code: '150-0041',
  prefecture_id: '13',
  address1: '渋谷区神南1-2-3',
  tel: '03-1234-5678',
};

function values(overrides: Partial<OrderFormValues> = {}): OrderFormValues {
  return {
    home: HOME,
    is_exist_address_override: false,
    shipping: EMPTY_ADDRESS,
    children: [],
    card: CARD,
    ...overrides,
  };
}

const fieldsOf = (issues: ReturnType<typeof orderFormIssues>) =>
  Object.fromEntries(issues.map(([path, message]) => [path.join('.'), message]));

describe('what the order needs (spec §3 Order form, §9 shipping types)', () => {
  it('asks for an address when prints ship to each buyer, for a child when they go to the school', () => {
    expect(orderRules(cartEvent(1))).toEqual({ needsAddress: true, needsChild: false });
    expect(orderRules(cartEvent(2))).toEqual({ needsAddress: false, needsChild: true });
    expect(orderRules(cartEvent(1, false))).toEqual({ needsAddress: false, needsChild: false });
    expect(orderRules(cartEvent(2, false))).toEqual({ needsAddress: false, needsChild: false });
  });
});

describe('order form rules', () => {
  const shipped = orderRules(cartEvent(1));
  const bulk = orderRules(cartEvent(2));

  it('accepts a complete form; the zip code may carry its hyphen or be typed full-width', () => {
    expect(orderFormIssues(values(), shipped, NOW)).toEqual([]);
    const fullWidth = values({ home: { ...HOME, zip_code: '１５０００４１' } });
    expect(orderFormIssues(fullWidth, shipped, NOW)).toEqual([]);
  });

  it('wants a 7-digit zip code (spec §5)', () => {
    for (const zip of ['150004', '15000411', '150-004', 'abc-defg']) {
      const issues = orderFormIssues(values({ home: { ...HOME, zip_code: zip } }), shipped, NOW);
      expect(fieldsOf(issues), zip).toEqual({ 'home.zip_code': 'validation.zip' });
    }
    const empty = orderFormIssues(values({ home: { ...HOME, zip_code: ' ' } }), shipped, NOW);
    expect(fieldsOf(empty)).toEqual({ 'home.zip_code': 'validation.zipRequired' });
  });

  it('needs name and phone always, the postal address only for shipped prints', () => {
    const bare = values({ home: { ...EMPTY_ADDRESS } });
    expect(fieldsOf(orderFormIssues(bare, shipped, NOW))).toEqual({
      'home.full_name': 'validation.fullName',
      'home.tel': 'validation.telRequired',
      'home.zip_code': 'validation.zipRequired',
      'home.prefecture_id': 'validation.prefecture',
      'home.address1': 'validation.address1',
    });
    const downloads = orderRules(cartEvent(1, false));
    expect(fieldsOf(orderFormIssues(bare, downloads, NOW))).toEqual({
      'home.full_name': 'validation.fullName',
      'home.tel': 'validation.telRequired',
    });
  });

  it('checks the other delivery address only when the buyer asked for one', () => {
    const other = values({
      is_exist_address_override: true,
      shipping: { ...EMPTY_ADDRESS, full_name: '山田 一郎' },
    });
    expect(Object.keys(fieldsOf(orderFormIssues(other, shipped, NOW)))).toEqual([
      'shipping.tel',
      'shipping.zip_code',
      'shipping.prefecture_id',
      'shipping.address1',
    ]);
    // Bulk delivery: the address is not asked for at all, whatever the box says.
    expect(fieldsOf(orderFormIssues(other, bulk, NOW))).toEqual({
      'children.root': 'validation.childRequired',
    });
  });

  it('needs at least one named child for bulk delivery', () => {
    expect(fieldsOf(orderFormIssues(values({ children: [] }), bulk, NOW))).toEqual({
      'children.root': 'validation.childRequired',
    });
    const unnamed = values({
      children: [{ child_name: ' ', class_name: 'ひまわり組', relationship: 'mother' }],
    });
    expect(fieldsOf(orderFormIssues(unnamed, bulk, NOW))).toEqual({
      'children.0.child_name': 'validation.childName',
    });
    const named = values({ children: [{ child_name: '花子', class_name: '', relationship: '' }] });
    expect(orderFormIssues(named, bulk, NOW)).toEqual([]);
  });

  it('checks the card inline: number (Luhn), expiry, security code and holder name', () => {
    const bad = values({
      card: {
        number: '4111 1111 1111 1112',
        expire_month: '10',
        expire_year: '2026',
        security_code: '12',
        holder_name: '山田',
      },
    });
    expect(fieldsOf(orderFormIssues(bad, shipped, NOW))).toEqual({
      'card.number': 'validation.cardNumber',
      'card.expire_month': 'validation.expired',
      'card.security_code': 'validation.securityCode',
      'card.holder_name': 'validation.holder',
    });
    expect(fieldsOf(orderFormIssues(values({ card: EMPTY_CARD }), shipped, NOW))).toEqual({
      'card.number': 'validation.cardNumberRequired',
      'card.expire_month': 'validation.expiryRequired',
      'card.security_code': 'validation.securityCode',
      'card.holder_name': 'validation.holderRequired',
    });
    // A token kept from this visit: the card inputs are not shown, so not checked.
    expect(orderFormIssues(values({ card: EMPTY_CARD }), shipped, NOW, false)).toEqual([]);
  });

  it('card helpers', () => {
    expect(isCardNumber('４１１１-１１１１-１１１１-１１１１')).toBe(true);
    expect(isCardNumber('4000 0000 0000 0002')).toBe(true);
    expect(isCardNumber('1234')).toBe(false);
    expect(isExpired('11', '2026', NOW)).toBe(false);
    expect(isExpired('10', '2026', NOW)).toBe(true);
    expect(isHolderName("mary o'neil")).toBe(true);
    expect(lastFour('411111******1111')).toBe('1111');
  });
});

describe('the POST /api/order/process body', () => {
  const order = (form: Partial<StoredOrder['form']>): StoredOrder => ({
    area: 'member',
    event_id: 1,
    form: { ...BUYER_FORM, ...form },
    payment: PAYMENT,
  });

  it('sends the postal address of shipped prints, normalised, with the card token', () => {
    expect(toOrderBody(order({}), PAYMENT, orderRules(cartEvent(1)), 1200)).toEqual(SHIPPED_BODY);
  });

  it('leaves out an address typed earlier when the prints go to the school, and sends the children', () => {
    const body = toOrderBody(
      order({
        is_exist_address_override: true,
        shipping: BUYER_FORM.home,
        children: [
          { child_name: ' 花子 ', class_name: 'ひまわり組', relationship: 'mother' },
          { child_name: '', class_name: '', relationship: '' },
        ],
      }),
      PAYMENT,
      orderRules(cartEvent(2)),
      900,
    );
    expect(body.is_exist_address_override).toBe(false);
    expect(body.shipping_addreess).toBeUndefined();
    expect(body.home_addreess).toEqual({
      full_name: '山田 花子',
      full_name_kana: '',
      address1: '',
      address2: '',
      address3: '',
      tel: '0312345678',
    });
    expect(body.order_children).toEqual([
      { child_name: '花子', class_name: 'ひまわり組', relationship: 'mother' },
    ]);
  });
});

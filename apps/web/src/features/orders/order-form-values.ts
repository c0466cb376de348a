import {
  type CartEvent,
  isChildRelationship,
  isPrefectureCode,
  SHIPPING_TYPE,
  telSchema,
  zipCodeSchema,
} from '@omoide/contract';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { isCardNumber, isExpired, isHolderName, isSecurityCode } from './card-rules';
import { cartHasPrints } from './order-lines';

/**
 * The order form (spec §3 "Order form") as the inputs hold it: every field a string, so the
 * form can keep half-typed input. The rules below decide what must be filled in, which
 * depends on how the event's prints reach the buyer.
 */
export interface AddressValues {
  full_name: string;
  full_name_kana: string;
  zip_code: string;
  prefecture_id: string;
  address1: string;
  address2: string;
  address3: string;
  tel: string;
}

export interface ChildValues {
  child_name: string;
  class_name: string;
  /** '' until chosen; a CHILD_RELATIONSHIPS key after. */
  relationship: string;
}

export interface CardValues {
  number: string;
  expire_month: string;
  expire_year: string;
  security_code: string;
  holder_name: string;
}

export interface OrderFormValues {
  home: AddressValues;
  is_exist_address_override: boolean;
  shipping: AddressValues;
  children: ChildValues[];
  card: CardValues;
}

/** What the form keeps between pages: everything but the card (never stored, DESIGN §1.5). */
export type OrderFormDraft = Omit<OrderFormValues, 'card'>;

export const EMPTY_ADDRESS: AddressValues = {
  full_name: '',
  full_name_kana: '',
  zip_code: '',
  prefecture_id: '',
  address1: '',
  address2: '',
  address3: '',
  tel: '',
};
export const EMPTY_CHILD: ChildValues = { child_name: '', class_name: '', relationship: '' };
export const EMPTY_CARD: CardValues = {
  number: '',
  expire_month: '',
  expire_year: '',
  security_code: '',
  holder_name: '',
};

export function emptyDraft(rules: OrderRules): OrderFormDraft {
  return {
    home: EMPTY_ADDRESS,
    is_exist_address_override: false,
    shipping: EMPTY_ADDRESS,
    children: rules.needsChild ? [EMPTY_CHILD] : [],
  };
}

/** The most children one order names (the contract's `order_children` limit). */
export const MAX_ORDER_CHILDREN = 10;

/**
 * Which parts of the form apply. Prints shipped to each buyer need the postal address; prints
 * delivered in bulk to the school need the child (and class) they are handed to. Downloads
 * alone need neither (the server holds the same rule).
 */
export interface OrderRules {
  needsAddress: boolean;
  needsChild: boolean;
}

export function orderRules(event: CartEvent): OrderRules {
  const hasPrints = cartHasPrints(event);
  const bulk = event.event.shipping_type_id === SHIPPING_TYPE.ikkatsu;
  return { needsAddress: hasPrints && !bulk, needsChild: hasPrints && bulk };
}

/** Message keys (orders namespace) of the form's inline errors. */
type Issue = [path: (string | number)[], message: string];

const blank = (value: string) => value.trim() === '';

function addressIssues(address: AddressValues, prefix: string, withPostal: boolean): Issue[] {
  const issues: Issue[] = [];
  if (blank(address.full_name)) issues.push([[prefix, 'full_name'], 'validation.fullName']);
  if (!telSchema.safeParse(address.tel).success) {
    issues.push([[prefix, 'tel'], blank(address.tel) ? 'validation.telRequired' : 'validation.tel']);
  }
  if (!withPostal) return issues;
  if (!zipCodeSchema.safeParse(address.zip_code).success) {
    issues.push([
      [prefix, 'zip_code'],
      blank(address.zip_code) ? 'validation.zipRequired' : 'validation.zip',
    ]);
  }
  if (!isPrefectureCode(address.prefecture_id))
    issues.push([[prefix, 'prefecture_id'], 'validation.prefecture']);
  if (blank(address.address1)) issues.push([[prefix, 'address1'], 'validation.address1']);
  return issues;
}

function childIssues(children: ChildValues[]): Issue[] {
  if (children.length === 0) return [[['children', 'root'], 'validation.childRequired']];
  return children.flatMap((child, index): Issue[] => [
    ...(blank(child.child_name)
      ? [[['children', index, 'child_name'], 'validation.childName'] as Issue]
      : []),
    ...(child.relationship && !isChildRelationship(child.relationship)
      ? [[['children', index, 'relationship'], 'validation.relationship'] as Issue]
      : []),
  ]);
}

function cardIssues(card: CardValues, now: Date): Issue[] {
  const issues: Issue[] = [];
  if (!isCardNumber(card.number)) {
    issues.push([
      ['card', 'number'],
      blank(card.number) ? 'validation.cardNumberRequired' : 'validation.cardNumber',
    ]);
  }
  if (!card.expire_month || !card.expire_year)
    issues.push([['card', 'expire_month'], 'validation.expiryRequired']);
  else if (isExpired(card.expire_month, card.expire_year, now)) {
    issues.push([['card', 'expire_month'], 'validation.expired']);
  }
  if (!isSecurityCode(card.security_code))
    issues.push([['card', 'security_code'], 'validation.securityCode']);
  if (!isHolderName(card.holder_name)) {
    issues.push([
      ['card', 'holder_name'],
      blank(card.holder_name) ? 'validation.holderRequired' : 'validation.holder',
    ]);
  }
  return issues;
}

/**
 * Every problem of the form under these rules, as [field path, message key]. `withCard`
 * false: a card token from this visit is kept, so the card inputs are not shown.
 */
export function orderFormIssues(
  values: OrderFormValues,
  rules: OrderRules,
  now: Date,
  withCard = true,
): Issue[] {
  return [
    ...addressIssues(values.home, 'home', rules.needsAddress),
    ...(rules.needsAddress && values.is_exist_address_override
      ? addressIssues(values.shipping, 'shipping', true)
      : []),
    ...(rules.needsChild ? childIssues(values.children) : []),
    ...(withCard ? cardIssues(values.card, now) : []),
  ];
}

/**
 * react-hook-form's resolver for the rules above: errors nested as the fields are named
 * (`home.zip_code`, `children.0.child_name`), each with its message key.
 */
export function orderFormResolver(
  rules: OrderRules,
  options: { now: () => Date; withCard: () => boolean },
): Resolver<OrderFormValues> {
  return async (values) => {
    const issues = orderFormIssues(values, rules, options.now(), options.withCard());
    if (issues.length === 0) return { values, errors: {} };
    const errors: Record<string | number, unknown> = {};
    for (const [path, message] of issues) {
      let node = errors;
      for (const key of path.slice(0, -1)) {
        node[key] ??= {};
        node = node[key] as Record<string | number, unknown>;
      }
      node[path.at(-1) as string | number] ??= { type: 'validate', message };
    }
    return { values: {}, errors: errors as FieldErrors<OrderFormValues> };
  };
}

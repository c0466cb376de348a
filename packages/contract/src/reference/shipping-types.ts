import type { LangText } from '../locale.js';

/**
 * How an event's prints reach buyers (spec §3 "Reference lists"): shipped to each buyer, or
 * delivered in bulk (to the school or venue), in which case no shipping fee applies (§9).
 */
export const SHIPPING_TYPES = [
  {
    id: 1,
    key: 'kobetsu',
    label: { ja: '個別配送', hant: '個別配送', vi: 'Giao hàng riêng lẻ', 'en-US': 'Individual shipping' },
  },
  {
    id: 2,
    key: 'ikkatsu',
    label: { ja: '一括配送', hant: '統一配送', vi: 'Giao hàng gộp', 'en-US': 'Bulk delivery' },
  },
] as const satisfies readonly { id: number; key: string; label: LangText }[];

export type ShippingType = (typeof SHIPPING_TYPES)[number];
export type ShippingTypeId = ShippingType['id'];
export type ShippingTypeKey = ShippingType['key'];

/** Ids by key, so rules read `SHIPPING_TYPE.ikkatsu` rather than a bare 2. */
export const SHIPPING_TYPE = { kobetsu: 1, ikkatsu: 2 } as const satisfies Record<
  ShippingTypeKey,
  ShippingTypeId
>;

export function isShippingTypeId(value: unknown): value is ShippingTypeId {
  return SHIPPING_TYPES.some((s) => s.id === value);
}

export function shippingTypeById(id: number): ShippingType | undefined {
  return SHIPPING_TYPES.find((s) => s.id === id);
}

import {
  cartTotals,
  DOWNLOAD_SIZE_ID,
  type LongRunSubInfo,
  lineExtraAndDiscount,
  MOVIE_DOWNLOAD_SIZE_ID,
  priceTypeById,
  sizeById,
} from '@omoide/contract';
import type { Database } from '../db/client';
import { orderLines, orders } from '../db/schema/index';
import { newOrderCode } from '../modules/orders/order-code';
import { getShippingFees } from '../modules/system/system.service';

/** One item the demo member bought, with its sub-category's terms at the time. */
export type DemoPurchase = {
  imageItemId: number;
  sizeId: number;
  quantity: number;
  unitPrice: number;
  terms: LongRunSubInfo;
};

const L_PRINT_SIZE_ID = 2;

/** What the demo member bought at the sports day: photo downloads, one print, the movie. */
export function demoPurchases(input: {
  photos: { id: number; terms: LongRunSubInfo }[];
  movie: { id: number; terms: LongRunSubInfo };
  prices: { sizeId: number; unitPrice: number }[];
}): DemoPurchase[] {
  const price = (sizeId: number) => input.prices.find((p) => p.sizeId === sizeId)!.unitPrice;
  const [a, b, c, d] = input.photos;
  return [
    ...[a!, b!, c!].map((p) => ({
      imageItemId: p.id,
      sizeId: DOWNLOAD_SIZE_ID,
      quantity: 1,
      unitPrice: price(DOWNLOAD_SIZE_ID),
      terms: p.terms,
    })),
    {
      imageItemId: d!.id,
      sizeId: L_PRINT_SIZE_ID,
      quantity: 2,
      unitPrice: price(L_PRINT_SIZE_ID),
      terms: d!.terms,
    },
    {
      imageItemId: input.movie.id,
      sizeId: MOVIE_DOWNLOAD_SIZE_ID,
      quantity: 1,
      unitPrice: price(MOVIE_DOWNLOAD_SIZE_ID),
      terms: input.movie.terms,
    },
  ];
}

/**
 * A paid card order of the demo member, made as checkout makes one (snapshotted lines and
 * totals from the contract's pricing rules, `insertOrder`), so a newcomer finds a full library
 * after `npm start`. No card is charged: it is seed data, marked paid by a sandbox card.
 */
export async function seedDemoPaidOrder(
  db: Database,
  input: {
    memberId: number;
    email: string;
    event: { id: number; name: string; currencyTypeId: number; shippingTypeId: number };
    purchases: DemoPurchase[];
    paidAt: Date;
  },
) {
  const now_t = Math.floor(input.paidAt.getTime() / 1000);
  const lines = input.purchases.map((p) => {
    const size = sizeById(p.sizeId)!;
    const type = priceTypeById(size.priceTypeId)!;
    const adjustment = lineExtraAndDiscount({ now_t, quantity: p.quantity, longRunSubInfo: p.terms });
    return {
      imageItemId: p.imageItemId,
      crop: null,
      mediaKey: null,
      priceTypeId: size.priceTypeId,
      priceTypeNameLang: { ...type.name },
      sizeId: p.sizeId,
      sizeNameLang: { ...size.name },
      quantity: p.quantity,
      unitPrice: p.unitPrice,
      extraCostInTax: adjustment.extra_cost_in_tax,
      discountInTax: Math.min(
        adjustment.discount_in_tax,
        p.unitPrice * p.quantity + adjustment.extra_cost_in_tax,
      ),
      isExpiredExtendBuy: adjustment.is_expired_extend_buy,
      isDiscountBuy: adjustment.is_discount_buy,
    };
  });
  const shipping_fee = await getShippingFees(db);
  const totals = cartTotals({
    lines: input.purchases.map((p) => ({
      price_type_id: sizeById(p.sizeId)!.priceTypeId,
      size_id: p.sizeId,
      quantity: p.quantity,
      unit_price: p.unitPrice,
      long_run_sub_info: p.terms,
    })),
    now_t,
    shippingTypeId: input.event.shippingTypeId,
    constants: shipping_fee,
  });
  const address = {
    full_name: 'デモ 保護者',
    full_name_kana: 'デモ ホゴシャ',
    zip_code: '1500001',
    prefecture_id: '13',
    address1: '渋谷区神宮前1-1-1',
    address2: '',
    address3: '',
    tel: '0312345678',
  };
  const order = {
    orderCode: newOrderCode(),
    buyerKind: 'member',
    buyerSubject: String(input.memberId),
    email: input.email,
    language: 'ja',
    eventId: input.event.id,
    eventName: input.event.name,
    status: 'paid',
    currencyTypeId: input.event.currencyTypeId,
    shippingTypeId: input.event.shippingTypeId,
    totals,
    totalInTax: totals.total_in_tax,
    quantity: input.purchases.reduce((n, p) => n + p.quantity, 0),
    tel: address.tel,
    homeAddress: address,
    shippingAddress: null,
    orderChildren: [],
    // Seed data: paid without a provider, so the ledger check (`npm run reconcile`) leaves it out.
    paymentType: 'seed',
    cardBrand: 'visa',
    cardLast4: '1111',
    paidAt: input.paidAt,
    createdAt: input.paidAt,
  } satisfies typeof orders.$inferInsert;
  return db.transaction(async (tx) => {
    const [created] = await tx.insert(orders).values(order).returning();
    await tx.insert(orderLines).values(lines.map((line) => ({ ...line, orderId: created!.id })));
    return created!;
  });
}

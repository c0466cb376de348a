import {
  type Cart,
  type CartEvent,
  type CartItem,
  type CartPostBody,
  type CartPriceLine,
  cartTotals,
  type EventInfo,
  hasEnded,
  isSizeForMedia,
  type LongRunSubInfo,
  lineExtraAndDiscount,
  offeredPaymentTypes,
  PRICE_TYPE,
  pickLang,
  priceTypeById,
  sizeById,
  type TextLanguage,
} from '@omoide/contract';
import type { Database } from '../../db/client';
import type { StoredCrop } from '../../db/schema/cart';
import { AppError } from '../../platform/errors';
import { assertMayBuyFrom, type Buyer } from '../events/event-access';
import { getEventInfo } from '../events/events.service';
import { toImageItem } from '../photos/photo-list.service';
import { getShippingFees } from '../system/system.service';
import { cartMessages as m } from './cart.messages';
import {
  type CartRow,
  countCartItems,
  findCartItem,
  findEventPhoto,
  listCartRows,
  lockCart,
  subtractFromCart,
  writeCartItem,
} from './cart.repo';

/**
 * The buyer behind a request the auth guard let through. An order pass (a token for one order)
 * never gets here: the guard refuses it on every route but the order's own (spec §6).
 */
export function cartBuyerOf(request: { auth: { kind: Buyer['kind']; subject: string } | null }): Buyer {
  const auth = request.auth!;
  return { kind: auth.kind, subject: auth.subject };
}

/** Items one buyer may hold over all events: a cart, not a storage place. */
export const MAX_CART_ITEMS = 300;

const nowT = () => Math.floor(Date.now() / 1000);
const allLanguages = (text: Record<string, string>) => ({ ...text });

/** The sub-category terms of every category of the event, by category id. */
function termsByCategory(info: EventInfo['info']): Map<number, LongRunSubInfo> {
  const terms = new Map<number, LongRunSubInfo>();
  for (const category of info.categories) {
    terms.set(category.id, category.long_run_sub_info);
    for (const sub of category.sub_categories) terms.set(sub.id, sub.long_run_sub_info);
  }
  return terms;
}

function priceLine(
  price: { price_type_id: number; size_id: number; unit_price: number },
  quantity: number,
  terms: LongRunSubInfo | undefined,
  now_t: number,
  lang: TextLanguage,
): CartPriceLine {
  const size = sizeById(price.size_id);
  const type = priceTypeById(price.price_type_id);
  const adjustment = lineExtraAndDiscount({ now_t, quantity, longRunSubInfo: terms });
  return {
    price_type_id: price.price_type_id,
    price_type_name: type ? pickLang(type.name, lang) : String(price.price_type_id),
    price_type_name_lang: type ? allLanguages(type.name) : {},
    size_id: price.size_id,
    name: size ? pickLang(size.name, lang) : String(price.size_id),
    name_lang: size ? allLanguages(size.name) : {},
    quantity,
    unit_price: price.unit_price,
    is_expired_extend_buy: adjustment.is_expired_extend_buy,
    is_discount_buy: adjustment.is_discount_buy,
    extra_cost_in_tax: adjustment.extra_cost_in_tax,
    discount_in_tax: adjustment.discount_in_tax,
  };
}

function isOnSale(row: CartRow, now_t: number): boolean {
  const expires = row.photo.expirationOfInfo;
  return (
    row.photo.status === 'ready' &&
    row.photo.mediaKey !== null &&
    !hasEnded(expires && expires.getTime() / 1000, now_t)
  );
}

function toCartItem(row: CartRow, info: EventInfo['info'], now_t: number, lang: TextLanguage): CartItem {
  const terms = termsByCategory(info).get(row.photo.categoryId);
  const quantityOf = new Map(row.sizes.map((s) => [s.sizeId, s.quantity]));
  // A crop is for one print size: that item offers only it. A movie offers its download only.
  const offered = row.crop
    ? info.prices.filter((p) => p.size_id === row.crop!.size_id)
    : info.prices.filter((p) => isSizeForMedia(p.size_id, row.photo.mediaType));
  const lines = offered
    .slice()
    .sort((a, b) => a.price_type_id - b.price_type_id || a.size_id - b.size_id)
    .map((price) => priceLine(price, quantityOf.get(price.size_id) ?? 0, terms, now_t, lang));
  return {
    image_item: toImageItem({ ...row.photo, mediaKey: row.photo.mediaKey ?? '' }),
    photo_custom_id: row.crop ? row.id : 0,
    photo_custom: row.crop ?? null,
    is_available: isOnSale(row, now_t),
    size_and_price: {
      data_prices: lines.filter((l) => l.price_type_id === PRICE_TYPE.data),
      print_prices: lines.filter((l) => l.price_type_id === PRICE_TYPE.print),
    },
  };
}

function toCartEvent(
  info: EventInfo['info'],
  items: CartItem[],
  now_t: number,
  shippingFee: { print_standard_in_tax: number; print_large_in_tax: number },
): CartEvent {
  const chosen = items
    .filter((item) => item.is_available)
    .flatMap((item) => [...item.size_and_price.data_prices, ...item.size_and_price.print_prices])
    .filter((line) => line.quantity > 0);
  const terms = termsByCategory(info);
  const lineTerms = items
    .filter((item) => item.is_available)
    .flatMap((item) =>
      [...item.size_and_price.data_prices, ...item.size_and_price.print_prices]
        .filter((line) => line.quantity > 0)
        .map((line) => ({ ...line, long_run_sub_info: terms.get(item.image_item.category_id) ?? null })),
    );
  return {
    event: info.event,
    image_item_with_prices: items,
    totals: cartTotals({
      lines: lineTerms,
      now_t,
      shippingTypeId: info.event.shipping_type_id,
      constants: shippingFee,
    }),
    quantity: chosen.reduce((n, line) => n + line.quantity, 0),
    payment_types: offeredPaymentTypes(info.event.currency_type_id),
  };
}

/**
 * `GET /api/cart`: the buyer's cart per event (spec §3 "Cart"), with every event's totals
 * (DESIGN §8 pricing rules). Events the buyer may no longer see (their sale window closed)
 * are left out; their items stay stored and come back if the event reopens.
 */
export async function getCart(
  db: Database,
  buyer: Buyer,
  lang: TextLanguage,
  eventId?: number,
): Promise<Cart> {
  const rows = await listCartRows(db, buyer, eventId);
  const now_t = nowT();
  const byEvent = new Map<number, CartRow[]>();
  for (const row of rows) byEvent.set(row.eventId, [...(byEvent.get(row.eventId) ?? []), row]);
  const shipping_fee = await getShippingFees(db);
  const cart: CartEvent[] = [];
  for (const [id, eventRows] of byEvent) {
    const info = await visibleEventInfo(db, buyer, id, lang);
    if (!info) continue;
    const items = eventRows.map((row) => toCartItem(row, info, now_t, lang));
    cart.push(toCartEvent(info, items, now_t, shipping_fee));
  }
  return { cart, quantity: cart.reduce((n, e) => n + e.quantity, 0) };
}

async function visibleEventInfo(db: Database, buyer: Buyer, eventId: number, lang: TextLanguage) {
  try {
    return (await getEventInfo(db, buyer, eventId, lang)).info;
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) return null;
    throw error;
  }
}

/** The checks of a post that need no database: sizes sold, once each, a download once, a crop on one print. */
function checkSizes(body: CartPostBody, prices: EventInfo['info']['prices']) {
  const seen = new Set<number>();
  for (const line of body.sizes) {
    if (seen.has(line.size_id)) throw new AppError(400, 'CART-SIZE-REPEATED', m['size.repeated']);
    seen.add(line.size_id);
    if (!prices.some((p) => p.size_id === line.size_id)) {
      throw new AppError(400, 'CART-SIZE-400', m['size.not_sold'], { size: line.size_id });
    }
    if (sizeById(line.size_id)?.priceTypeId === PRICE_TYPE.data && line.quantity > 1) {
      throw new AppError(400, 'CART-DOWNLOAD-ONE', m['download.one']);
    }
  }
  const crop = body.photo_custom;
  if (crop) {
    const print = sizeById(crop.size_id);
    const only = body.sizes.length === 1 && body.sizes[0]!.size_id === crop.size_id;
    if (!print || print.priceTypeId !== PRICE_TYPE.print || !only) {
      throw new AppError(400, 'CART-CROP-400', m['crop.print_only']);
    }
  }
}

/**
 * `POST /api/cart`: sets the quantities of one cart item (see `cartPostBodySchema`) and
 * answers the whole cart. Only a photo on sale in an event the buyer may see can be added.
 */
export async function setCartItem(
  db: Database,
  buyer: Buyer,
  body: CartPostBody,
  lang: TextLanguage,
): Promise<Cart> {
  await assertMayBuyFrom(db, buyer, body.event_id);
  const info = (await getEventInfo(db, buyer, body.event_id, lang)).info;
  checkSizes(body, info.prices);
  const photo = await findEventPhoto(db, body.event_id, body.image_info_id);
  // A photo the operator hid (issue 29: blurred, eyes closed) is no longer for sale.
  if (photo?.status !== 'ready' || photo.hidden)
    throw new AppError(404, 'CART-PHOTO-404', m['photo.not_found']);
  // A movie is sold as its download only; a photo never as that (contract `isSizeForMedia`).
  if (body.sizes.some((line) => !isSizeForMedia(line.size_id, photo.mediaType))) {
    const key = photo.mediaType === 'movie' ? 'size.movie_only' : 'size.photo_only';
    throw new AppError(400, 'CART-SIZE-MEDIA', m[key]);
  }
  const existing = await findCartItem(db, buyer, {
    imageItemId: body.image_info_id,
    cartItemId: body.photo_custom_id ? body.photo_custom_id : null,
  });
  // A photo_custom_id names a cropped item; the uncropped one has none (it is 0).
  if (body.photo_custom_id && !existing?.crop) throw new AppError(404, 'CART-ITEM-404', m['item.not_found']);
  // A cropped item stays on its print size: another size is another item.
  const fixedSize = existing?.crop?.size_id;
  if (fixedSize !== undefined && body.sizes.some((s) => s.size_id !== fixedSize)) {
    throw new AppError(400, 'CART-CROP-400', m['crop.print_only']);
  }
  const adds = body.sizes.some((s) => s.quantity > 0);
  const expires = photo.expirationOfInfo;
  if (adds && expires && hasEnded(expires.getTime() / 1000, Date.now() / 1000)) {
    throw new AppError(400, 'CART-PHOTO-EXPIRED', m['photo.expired']);
  }
  const makesItem = body.photo_custom !== undefined && !body.photo_custom_id;
  if (adds && (!existing || makesItem)) await assertRoomInCart(db, buyer);
  await writeCartItem(db, {
    buyer,
    eventId: body.event_id,
    imageItemId: body.image_info_id,
    existingId: makesItem ? null : (existing?.id ?? null),
    crop: body.photo_custom,
    sizes: body.sizes.map((s) => ({ sizeId: s.size_id, quantity: s.quantity })),
  });
  return getCart(db, buyer, lang);
}

async function assertRoomInCart(db: Database, buyer: Buyer) {
  if ((await countCartItems(db, buyer)) >= MAX_CART_ITEMS) {
    throw new AppError(400, 'CART-FULL', m['cart.full'], { max: MAX_CART_ITEMS });
  }
}

/**
 * After an order is paid: what it bought leaves the cart (items added meanwhile stay). In the
 * paying transaction, after lockCartOfEvent: the removal is part of it.
 */
export async function removeOrderedFromCart(
  tx: Database,
  buyer: Buyer,
  order: {
    eventId: number;
    lines: readonly {
      imageItemId: number | null;
      crop: StoredCrop | null;
      sizeId: number;
      quantity: number;
    }[];
  },
) {
  await subtractFromCart(tx, buyer, order.eventId, order.lines);
}

/**
 * Locks the buyer's cart of one event until the transaction ends and answers quantity per
 * `photo:size`: checkout takes it before ordering the cart, payment before taking the paid
 * photos out of it, so one checkout never orders what another one's payment is removing.
 */
export function lockCartOfEvent(tx: Database, buyer: Buyer, eventId: number) {
  return lockCart(tx, buyer, eventId);
}

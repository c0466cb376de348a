import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cartItemSizes, cartItems, type StoredCrop } from '../../db/schema/cart';
import { imageItems } from '../../db/schema/catalogue';
import type { Buyer } from '../events/event-access';

const ofBuyer = (buyer: Buyer) =>
  and(eq(cartItems.buyerKind, buyer.kind), eq(cartItems.buyerSubject, buyer.subject));

/** Every cart item of a buyer with its photo and sizes, oldest first (the order added). */
export async function listCartRows(db: Database, buyer: Buyer, eventId?: number) {
  const items = await db
    .select({
      id: cartItems.id,
      eventId: cartItems.eventId,
      crop: cartItems.crop,
      photo: {
        id: imageItems.id,
        categoryId: imageItems.categoryId,
        eventId: imageItems.eventId,
        width: imageItems.width,
        height: imageItems.height,
        placeholder: imageItems.placeholder,
        mediaKey: imageItems.mediaKey,
        capturedAt: imageItems.capturedAt,
        expirationOfInfo: imageItems.expirationOfInfo,
        status: imageItems.status,
        mediaType: imageItems.mediaType,
        durationMs: imageItems.durationMs,
      },
    })
    .from(cartItems)
    .innerJoin(imageItems, eq(imageItems.id, cartItems.imageItemId))
    .where(eventId === undefined ? ofBuyer(buyer) : and(ofBuyer(buyer), eq(cartItems.eventId, eventId)))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  if (items.length === 0) return [];
  const sizes = await db
    .select()
    .from(cartItemSizes)
    .where(
      inArray(
        cartItemSizes.cartItemId,
        items.map((i) => i.id),
      ),
    );
  return items.map((item) => ({
    ...item,
    sizes: sizes
      .filter((s) => s.cartItemId === item.id)
      .map(({ sizeId, quantity }) => ({ sizeId, quantity })),
  }));
}
export type CartRow = Awaited<ReturnType<typeof listCartRows>>[number];

/** A photo of an event, whatever its state (the service decides what may be bought). */
export async function findEventPhoto(db: Database, eventId: number, imageItemId: number) {
  const [row] = await db
    .select({
      id: imageItems.id,
      status: imageItems.status,
      hidden: imageItems.hidden,
      expirationOfInfo: imageItems.expirationOfInfo,
      mediaType: imageItems.mediaType,
    })
    .from(imageItems)
    .where(and(eq(imageItems.id, imageItemId), eq(imageItems.eventId, eventId)))
    .limit(1);
  return row ?? null;
}

/** The buyer's item for this photo and crop choice, or null (see `cartPostBodySchema`). */
export async function findCartItem(
  db: Database,
  buyer: Buyer,
  target: { imageItemId: number; cartItemId: number | null },
) {
  const where =
    target.cartItemId === null
      ? and(ofBuyer(buyer), eq(cartItems.imageItemId, target.imageItemId), isNull(cartItems.crop))
      : and(
          ofBuyer(buyer),
          eq(cartItems.imageItemId, target.imageItemId),
          eq(cartItems.id, target.cartItemId),
        );
  const [row] = await db
    .select({ id: cartItems.id, crop: cartItems.crop })
    .from(cartItems)
    .where(where)
    .limit(1);
  return row ?? null;
}

/**
 * Sets the quantities of one cart item in one transaction: creates the item when needed,
 * writes each size (0 deletes it) and removes the item when no size is left.
 */
export async function writeCartItem(
  db: Database,
  input: {
    buyer: Buyer;
    eventId: number;
    imageItemId: number;
    existingId: number | null;
    crop: StoredCrop | null | undefined;
    sizes: readonly { sizeId: number; quantity: number }[];
  },
) {
  await db.transaction(async (tx) => {
    let id = input.existingId;
    if (id === null) {
      if (input.sizes.every((s) => s.quantity === 0)) return;
      const [created] = await tx
        .insert(cartItems)
        .values({
          buyerKind: input.buyer.kind,
          buyerSubject: input.buyer.subject,
          eventId: input.eventId,
          imageItemId: input.imageItemId,
          crop: input.crop ?? null,
        })
        // Two taps racing on the same uncropped photo land on one row.
        .onConflictDoUpdate({
          target: [cartItems.buyerKind, cartItems.buyerSubject, cartItems.imageItemId],
          targetWhere: sql`${cartItems.crop} IS NULL`,
          set: { updatedAt: sql`now()` },
        })
        .returning({ id: cartItems.id });
      id = created!.id;
    } else if (input.crop) {
      await tx.update(cartItems).set({ crop: input.crop, updatedAt: sql`now()` }).where(eq(cartItems.id, id));
    }
    for (const size of input.sizes) {
      if (size.quantity === 0) {
        await tx
          .delete(cartItemSizes)
          .where(and(eq(cartItemSizes.cartItemId, id), eq(cartItemSizes.sizeId, size.sizeId)));
      } else {
        await tx
          .insert(cartItemSizes)
          .values({ cartItemId: id, sizeId: size.sizeId, quantity: size.quantity })
          .onConflictDoUpdate({
            target: [cartItemSizes.cartItemId, cartItemSizes.sizeId],
            set: { quantity: size.quantity },
          });
      }
    }
    const [left] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(cartItemSizes)
      .where(eq(cartItemSizes.cartItemId, id));
    if ((left?.n ?? 0) === 0) await tx.delete(cartItems).where(eq(cartItems.id, id));
  });
}

export async function countCartItems(db: Database, buyer: Buyer) {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(cartItems).where(ofBuyer(buyer));
  return row?.n ?? 0;
}

/**
 * Takes what an order bought out of the buyer's cart: each ordered size of each item loses the
 * ordered quantity; emptied sizes and items go. What was added or raised since stays.
 */
export async function subtractFromCart(
  tx: Database,
  buyer: Buyer,
  eventId: number,
  lines: readonly { imageItemId: number | null; crop: StoredCrop | null; sizeId: number; quantity: number }[],
) {
  // No transaction (savepoint) of its own: every caller is a paying transaction that holds
  // the cart's lock (lockCart), and each statement here is a round trip on its connection.
  for (const line of lines) {
    if (line.imageItemId === null) continue;
    const sameCrop = line.crop
      ? sql`${cartItems.crop} = ${JSON.stringify(line.crop)}::jsonb`
      : isNull(cartItems.crop);
    const items = await tx
      .select({ id: cartItems.id })
      .from(cartItems)
      .where(
        and(
          ofBuyer(buyer),
          eq(cartItems.eventId, eventId),
          eq(cartItems.imageItemId, line.imageItemId),
          sameCrop,
        ),
      )
      .limit(1);
    const id = items[0]?.id;
    if (id === undefined) continue;
    const size = and(eq(cartItemSizes.cartItemId, id), eq(cartItemSizes.sizeId, line.sizeId));
    // Sizes bought whole go; a size raised since the order keeps what was added.
    await tx.delete(cartItemSizes).where(and(size, sql`${cartItemSizes.quantity} <= ${line.quantity}`));
    await tx
      .update(cartItemSizes)
      .set({ quantity: sql`${cartItemSizes.quantity} - ${line.quantity}` })
      .where(size);
    // The photo leaves the cart with its last size.
    await tx
      .delete(cartItems)
      .where(
        and(
          eq(cartItems.id, id),
          sql`not exists (select 1 from ${cartItemSizes} where ${cartItemSizes.cartItemId} = ${id})`,
        ),
      );
  }
}

/**
 * Locks a buyer's cart of one event (its items and sizes, in id order) until the transaction
 * ends, and answers quantity per photo and size. Checkout and payment both take this lock
 * first, so one checkout never orders what another one's payment is taking out of the cart.
 */
export async function lockCart(tx: Database, buyer: Buyer, eventId: number) {
  const rows = await tx
    .select({
      imageItemId: cartItems.imageItemId,
      sizeId: cartItemSizes.sizeId,
      quantity: cartItemSizes.quantity,
    })
    .from(cartItems)
    .innerJoin(cartItemSizes, eq(cartItemSizes.cartItemId, cartItems.id))
    .where(
      and(
        eq(cartItems.buyerKind, buyer.kind),
        eq(cartItems.buyerSubject, buyer.subject),
        eq(cartItems.eventId, eventId),
      ),
    )
    .orderBy(asc(cartItems.id), asc(cartItemSizes.sizeId))
    .for('update');
  const quantities = new Map<string, number>();
  for (const row of rows) {
    const key = `${row.imageItemId}:${row.sizeId}`;
    quantities.set(key, (quantities.get(key) ?? 0) + row.quantity);
  }
  return quantities;
}

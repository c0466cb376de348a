import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { Database } from '../src/db/client';
import { imageItems, orderLines, orders } from '../src/db/schema/index';

type OrderStatus = (typeof orders.$inferInsert)['status'];

/** A photo as a phone takes it: EXIF with the camera, the time and where it was (GPS). */
export function phonePhoto(width: number, height: number, color = '#3a7bd5') {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .composite([
      {
        input: Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><circle cx="${width / 3}" cy="${height / 2}" r="${Math.min(width, height) / 4}" fill="#f3a712"/></svg>`,
        ),
      },
    ])
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'Omoide', Model: 'Phone' },
      IFD2: { DateTimeOriginal: '2026:05:01 10:00:00' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '35/1 41/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '139/1 41/1 30/1',
      },
    })
    .toBuffer();
}

const DOWNLOAD = { priceTypeId: 1, sizeId: 1, ja: 'ダウンロード', en: 'Download' };
const PRINT_L = { priceTypeId: 2, sizeId: 2, ja: 'L判', en: 'L size' };

/**
 * An order as checkout leaves it, in any state: `downloads` bought as data, `prints` as L
 * prints. No card is charged — the delivery tests start where payment ended.
 */
export async function insertOrder(
  db: Database,
  input: {
    buyer: { kind: 'member' | 'guest'; subject: string };
    eventId: number;
    status?: OrderStatus;
    downloads?: number[];
    prints?: number[];
    paidAt?: Date;
    orderChildren?: { child_name: string; class_name: string }[];
    email?: string;
    language?: string;
    shippingTypeId?: number;
    shippingAddress?: (typeof orders.$inferInsert)['shippingAddress'];
  },
) {
  const status = input.status ?? 'paid';
  const lines = [
    ...(input.downloads ?? []).map((id) => ({ id, size: DOWNLOAD })),
    ...(input.prints ?? []).map((id) => ({ id, size: PRINT_L })),
  ];
  const [order] = await db
    .insert(orders)
    .values({
      orderCode: randomUUID().slice(0, 10).toUpperCase(),
      buyerKind: input.buyer.kind,
      buyerSubject: input.buyer.subject,
      eventId: input.eventId,
      eventName: 'Event',
      status,
      email: input.email ?? null,
      language: input.language ?? 'ja',
      currencyTypeId: 1,
      shippingTypeId: input.shippingTypeId ?? 1,
      shippingAddress: input.shippingAddress ?? null,
      totals: {
        data_subtotal_in_tax: 0,
        print_subtotal_in_tax: 0,
        extra_cost_in_tax: 0,
        discount_in_tax: 0,
        shipping_fee_in_tax: 0,
        total_in_tax: 100 * lines.length,
      },
      totalInTax: 100 * lines.length,
      quantity: lines.length,
      tel: '09012345678',
      homeAddress: {
        full_name: '山田 花子',
        full_name_kana: '',
        address1: '',
        address2: '',
        address3: '',
        tel: '09012345678',
      },
      orderChildren: input.orderChildren ?? [],
      paymentType: 'credit_card',
      paidAt:
        status === 'paid' || status === 'shipped' || status === 'in_production'
          ? (input.paidAt ?? new Date())
          : null,
    })
    .returning();
  if (lines.length > 0) {
    await db.insert(orderLines).values(
      lines.map(({ id, size }) => ({
        orderId: order!.id,
        imageItemId: id,
        priceTypeId: size.priceTypeId,
        priceTypeNameLang: { ja: size.ja, hant: size.en, vi: size.en, 'en-US': size.en },
        sizeId: size.sizeId,
        sizeNameLang: { ja: size.ja, hant: size.en, vi: size.en, 'en-US': size.en },
        quantity: 1,
        unitPrice: 100,
      })),
    );
  }
  return order!;
}

/**
 * `count` ready photos in a sub-category of an event, as the derivative job leaves them
 * (1800×1200, files IMG_0001.JPG …); `extra` sets any other column of every photo.
 */
export async function insertEventPhotos(
  db: Database,
  place: { eventId: number; categoryId: number },
  count: number,
  extra: Partial<typeof imageItems.$inferInsert> = {},
): Promise<number[]> {
  const rows = await db
    .insert(imageItems)
    .values(
      Array.from({ length: count }, (_, i) => ({
        eventId: place.eventId,
        categoryId: place.categoryId,
        storageKey: `originals/${place.eventId}/${randomUUID()}.jpg`,
        originalName: `IMG_${String(i + 1).padStart(4, '0')}.JPG`,
        status: 'ready' as const,
        mediaKey: randomUUID(),
        sortOrder: i,
        width: 1800,
        height: 1200,
        ...extra,
      })),
    )
    .returning({ id: imageItems.id });
  return rows.map((row) => row.id);
}

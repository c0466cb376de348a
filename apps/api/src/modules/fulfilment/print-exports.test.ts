import { inflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createEvent } from '../../../test/fixtures';
import { insertEventPhotos, insertOrder, phonePhoto } from '../../../test/paid-orders';
import { unzip } from '../../../test/zip';
import { events, imageItems, orderLines } from '../../db/schema/index';
import { mediaKeyOf } from '../../platform/media/media-url';
import { SHIP_TO, useFulfilmentFixture } from './fulfilment-test-kit';

/** The lab's exports of print orders (docs/decisions/018): print sheet, contact sheet, print files. */
const f = useFulfilmentFixture();

describe('print sheet and contact sheet', () => {
  it('exports the lab’s print sheet as CSV: BOM, a header in the operator’s language, one row per print', async () => {
    const order = await f.printOrder({ shippingAddress: SHIP_TO, status: 'in_production' });
    await f.t.deps.db
      .update(orderLines)
      .set({ crop: { size_id: 2, x: 10, y: 20, width: 300, height: 200 } })
      .where(eq(orderLines.orderId, order.id));
    const res = await f.call(
      'GET',
      `/api/studio/events/${f.eventId}/print_sheet?status=in_production`,
      undefined,
      'ja',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="print-sheet-event-${f.eventId}-in_production.csv"`,
    );
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(rows[0]).toBe(
      '注文番号,状態,支払日時,お届け先氏名,郵便番号,都道府県,住所,電話番号,クラス,お子さま,ファイル名,写真ID,サイズ,枚数,トリミングX,トリミングY,トリミング幅,トリミング高さ',
    );
    const mine = rows.filter((row) => row.startsWith(order.orderCode));
    expect(mine).toHaveLength(2);
    expect(mine[0]).toMatch(
      new RegExp(
        `^${order.orderCode},制作中,\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2},佐藤 和子,104-0061,東京都,中央区銀座1-2-3,09012345678,,,IMG_0001.JPG,${f.photos[0]},L判,1,10,20,300,200$`,
      ),
    );
    // Only in-production orders: the paid ones of the tests above are not on this sheet. States
    // and postcodes as people read them, not internal codes (issue 29).
    expect(rows.slice(1).every((row) => row.split(',')[1] === '制作中')).toBe(true);
  });

  it('makes the PDF contact sheet: a page per few orders, each print’s thumbnail, Japanese text in an embedded font', async () => {
    // Thumbnails as the derivative job stores them, for two of the f.photos.
    for (const [index, id] of f.photos.slice(0, 2).entries()) {
      const mediaKey = `sheet-${index}`;
      await f.t.deps.db
        .update(imageItems)
        .set({ mediaKey, width: 1200, height: 800 })
        .where(eq(imageItems.id, id));
      const jpeg = await sharp({ create: { width: 240, height: 160, channels: 3, background: '#3a7bd5' } })
        .jpeg()
        .toBuffer();
      await f.t.deps.storage.put(mediaKeyOf(mediaKey, 'thumb.jpg'), jpeg, 'image/jpeg');
    }
    await f.printOrder({ shippingAddress: SHIP_TO, status: 'in_production' });
    const res = await f.call(
      'GET',
      `/api/studio/events/${f.eventId}/contact_sheet?status=in_production`,
      undefined,
      'ja',
    );
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    // The font is embedded (a subset of Noto Sans JP), and maps back to the recipient's kanji.
    expect(text).toMatch(/\/FontName \/[A-Z]{6}\+NotoSansJP/);
    for (const char of '佐藤和子東京都')
      expect(text).toContain(char.codePointAt(0)!.toString(16).padStart(4, '0'));
    // One image per print line of the in-production orders with a stored thumbnail.
    const inProduction = (
      await f.call('GET', `/api/studio/events/${f.eventId}/print_orders?status=in_production`)
    ).json().orders as { lines: unknown[] }[];
    const printLines = inProduction.reduce((sum, order) => sum + order.lines.length, 0);
    const images = (text.match(/\/Subtype \/Image/g) ?? []).length;
    expect(images).toBeGreaterThan(0);
    expect(images).toBeLessThanOrEqual(printLines);

    const empty = await f.call('GET', `/api/studio/events/${f.bulkEventId}/contact_sheet?status=paid`);
    expect(empty.statusCode).toBe(200);
    expect(empty.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('print-ready files', () => {
  it('zips each order’s prints in a folder, the trim cut from the original, with the print sheet', async () => {
    const fx = await createEvent(f.t.deps.db, { code1: 'FILES', code2: '33333' });
    await f.t.deps.db.update(events).set({ organizationId: f.orgId }).where(eq(events.id, fx.event.id));
    const [whole, trimmed] = await insertEventPhotos(
      f.t.deps.db,
      { eventId: fx.event.id, categoryId: fx.subCategory.id },
      2,
    );
    const original = await phonePhoto(1200, 800);
    for (const id of [whole!, trimmed!]) {
      const storageKey = `originals/files-${id}.jpg`;
      await f.t.deps.storage.put(storageKey, original, 'image/jpeg');
      await f.t.deps.db
        .update(imageItems)
        .set({ storageKey, width: 1200, height: 800 })
        .where(eq(imageItems.id, id));
    }
    const order = await insertOrder(f.t.deps.db, {
      buyer: f.buyer,
      eventId: fx.event.id,
      prints: [whole!, trimmed!],
      status: 'in_production',
    });
    const [, second] = await f.t.deps.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, order.id))
      .orderBy(orderLines.id);
    await f.t.deps.db
      .update(orderLines)
      .set({ crop: { size_id: 2, x: 100, y: 50, width: 600, height: 400 } })
      .where(eq(orderLines.id, second!.id));

    const res = await f.call('GET', `/api/studio/events/${fx.event.id}/print_files`, undefined, 'ja');
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const entries = await unzip(res.rawPayload);
    expect(entries.map((entry) => entry.name)).toEqual([
      'print-sheet.csv',
      `${order.orderCode}/01_L判_x1_IMG_0001.JPG`,
      `${order.orderCode}/02_L判_x1_IMG_0002.JPG`,
    ]);
    // Uncropped: the very bytes stored; cropped: the 600×400 trim, full quality.
    expect(entries[1]!.data.equals(original)).toBe(true);
    const cut = await sharp(entries[2]!.data).metadata();
    expect([cut.width, cut.height, cut.format]).toEqual([600, 400, 'jpeg']);
    expect(entries[0]!.data.toString('utf8')).toContain(order.orderCode);
  });

  it('cuts the trim in the upright photo of a phone picture taken sideways (EXIF orientation 6)', async () => {
    const fx = await createEvent(f.t.deps.db, { code1: 'SIDEW', code2: '44444' });
    await f.t.deps.db.update(events).set({ organizationId: f.orgId }).where(eq(events.id, fx.event.id));
    const storageKey = 'originals/sideways.jpg';
    // Stored 1200×800, shown 800×1200: the buyer trimmed the lower part of the upright photo.
    const sideways = await sharp(await phonePhoto(1200, 800))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    await f.t.deps.storage.put(storageKey, sideways, 'image/jpeg');
    const [photo] = await insertEventPhotos(
      f.t.deps.db,
      { eventId: fx.event.id, categoryId: fx.subCategory.id },
      1,
      {
        storageKey,
        width: 800,
        height: 1200,
      },
    );
    const order = await insertOrder(f.t.deps.db, { buyer: f.buyer, eventId: fx.event.id, prints: [photo!] });
    await f.t.deps.db
      .update(orderLines)
      .set({ crop: { size_id: 2, x: 100, y: 700, width: 600, height: 400 } })
      .where(eq(orderLines.orderId, order.id));
    const res = await f.call('GET', `/api/studio/events/${fx.event.id}/print_files`);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const [, cut] = await unzip(res.rawPayload);
    const meta = await sharp(cut!.data).metadata();
    expect([meta.width, meta.height]).toEqual([600, 400]);
  });

  it('names the photos whose originals are missing instead of sending a broken zip', async () => {
    await f.printOrder();
    const res = await f.call('GET', `/api/studio/events/${f.eventId}/print_files?status=paid`);
    expect(res.statusCode).toBe(409);
    expect(res.json().display_code).toBe('STUDIO-PRINT-FILES-MISSING');
    expect(res.json().display_message).toContain('IMG_0001.JPG');
  });
});

/** A PDF's objects with their streams inflated, to look for fonts, images and Unicode maps. */
function pdfText(pdf: Buffer): string {
  const parts: string[] = [];
  let at = 0;
  for (;;) {
    const start = pdf.indexOf('stream\n', at);
    if (start < 0) break;
    const end = pdf.indexOf('\nendstream', start);
    parts.push(pdf.subarray(at, start).toString('latin1'));
    const body = pdf.subarray(start + 7, end);
    try {
      parts.push(inflateSync(body).toString('latin1'));
    } catch {
      // An image or a font program: not text.
    }
    at = end + 10;
  }
  parts.push(pdf.subarray(at).toString('latin1'));
  return parts.join('\n');
}

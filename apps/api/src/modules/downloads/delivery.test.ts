import { createHash, randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createMember } from '../../../test/fixtures';
import { insertOrder, phonePhoto } from '../../../test/paid-orders';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { unzip } from '../../../test/zip';
import { events, guests, imageItems } from '../../db/schema/index';
import { listOrderDownloads } from './downloads.repo';
import { hasLocation } from './strip-location';

let t: TestApp;
let eventId: number;
let otherEventId: number;
let photos: number[];
let originals: Buffer[];
let member: string;
let memberId: number;
let otherMember: string;
let guest: string;
let otherGuest: string;
let paidOrderId: number;
let guestOrderId: number;
const unpaid: Record<string, number> = {};

const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://shop.omoide.test' } });
  const fx = await createEvent(t.deps.db, { code1: 'DELIV', code2: '11111', name: '運動会 2026' });
  eventId = fx.event.id;
  otherEventId = (await createEvent(t.deps.db, { code1: 'DELIV', code2: '22222' })).event.id;
  // Four phone photos with GPS, taken a minute apart but inserted out of order.
  originals = await Promise.all(
    [0, 1, 2, 3].map((i) => phonePhoto(320 + i * 16, 240, ['#a00', '#0a0', '#00a', '#aa0'][i])),
  );
  const minutes = [3, 1, 2, 0];
  const rows = await t.deps.db
    .insert(imageItems)
    .values(
      originals.map((_, i) => ({
        eventId,
        categoryId: fx.subCategory.id,
        storageKey: `originals/${eventId}/photo-${i}.jpg`,
        originalName: `IMG_000${i}.JPG`,
        capturedAt: new Date(Date.UTC(2026, 4, 1, 10, minutes[i])),
        status: 'ready' as const,
        mediaKey: `media-${i}`,
        sortOrder: i,
      })),
    )
    .returning({ id: imageItems.id });
  photos = rows.map((r) => r.id);
  for (const [i, data] of originals.entries()) {
    await t.deps.storage.put(`originals/${eventId}/photo-${i}.jpg`, data, 'image/jpeg');
  }
  const m = await createMember(t.deps.db, { email: 'parent@example.jp' });
  memberId = m.id;
  member = await t.tokenFor('member', String(m.id));
  const other = await createMember(t.deps.db, { email: 'other@example.jp' });
  otherMember = await t.tokenFor('member', String(other.id));
  const [g] = await t.deps.db.insert(guests).values({ email: 'guest@example.jp' }).returning();
  guest = await t.tokenFor('guest', String(g!.id));
  const [g2] = await t.deps.db.insert(guests).values({ email: 'guest2@example.jp' }).returning();
  otherGuest = await t.tokenFor('guest', String(g2!.id));

  const buyer = { kind: 'member' as const, subject: String(m.id) };
  paidOrderId = (
    await insertOrder(t.deps.db, {
      buyer,
      eventId,
      downloads: [photos[0]!, photos[1]!, photos[2]!],
      prints: [photos[3]!],
      orderChildren: [{ child_name: '山田 太郎', class_name: 'ひまわり組' }],
    })
  ).id;
  for (const status of ['pending_payment', 'failed', 'cancelled'] as const) {
    unpaid[status] = (await insertOrder(t.deps.db, { buyer, eventId, status, downloads: [photos[3]!] })).id;
  }
  guestOrderId = (
    await insertOrder(t.deps.db, {
      buyer: { kind: 'guest', subject: String(g!.id) },
      eventId,
      downloads: [photos[3]!],
    })
  ).id;
});
afterAll(() => t.close());

const get = (url: string, token?: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { 'x-language': 'ja', ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });

describe('purchased lists (members)', () => {
  it('lists the events with purchases, counts and the download deadline (DOWNLOAD_DAYS after payment)', async () => {
    const res = await get('/api/mypage/buyed/list/event', member);
    expect(res.statusCode).toBe(200);
    const [entry, ...rest] = res.json().events;
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({
      event: { id: eventId, name: '運動会 2026' },
      photo_count: 4,
      movie_count: 0,
      print_count: 1,
    });
    const sixtyDays = 60 * 86_400;
    expect(Math.abs(entry.download_until_t - (Math.floor(Date.now() / 1000) + sixtyDays))).toBeLessThan(60);
    expect(entry.is_download_expired).toBe(false);
  });

  it('gives the library of one event: items in capture order, downloads signed, prints with their state', async () => {
    const res = await get(`/api/mypage/buyed/event/detail/${eventId}`, member);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // Captured at minutes 3, 1, 2, 0 → photo 3 first (print only), then 1, 2, 0.
    expect(body.items.map((i: { image_item_id: number }) => i.image_item_id)).toEqual([
      photos[3],
      photos[1],
      photos[2],
      photos[0],
    ]);
    const [print, ...downloads] = body.items;
    expect(print).toMatchObject({ is_download: false, download_url: null });
    expect(print.prints).toEqual([
      expect.objectContaining({
        order_id: paidOrderId,
        status: 'paid',
        name: 'L判',
        quantity: 1,
        photo_custom_id: null,
      }),
    ]);
    for (const item of downloads) {
      expect(item.is_download).toBe(true);
      expect(item.download_url).toMatch(/^\/api\/download\/[\w.-]+\/2026-05-01_10-0\d-00_IMG_000\d\.jpg$/);
    }
    expect(body.orders).toEqual([expect.objectContaining({ id: paidOrderId, status: 'paid' })]);
  });

  it('answers 404 for an event without purchases (the web shows an empty result, spec §8)', async () => {
    const res = await get(`/api/mypage/buyed/event/detail/${otherEventId}`, member);
    expect(res.statusCode).toBe(404);
    expect(res.json().display_code).toBe('MYPAGE-EVENT-404');
    expect((await get(`/api/mypage/buyed/event/detail/${eventId}`, otherMember)).statusCode).toBe(404);
  });

  it('lists the children named on orders, and no movies when none were bought', async () => {
    const children = (await get('/api/mypage/buyed/list/child', member)).json().children;
    expect(children).toEqual([
      {
        child_id: null,
        child_name: '山田 太郎',
        item_count: 4,
        events: [expect.objectContaining({ event_id: eventId })],
      },
    ]);
    expect((await get('/api/mypage/buyed/list/movie_at_event', member)).json()).toEqual({ events: [] });
  });

  it('is for members only (spec §6)', async () => {
    for (const url of [
      '/api/mypage/buyed/list/event',
      '/api/mypage/buyed/list/child',
      `/api/mypage/buyed/event/detail/${eventId}`,
    ]) {
      expect((await get(url, guest)).statusCode).toBe(403);
      expect((await get(url)).statusCode).toBe(401);
    }
  });
});

describe('zip of an order', () => {
  it('holds exactly the paid download items, stored, named by capture time, without GPS, pixels unchanged', async () => {
    const res = await get(`/api/mypage/order/zip_dl/${paidOrderId}/${eventId}`, member);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(res.headers['content-disposition']).toContain("filename*=UTF-8''");
    const entries = await unzip(res.rawPayload);
    expect(entries.map((e) => e.name.split('/')[1])).toEqual([
      '001_2026-05-01_10-01-00_IMG_0001.jpg',
      '002_2026-05-01_10-02-00_IMG_0002.jpg',
      '003_2026-05-01_10-03-00_IMG_0000.jpg',
    ]);
    const original = [originals[1]!, originals[2]!, originals[0]!];
    for (const [i, entry] of entries.entries()) {
      expect(hasLocation(original[i]!)).toBe(true);
      expect(hasLocation(entry.data)).toBe(false);
      expect(entry.data.length).toBe(original[i]!.length);
      // The directory's CRC is the data's (yazl's own CRC runs on zlib.crc32) and the one recorded.
      expect(entry.crc32).toBe(crc32(entry.data));
      const [a, b] = await Promise.all([
        sharp(entry.data).raw().toBuffer(),
        sharp(original[i]).raw().toBuffer(),
      ]);
      expect(a.equals(b)).toBe(true);
    }
    // Stored, not deflated: the JPEG bytes appear as they are in the zip.
    expect(res.rawPayload.includes(entries[0]!.data.subarray(0, 4096))).toBe(true);
  });

  it('has entries byte-identical to the single downloads', async () => {
    const zip = await unzip(
      (await get(`/api/mypage/order/zip_dl/${paidOrderId}/${eventId}`, member)).rawPayload,
    );
    const detail = (await get(`/api/mypage/buyed/event/detail/${eventId}`, member)).json();
    const singles = detail.items.filter((i: { download_url: string | null }) => i.download_url);
    expect(singles).toHaveLength(3);
    for (const [i, item] of singles.entries()) {
      const single = await get(item.download_url);
      expect(single.statusCode).toBe(200);
      expect(single.headers['content-type']).toBe('image/jpeg');
      expect(sha(single.rawPayload)).toBe(sha(zip[i]!.data));
      expect(item.byte_size).toBe(single.rawPayload.length);
    }
  });

  it('resumes with Range: the rest after a cut gives the same file; a stale If-Range gives it whole', async () => {
    const url = `/api/mypage/order/zip_dl/${paidOrderId}/${eventId}`;
    const whole = await get(url, member);
    const cut = Math.floor(whole.rawPayload.length / 2) + 7;
    const rest = await get(url, member, { range: `bytes=${cut}-`, 'if-range': String(whole.headers.etag) });
    expect(rest.statusCode).toBe(206);
    expect(rest.headers['content-range']).toBe(
      `bytes ${cut}-${whole.rawPayload.length - 1}/${whole.rawPayload.length}`,
    );
    expect(Buffer.concat([whole.rawPayload.subarray(0, cut), rest.rawPayload]).equals(whole.rawPayload)).toBe(
      true,
    );
    const middle = await get(url, member, { range: 'bytes=100-199' });
    expect(middle.rawPayload.equals(whole.rawPayload.subarray(100, 200))).toBe(true);
    const stale = await get(url, member, { range: `bytes=${cut}-`, 'if-range': '"zip-other"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload.length).toBe(whole.rawPayload.length);
    const impossible = await get(url, member, { range: `bytes=${whole.rawPayload.length + 5}-` });
    expect(impossible.statusCode).toBe(416);
  });

  it('gives nothing of an unpaid, failed, cancelled or someone else’s order (404, no bytes)', async () => {
    const cases: [number, string][] = [
      [unpaid.pending_payment!, member],
      [unpaid.failed!, member],
      [unpaid.cancelled!, member],
      [paidOrderId, otherMember],
      [paidOrderId, guest],
      [guestOrderId, otherGuest],
      [guestOrderId, member],
    ];
    for (const [orderId, token] of cases) {
      for (const url of [
        `/api/mypage/order/zip_dl/${orderId}/${eventId}`,
        `/api/mypage/order/zip_dl_url/${orderId}/${eventId}`,
        `/api/mypage/order/downloads/${orderId}`,
      ]) {
        const res = await get(url, token);
        expect(res.statusCode, url).toBe(404);
        expect(res.headers['content-type']).toContain('application/json');
        expect(res.json().display_code).toBe('MYPAGE-ORDER-404');
      }
    }
    expect((await get(`/api/mypage/order/zip_dl/${paidOrderId}/${otherEventId}`, member)).statusCode).toBe(
      404,
    );
  });

  it('serves a guest’s own order, and to the order pass of that order only', async () => {
    expect((await get(`/api/mypage/order/zip_dl/${guestOrderId}/${eventId}`, guest)).statusCode).toBe(200);
    const [g] = await t.deps.db.select().from(guests).where(eq(guests.email, 'guest@example.jp'));
    const pass = await t.tokenFor('guest', String(g!.id), { order_id: guestOrderId });
    expect((await get(`/api/mypage/order/downloads/${guestOrderId}`, pass)).statusCode).toBe(200);
    const other = await t.tokenFor('guest', String(g!.id), { order_id: 999 });
    expect((await get(`/api/mypage/order/downloads/${guestOrderId}`, other)).statusCode).toBe(404);
  });
});

describe('order downloads page and signed zip link', () => {
  it('describes the zip (exact size, count) and each item', async () => {
    const res = await get(`/api/mypage/order/downloads/${paidOrderId}`, member);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const zip = await get(`/api/mypage/order/zip_dl/${paidOrderId}/${eventId}`, member);
    expect(body.zip).toEqual({
      file_name: expect.stringMatching(/^2026-10-10_運動会 2026_[\w-]+\.zip$/),
      size: zip.rawPayload.length,
      item_count: 3,
    });
    expect(body.items).toHaveLength(4);
  });

  it('signs a link that works without the bearer header, and refuses an altered or expired one', async () => {
    const res = await get(`/api/mypage/order/zip_dl_url/${paidOrderId}/${eventId}`, member);
    expect(res.statusCode).toBe(200);
    const link = res.json();
    expect(link.url).toMatch(/^https:\/\/shop\.omoide\.test\/api\/download\//);
    expect(link.expires_t - Math.floor(Date.now() / 1000)).toBeGreaterThan(6 * 86_400);
    const path = new URL(link.url).pathname;
    const download = await get(path);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.length).toBe(link.size);

    const token = path.split('/')[3]!;
    const altered = `${token.slice(0, -4)}${token.slice(-4) === 'AAAA' ? 'BBBB' : 'AAAA'}`;
    const bad = await get(path.replace(token, altered));
    expect(bad.statusCode).toBe(403);
    expect(bad.json()).toMatchObject({ display_code: 'DOWNLOAD-LINK-INVALID' });
    expect(bad.json().display_message).toContain('ダウンロードリンク');

    const past = Math.floor(Date.now() / 1000) - 10;
    const expired = await t.deps.tokens.signLink({ o: paidOrderId, i: 0, e: eventId }, past);
    const old = await get(`/api/download/${expired}/x.zip`, undefined, { 'x-language': 'vi' });
    expect(old.statusCode).toBe(410);
    expect(old.json().display_code).toBe('DOWNLOAD-LINK-EXPIRED');
    expect(old.json().display_message).toContain('hết hạn');
    // A bearer token is no link, and a link is no bearer token.
    expect((await get(`/api/download/${member}/x.zip`)).statusCode).toBe(403);
    expect((await get('/api/mypage/buyed/list/event', token)).statusCode).toBe(401);
  });

  it('counts every download per order and item (a resumed range is the same download)', async () => {
    const rows = await listOrderDownloads(t.deps.db, paidOrderId);
    const zipCount = rows.find((r) => r.kind === 'zip')!.count;
    await get(`/api/mypage/order/zip_dl/${paidOrderId}/${eventId}`, member, { range: 'bytes=500-' });
    await get(`/api/mypage/order/zip_dl/${paidOrderId}/${eventId}`, member);
    const after = await listOrderDownloads(t.deps.db, paidOrderId);
    expect(after.find((r) => r.kind === 'zip')!.count).toBe(zipCount + 1);
    expect(
      after
        .filter((r) => r.kind === 'original')
        .map((r) => r.imageItemId)
        .sort(),
    ).toEqual([photos[0], photos[1], photos[2]].sort());
  });

  it('shows an item in the page through its view link: inline, and not counted as a download', async () => {
    const detail = (await get(`/api/mypage/buyed/event/detail/${eventId}`, member)).json();
    expect(detail.orders[0].has_downloads).toBe(true);
    const item = detail.items.find((i: { view_url: string | null }) => i.view_url);
    const before = await listOrderDownloads(t.deps.db, paidOrderId);
    const countOf = (rows: typeof before) =>
      rows.find((r) => r.imageItemId === item.image_item_id)?.count ?? 0;
    const view = await get(item.view_url, undefined, { range: 'bytes=0-' });
    expect(view.statusCode).toBe(206);
    expect(view.headers['content-disposition']).toBe('inline');
    expect(countOf(await listOrderDownloads(t.deps.db, paidOrderId))).toBe(countOf(before));
    expect((await get(item.download_url)).headers['content-disposition']).toContain('attachment');
    expect(countOf(await listOrderDownloads(t.deps.db, paidOrderId))).toBe(countOf(before) + 1);
  });

  it('stops at the download deadline with the date and where to ask', async () => {
    await t.deps.db
      .update(events)
      .set({ downloadsUntil: new Date('2026-01-31T15:00:00Z') })
      .where(eq(events.id, eventId));
    try {
      const list = (await get(`/api/mypage/buyed/event/detail/${eventId}`, member)).json();
      expect(list.is_download_expired).toBe(true);
      expect(list.items.every((i: { download_url: string | null }) => i.download_url === null)).toBe(true);
      const res = await get(`/api/mypage/order/zip_dl_url/${paidOrderId}/${eventId}`, member);
      expect(res.statusCode).toBe(410);
      expect(res.json().display_message).toContain('2026-01-31');
      expect(res.json().display_message).toContain('お問い合わせ');
      expect((await get(`/api/mypage/order/zip_dl/${paidOrderId}/${eventId}`, member)).statusCode).toBe(410);
    } finally {
      await t.deps.db.update(events).set({ downloadsUntil: null }).where(eq(events.id, eventId));
    }
  });

  it('single downloads resume with Range too', async () => {
    const detail = (await get(`/api/mypage/buyed/event/detail/${eventId}`, member)).json();
    const url = detail.items.find((i: { download_url: string | null }) => i.download_url).download_url;
    const whole = await get(url);
    const part = await get(url, undefined, { range: 'bytes=1000-' });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(whole.rawPayload.subarray(1000))).toBe(true);
  });
});

describe('movies', () => {
  it('lists the movies bought per event, plays them inline with Range, and downloads them whole', async () => {
    const movieBytes = Buffer.concat([Buffer.from('\x00\x00\x00\x18ftypmp42'), Buffer.alloc(300_000, 9)]);
    const [category] = await t.deps.db
      .select({ id: imageItems.categoryId })
      .from(imageItems)
      .where(eq(imageItems.id, photos[0]!));
    const [movie] = await t.deps.db
      .insert(imageItems)
      .values({
        eventId,
        categoryId: category!.id,
        mediaType: 'movie',
        storageKey: `originals/${eventId}/relay.mp4`,
        originalName: 'relay.MP4',
        durationMs: 10_000,
        status: 'ready',
        mediaKey: 'movie-media',
        deliveryKey: `delivery/${eventId}/relay.mp4`,
        deliverySize: movieBytes.length,
        deliveryCrc32: crc32(movieBytes),
      })
      .returning();
    await t.deps.storage.put(`delivery/${eventId}/relay.mp4`, movieBytes, 'video/mp4');
    await insertOrder(t.deps.db, {
      buyer: { kind: 'member', subject: String(memberId) },
      eventId,
      downloads: [movie!.id],
    });

    const list = (await get(`/api/mypage/buyed/list/movie_at_event?event_id=${eventId}`, member)).json();
    expect(list.events).toHaveLength(1);
    const [entry] = list.events[0].movies;
    expect(entry).toMatchObject({
      image_item_id: movie!.id,
      media_type: 'movie',
      duration_ms: 10_000,
      preview_url: '/media/movie-media/clip.mp4',
      byte_size: movieBytes.length,
    });
    const seek = await get(entry.view_url, undefined, { range: 'bytes=100000-100999' });
    expect(seek.statusCode).toBe(206);
    expect(seek.headers['content-type']).toBe('video/mp4');
    expect(seek.rawPayload.equals(movieBytes.subarray(100_000, 101_000))).toBe(true);
    const whole = await get(entry.download_url);
    expect(whole.rawPayload.equals(movieBytes)).toBe(true);
    expect(whole.headers['content-disposition']).toContain('relay.mp4');
    const events = (await get('/api/mypage/buyed/list/event', member)).json().events;
    expect(events[0].movie_count).toBe(1);
  });
});

describe('an original that cannot be read', () => {
  /** A 4 MB item taken before every other photo: the zip is still sending it when a later one fails. */
  async function bigFirstItem() {
    const big = Buffer.concat([Buffer.from([0xff, 0xd8]), randomBytes(4 * 1024 * 1024)]);
    const [category] = await t.deps.db
      .select({ id: imageItems.categoryId })
      .from(imageItems)
      .where(eq(imageItems.id, photos[0]!));
    const [row] = await t.deps.db
      .insert(imageItems)
      .values({
        eventId,
        categoryId: category!.id,
        storageKey: `originals/${eventId}/big.jpg`,
        capturedAt: new Date(Date.UTC(2026, 4, 1, 9, 0)),
        status: 'ready',
        mediaKey: 'big-media',
        deliveryKey: `originals/${eventId}/big.jpg`,
        deliverySize: big.length,
        deliveryCrc32: crc32(big),
      })
      .returning();
    await t.deps.storage.put(`originals/${eventId}/big.jpg`, big, 'image/jpeg');
    return row!.id;
  }

  async function withLost<T>(imageItemId: number, fn: () => Promise<T>) {
    const [lost] = await t.deps.db.select().from(imageItems).where(eq(imageItems.id, imageItemId));
    const saved = await t.deps.storage.get(lost!.deliveryKey!);
    await t.deps.storage.delete(lost!.deliveryKey!);
    try {
      return await fn();
    } finally {
      await t.deps.storage.put(lost!.deliveryKey!, saved!, 'image/jpeg');
    }
  }

  it('cuts the zip off mid-way (never a silently short zip) when a later original is lost', async () => {
    const order = await insertOrder(t.deps.db, {
      buyer: { kind: 'member', subject: String(memberId) },
      eventId,
      downloads: [await bigFirstItem(), photos[1]!],
    });
    await get(`/api/mypage/order/downloads/${order.id}`, member); // delivery copies recorded
    await withLost(photos[1]!, async () => {
      const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const res = await fetch(`${address}/api/mypage/order/zip_dl/${order.id}/${eventId}`, {
        headers: { authorization: `Bearer ${member}` },
      });
      expect(res.status).toBe(200);
      expect(Number(res.headers.get('content-length'))).toBeGreaterThan(4 * 1024 * 1024);
      await expect(res.arrayBuffer()).rejects.toThrow();
    });
  });

  it('answers a translated 503, not a zip, when the first original is lost before anything is sent', async () => {
    const order = await insertOrder(t.deps.db, {
      buyer: { kind: 'member', subject: String(memberId) },
      eventId,
      downloads: [photos[3]!],
    });
    await get(`/api/mypage/order/downloads/${order.id}`, member);
    await withLost(photos[3]!, async () => {
      const res = await get(`/api/mypage/order/zip_dl/${order.id}/${eventId}`, member);
      expect(res.statusCode).toBe(503);
      expect(res.json().display_code).toBe('MYPAGE-DOWNLOAD-UNAVAILABLE');
    });
  });
});

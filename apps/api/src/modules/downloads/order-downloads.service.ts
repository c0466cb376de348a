import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { hasEnded, type OrderDownloads, type TextLanguage, type ZipDownloadUrl } from '@omoide/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-deps';
import type { OrderReader } from '../../platform/auth/order-pass';
import { AppError } from '../../platform/errors';
import type { Buyer } from '../events/event-access';
import { summarizeEvents } from '../events/events.service';
import { type DeliveryCopy, ensureDeliveryCopy } from './delivery-copy';
import { linkExpiry, signDownloadLink, ZIP_LINK_SECONDS } from './download-links';
import { byCaptureTime, zipBaseName, zipEntryNames } from './download-names';
import { downloadsMessages } from './downloads.messages';
import {
  findPaidOrder,
  findPaidOrderById,
  listOrderDownloadItems,
  listPurchasedLines,
} from './downloads.repo';
import { type ZipEntry, zipSize } from './order-zip';
import { deadlineAnswer, downloadDeadline, epoch, toPurchasedItems } from './purchases';

export type DownloadDeps = Pick<AppDeps, 'db' | 'tokens' | 'config' | 'storage'>;
/** Who asks: a member or guest, and for a guest's order pass the one order it opens. */
export type OrderAccess = OrderReader;
type PaidOrder = NonNullable<Awaited<ReturnType<typeof findPaidOrder>>>;

const notFound = () => new AppError(404, 'MYPAGE-ORDER-404', downloadsMessages['order.notFound']);

/** The buyer's paid order; anything else (unpaid, failed, another's, outside a pass) is 404. */
export async function paidOrderFor(deps: DownloadDeps, access: OrderAccess, orderId: number) {
  if (access.orderScope !== undefined && access.orderScope !== orderId) throw notFound();
  const found = await findPaidOrder(deps.db, { kind: access.kind, subject: access.subject }, orderId);
  if (!found) throw notFound();
  return found;
}

export const orderDeadline = (deps: DownloadDeps, paid: PaidOrder) =>
  downloadDeadline(paid.order, paid.downloadsUntil, deps.config.downloadDays);

/** After the deadline: 410 with the date and where to ask for help. */
export function assertWithinDeadline(deadline: number, now_t = epoch(new Date())) {
  if (!hasEnded(deadline, now_t)) return;
  const date = new Date(deadline * 1000).toISOString().slice(0, 10);
  throw new AppError(410, 'MYPAGE-DOWNLOAD-EXPIRED', downloadsMessages['download.expired'], { date });
}

const orderBuyer = (paid: PaidOrder): Buyer => ({
  kind: paid.order.buyerKind,
  subject: paid.order.buyerSubject,
});

/** The distinct items an order bought as downloads, ready to deliver, in capture order. */
async function downloadItemsOf(deps: DownloadDeps, paid: PaidOrder) {
  return byCaptureTime(await listOrderDownloadItems(deps.db, paid.order.id));
}

export type OrderZip = { fileName: string; etag: string; entries: ZipEntry[] };

/**
 * The zip of an order's downloads: every item's delivery copy (made now for photos that
 * predate delivery), named by capture time. An item that cannot be delivered fails the whole
 * zip, loudly and logged with the order — never a silently short zip.
 */
export async function orderZipOf(
  deps: DownloadDeps,
  paid: PaidOrder,
  log?: FastifyBaseLogger,
): Promise<OrderZip | null> {
  const items = await downloadItemsOf(deps, paid);
  if (items.length === 0) return null;
  const copies: DeliveryCopy[] = [];
  for (const item of items) {
    const copy = await ensureDeliveryCopy(deps, item);
    if (!copy) {
      log?.error({ orderId: paid.order.id, imageItemId: item.id }, 'download: item has no readable original');
      throw new AppError(503, 'MYPAGE-DOWNLOAD-UNAVAILABLE', downloadsMessages['download.preparing']);
    }
    copies.push(copy);
  }
  const base = zipBaseName({ event_date: paid.eventDate, name: paid.eventName }, paid.order.orderCode);
  const names = zipEntryNames(
    items.map((item, i) => ({ ...item, key: copies[i]!.key })),
    base,
  );
  const paidAt = paid.order.paidAt ?? paid.order.createdAt;
  const entries: ZipEntry[] = items.map((item, i) => ({
    name: names[i]!,
    size: copies[i]!.size,
    mtime: item.capturedAt ?? paidAt,
    open: () => openStored(deps, copies[i]!.key, paid.order.id, log),
  }));
  // The same files under the same names give the same bytes: the ETag that `If-Range` checks.
  const etag = `"zip-${createHash('sha256')
    .update(JSON.stringify(entries.map((e, i) => [e.name, e.size, copies[i]!.crc32, e.mtime.getTime()])))
    .digest('base64url')
    .slice(0, 27)}"`;
  return { fileName: `${base}.zip`, etag, entries };
}

async function openStored(
  deps: DownloadDeps,
  key: string,
  orderId: number,
  log?: FastifyBaseLogger,
): Promise<Readable> {
  const stream = await deps.storage.stream(key);
  if (stream) return stream;
  log?.error({ orderId, key }, 'download: a delivery copy could not be read; the zip is cut off');
  throw new Error(`delivery copy missing: ${key}`);
}

/** `GET /api/mypage/order/downloads/{order_id}`: what the order's download page shows. */
export async function getOrderDownloads(
  deps: DownloadDeps,
  access: OrderAccess,
  orderId: number,
  lang: TextLanguage,
  log?: FastifyBaseLogger,
): Promise<OrderDownloads> {
  const paid = await paidOrderFor(deps, access, orderId);
  const now_t = epoch(new Date());
  const lines = await listPurchasedLines(deps.db, orderBuyer(paid), { orderId: paid.order.id });
  const event = (await summarizeEvents(deps.db, [paid.order.eventId], lang)).get(paid.order.eventId);
  if (!event) throw notFound();
  const hasDownloads = lines.some((l) => l.priceTypeId === 1);
  const deadline = hasDownloads ? orderDeadline(deps, paid) : null;
  const zip = hasDownloads ? await orderZipOf(deps, paid, log) : null;
  // Delivery copies made just now carry their sizes: read the lines again for them.
  const fresh = zip ? await listPurchasedLines(deps.db, orderBuyer(paid), { orderId: paid.order.id }) : lines;
  return {
    order_id: paid.order.id,
    order_code: paid.order.orderCode,
    event,
    ...deadlineAnswer(deadline, now_t),
    zip: zip
      ? { file_name: zip.fileName, size: await zipSize(zip.entries), item_count: zip.entries.length }
      : null,
    items: await toPurchasedItems(
      { tokens: deps.tokens, downloadDays: deps.config.downloadDays },
      fresh,
      lang,
      now_t,
    ),
  };
}

/** `GET /api/mypage/order/zip_dl_url/{order_id}/{event_id}`: a signed link to the zip, valid 7 days at most. */
export async function getZipDownloadUrl(
  deps: DownloadDeps,
  access: OrderAccess,
  orderId: number,
  eventId: number,
  /** The request's origin: the link is opened by the browser that asked (site-origin.ts). */
  origin: string,
  log?: FastifyBaseLogger,
): Promise<ZipDownloadUrl> {
  const paid = await paidOrderFor(deps, access, orderId);
  if (paid.order.eventId !== eventId) throw notFound();
  const deadline = orderDeadline(deps, paid);
  assertWithinDeadline(deadline);
  const zip = await orderZipOf(deps, paid, log);
  if (!zip) throw new AppError(404, 'MYPAGE-NO-DOWNLOADS', downloadsMessages['download.none']);
  const expires_t = linkExpiry(epoch(new Date()), ZIP_LINK_SECONDS, deadline);
  const path = await signDownloadLink(deps.tokens, { orderId, itemId: 0, eventId }, zip.fileName, expires_t);
  return {
    url: new URL(path, origin).toString(),
    expires_t,
    file_name: zip.fileName,
    size: await zipSize(zip.entries),
    item_count: zip.entries.length,
  };
}

/**
 * The zip link the order mail carries (as ShootProof and Pic-Time mail theirs): a week,
 * never past the deadline, no sign-in needed. Null when the order bought no downloads.
 */
export async function mailZipLink(
  deps: Pick<AppDeps, 'db' | 'tokens'> & { config: Pick<AppDeps['config'], 'downloadDays'> },
  orderId: number,
  /** The order's link origin (orderOrigin): the mail is read away from any request. */
  origin: string,
): Promise<{ url: string; expires_t: number } | null> {
  const paid = await findPaidOrderById(deps.db, orderId);
  if (!paid || (await listOrderDownloadItems(deps.db, orderId)).length === 0) return null;
  const deadline = downloadDeadline(paid.order, paid.downloadsUntil, deps.config.downloadDays);
  const expires_t = linkExpiry(epoch(new Date()), ZIP_LINK_SECONDS, deadline);
  const fileName = `${zipBaseName({ event_date: paid.eventDate, name: paid.eventName }, paid.order.orderCode)}.zip`;
  const path = await signDownloadLink(
    deps.tokens,
    { orderId, itemId: 0, eventId: paid.order.eventId },
    fileName,
    expires_t,
  );
  return { url: new URL(path, origin).toString(), expires_t };
}

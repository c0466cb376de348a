import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../platform/errors';
import { type ByteWindow, parseRange, rangeHeaders } from '../../platform/http/media-range';
import { attachmentDisposition } from '../../platform/storage/object-storage';
import { contentTypeOf, ensureDeliveryCopy } from './delivery-copy';
import { readDownloadLink } from './download-links';
import { downloadsMessages } from './downloads.messages';
import { countDownload, findPaidOrderById, listPurchasedLines } from './downloads.repo';
import {
  assertWithinDeadline,
  type DownloadDeps,
  type OrderZip,
  orderDeadline,
  orderZipOf,
} from './order-downloads.service';
import { openZip } from './order-zip';
import { fileNameOf } from './purchases';

/** What the route sends: bytes with their status and headers, or a pre-signed address. */
/**
 * The one byte range a download is asked for (a resumed download, a video seeking), or null
 * for the whole file. An `If-Range` that no longer matches the file's ETag asks for the whole
 * file again (RFC 9110 §13.1.5). An impossible range is 416.
 */
function requestedRange(
  headers: { range?: string; 'if-range'?: string },
  size: number,
  etag: string,
): ByteWindow | null {
  if (!headers.range) return null;
  if (headers['if-range'] && headers['if-range'] !== etag) return null;
  const window = parseRange(headers.range, size);
  if (window === 'unsatisfiable')
    throw new AppError(416, 'DOWNLOAD-RANGE-416', downloadsMessages['range.invalid']);
  return window;
}

export type Served =
  | { kind: 'bytes'; status: number; headers: Record<string, string>; body: Readable }
  | { kind: 'redirect'; url: string };

type RequestFacts = { method: string; headers: { range?: string; 'if-range'?: string } };

/** A download is counted once: a resumed or seeking request (a range not from 0) is the same one. */
const isNewDownload = (request: RequestFacts, start: number | undefined) =>
  request.method !== 'HEAD' && (start === undefined || start === 0);

/** The zip's bytes, whole or the asked range, with the headers a resumable download needs. */
export async function serveZip(
  deps: DownloadDeps,
  orderId: number,
  zip: OrderZip,
  request: RequestFacts,
): Promise<Served> {
  const opened = await openZip(zip.entries);
  let window: ReturnType<typeof requestedRange>;
  try {
    window = requestedRange(request.headers, opened.size, zip.etag);
    if (isNewDownload(request, window?.start)) await countDownload(deps.db, orderId, 0, 'zip');
  } catch (error) {
    opened.body().destroy(); // closes the entry already opened
    throw error;
  }
  const { status, headers } = rangeHeaders(opened.size, window);
  const stream = opened.body(window ?? undefined);
  // An entry that failed before the answer started: say so plainly instead of cutting it.
  if (opened.failed())
    throw new AppError(503, 'MYPAGE-DOWNLOAD-UNAVAILABLE', downloadsMessages['download.preparing']);
  return {
    kind: 'bytes',
    status,
    headers: {
      ...headers,
      'content-type': 'application/zip',
      'content-disposition': attachmentDisposition(zip.fileName),
      etag: zip.etag,
      'cache-control': 'private, no-store',
    },
    body: stream,
  };
}

/**
 * `GET /api/download/{link}/{name}`: what a signed link gives, checked again now — an order
 * refunded or past its deadline since the link was made gives nothing.
 */
export async function serveLink(
  deps: DownloadDeps,
  token: string,
  request: RequestFacts,
  log?: FastifyBaseLogger,
): Promise<Served> {
  const target = await readDownloadLink(deps.tokens, token);
  const paid = await findPaidOrderById(deps.db, target.orderId);
  if (!paid) throw new AppError(404, 'MYPAGE-ORDER-404', downloadsMessages['order.notFound']);
  if (paid.order.eventId !== target.eventId) {
    throw new AppError(403, 'DOWNLOAD-LINK-INVALID', downloadsMessages['link.invalid']);
  }
  assertWithinDeadline(orderDeadline(deps, paid));
  if (target.itemId === 0) {
    const zip = await orderZipOf(deps, paid, log);
    if (!zip) throw new AppError(404, 'MYPAGE-NO-DOWNLOADS', downloadsMessages['download.none']);
    return serveZip(deps, paid.order.id, zip, request);
  }
  const lines = await listPurchasedLines(
    deps.db,
    { kind: paid.order.buyerKind, subject: paid.order.buyerSubject },
    { orderId: paid.order.id },
  );
  const line = lines.find(
    (l) => l.item.id === target.itemId && l.priceTypeId === 1 && l.item.status === 'ready',
  );
  if (!line) throw new AppError(404, 'MYPAGE-ITEM-404', downloadsMessages['item.notFound']);
  const copy = await ensureDeliveryCopy(deps, line.item);
  if (!copy) {
    log?.error(
      { orderId: paid.order.id, imageItemId: line.item.id },
      'download: item has no readable original',
    );
    throw new AppError(503, 'MYPAGE-DOWNLOAD-UNAVAILABLE', downloadsMessages['download.preparing']);
  }
  const kind = line.item.mediaType === 'movie' ? 'movie' : 'original';
  const fileName = fileNameOf({ ...line.item, deliveryKey: copy.key });
  const contentType = contentTypeOf(copy.key);
  const etag = `"dl-${copy.crc32.toString(36)}-${copy.size.toString(36)}"`;
  const window = requestedRange(request.headers, copy.size, etag);
  if (!target.view && isNewDownload(request, window?.start)) {
    await countDownload(deps.db, paid.order.id, line.item.id, kind);
  }
  // S3: the store hands the file out itself (its own Range support), for a few minutes.
  const presigned = await deps.storage.presignedDownload(copy.key, {
    seconds: 300,
    fileName,
    contentType,
    inline: target.view,
  });
  if (presigned) return { kind: 'redirect', url: presigned };
  const body = await deps.storage.stream(copy.key, window ?? undefined);
  if (!body) {
    log?.error({ orderId: paid.order.id, key: copy.key }, 'download: delivery copy missing');
    throw new AppError(503, 'MYPAGE-DOWNLOAD-UNAVAILABLE', downloadsMessages['download.preparing']);
  }
  const { status, headers } = rangeHeaders(copy.size, window);
  return {
    kind: 'bytes',
    status,
    headers: {
      ...headers,
      'content-type': contentType,
      'content-disposition': target.view ? 'inline' : attachmentDisposition(fileName),
      etag,
      'cache-control': 'private, no-store',
    },
    body,
  };
}

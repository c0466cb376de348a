import { hasEnded, PRICE_TYPE, type PurchasedItem, pickLang, type TextLanguage } from '@omoide/contract';
import type { TokenService } from '../../platform/auth/token-service';
import { mediaUrl } from '../../platform/media/media-url';
import { ITEM_LINK_SECONDS, linkExpiry, signDownloadLink } from './download-links';
import { byCaptureTime, singleFileName } from './download-names';
import type { DeliveryItemRow, PurchasedLineRow } from './downloads.repo';

const SECONDS_PER_DAY = 24 * 60 * 60;
export const epoch = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * Until when an order's downloads work: the event's date when it sets one, else a number of
 * days after the purchase (`DOWNLOAD_DAYS`).
 */
export function downloadDeadline(
  order: { paidAt: Date | null; createdAt: Date },
  downloadsUntil: Date | null,
  downloadDays: number,
): number {
  if (downloadsUntil) return epoch(downloadsUntil);
  return epoch(order.paidAt ?? order.createdAt) + downloadDays * SECONDS_PER_DAY;
}

const isDownloadLine = (line: PurchasedLineRow) => line.priceTypeId === PRICE_TYPE.data;

/** The latest download deadline of these lines' orders, null when none bought a download. */
export function latestDeadline(lines: PurchasedLineRow[], downloadDays: number): number | null {
  const deadlines = lines
    .filter(isDownloadLine)
    .map((line) => downloadDeadline(line, line.downloadsUntil, downloadDays));
  return deadlines.length > 0 ? Math.max(...deadlines) : null;
}

export const deadlineAnswer = (deadline: number | null, now_t: number) => ({
  download_until_t: deadline,
  is_download_expired: hasEnded(deadline, now_t),
});

/** Where a buyer's download of an item is (the delivery copy once made, else the original). */
export const downloadKeyOf = (item: DeliveryItemRow) => item.deliveryKey ?? item.storageKey;

export const fileNameOf = (item: DeliveryItemRow) => singleFileName({ ...item, key: downloadKeyOf(item) });

/** The watermarked preview: a photo's 1600 px JPEG, a movie's short clip. */
function previewUrlOf(item: DeliveryItemRow): string | null {
  if (!item.mediaKey) return null;
  return mediaUrl(item.mediaKey, item.mediaType === 'movie' ? 'clip.mp4' : 'preview.jpg');
}

/**
 * The buyer's purchased items from their paid lines, in capture order: each with its prints
 * and, when bought as a download and still within its deadline, a signed download link on
 * the order whose deadline is latest.
 */
export async function toPurchasedItems(
  deps: { tokens: TokenService; downloadDays: number },
  lines: PurchasedLineRow[],
  lang: TextLanguage,
  now_t: number,
): Promise<PurchasedItem[]> {
  const byItem = new Map<number, PurchasedLineRow[]>();
  for (const line of lines) byItem.set(line.item.id, [...(byItem.get(line.item.id) ?? []), line]);
  const items = byCaptureTime([...byItem.values()].map((group) => group[0]!.item));
  return Promise.all(
    items.map(async (item) => {
      const group = byItem.get(item.id)!;
      const downloads = group.filter(isDownloadLine);
      const best = downloads
        .map((line) => ({ line, deadline: downloadDeadline(line, line.downloadsUntil, deps.downloadDays) }))
        .sort((a, b) => b.deadline - a.deadline)[0];
      const usable = best && !hasEnded(best.deadline, now_t) && item.status === 'ready' ? best : null;
      const expires_t = usable ? linkExpiry(now_t, ITEM_LINK_SECONDS, usable.deadline) : null;
      const fileName = fileNameOf(item);
      const link = usable ? { orderId: usable.line.orderId, itemId: item.id, eventId: item.eventId } : null;
      return {
        image_item_id: item.id,
        event_id: item.eventId,
        media_type: item.mediaType,
        thumb_url: item.mediaKey ? mediaUrl(item.mediaKey, 'thumb.webp') : null,
        preview_url: previewUrlOf(item),
        placeholder: item.placeholder,
        width: item.width,
        height: item.height,
        duration_ms: item.durationMs,
        captured_t: item.capturedAt ? epoch(item.capturedAt) : null,
        file_name: fileName,
        byte_size: item.deliverySize,
        is_download: downloads.length > 0,
        download_url: link ? await signDownloadLink(deps.tokens, link, fileName, expires_t!) : null,
        download_url_expires_t: expires_t,
        view_url: link
          ? await signDownloadLink(deps.tokens, { ...link, view: true }, fileName, expires_t!)
          : null,
        prints: group
          .filter((line) => !isDownloadLine(line))
          .map((line) => ({
            order_id: line.orderId,
            order_code: line.orderCode,
            status: line.status,
            size_id: line.sizeId,
            name: pickLang(line.sizeNameLang, lang),
            quantity: line.quantity,
            photo_custom_id: line.cropped ? line.lineId : null,
          })),
      };
    }),
  );
}

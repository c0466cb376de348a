import type { PurchasedItem } from '@omoide/contract';
import { fetchSigned } from './download-transfer';

/**
 * Saving one photo or movie on a phone: the share sheet with the file ("Save image", "Save
 * to Files", LINE …) where the browser can share files, else a plain download link.
 */

export interface ShareEnv {
  canShare?: (data?: ShareData) => boolean;
  share?: (data?: ShareData) => Promise<void>;
}

export const mimeTypeOf = (item: Pick<PurchasedItem, 'media_type' | 'file_name'>): string => {
  const extension = item.file_name.split('.').pop()?.toLowerCase() ?? '';
  const known: Record<string, string> = {
    jpg: 'image/jpeg',
    jpeg: 'image/jpeg',
    png: 'image/png',
    webp: 'image/webp',
    heic: 'image/heic',
    tif: 'image/tiff',
    tiff: 'image/tiff',
    mp4: 'video/mp4',
    mov: 'video/quicktime',
  };
  return known[extension] ?? (item.media_type === 'movie' ? 'video/mp4' : 'image/jpeg');
};

/** True when this browser would share a file of the item's type. */
export function canShareItemFile(
  item: Pick<PurchasedItem, 'media_type' | 'file_name'>,
  env: ShareEnv = navigator,
): boolean {
  if (typeof env.canShare !== 'function' || typeof env.share !== 'function') return false;
  try {
    return env.canShare({ files: [new File([], item.file_name, { type: mimeTypeOf(item) })] });
  } catch {
    return false;
  }
}

/** Downloads the item's original as a File, ready for the share sheet. */
export async function fetchItemFile(
  item: Pick<PurchasedItem, 'media_type' | 'file_name'> & { download_url: string },
  signal?: AbortSignal,
): Promise<File> {
  const response = await fetchSigned(item.download_url, signal);
  const blob = await response.blob();
  return new File([blob], item.file_name, { type: blob.type || mimeTypeOf(item) });
}

/** Phones (a coarse pointer or a narrow screen) save items one by one; a zip is awkward there. */
export const PHONE_QUERY = '(pointer: coarse), (max-width: 640px)';

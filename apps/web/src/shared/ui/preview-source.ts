import { mediaSiblingUrl } from '@omoide/contract';

/** A phone or a small tablet: the watermarked preview comes as the 960 px WebP (decision 035). */
export const PHONE_PREVIEW_MEDIA = '(max-width: 1023px)';

/**
 * The preview this screen shows: the 960 px WebP on a phone (a quarter of the bytes), else the
 * 1600 px JPEG. For a viewer that sets `src` itself (zoom, neighbours fetched ahead); a failed
 * WebP falls back to `preview_url` there (ZoomImage's `fallbackSrc`).
 */
export function previewSrcFor(item: { preview_url: string }): string {
  const phone = typeof window !== 'undefined' && window.matchMedia?.(PHONE_PREVIEW_MEDIA).matches;
  return phone ? mediaSiblingUrl(item.preview_url, 'preview-960.webp') : item.preview_url;
}

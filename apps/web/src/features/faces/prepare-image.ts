import { fitWithin } from './image-size';

/** The browser could not decode the chosen file (not an image, or a format it cannot read). */
export class UnreadableImageError extends Error {
  override readonly name = 'UnreadableImageError';
}

export interface PreparedImage {
  /** A JPEG as a data URL: what is shown, sent to detection and saved. */
  dataUrl: string;
  width: number;
  height: number;
}

const JPEG_QUALITY = 0.9;

/**
 * Decodes through an <img>: browsers apply the EXIF orientation there, and it reads every
 * format the browser can show (HEIC on Safari), which `createImageBitmap` does not promise.
 */
function decode(file: Blob): Promise<HTMLImageElement> {
  const url = URL.createObjectURL(file);
  const image = new Image();
  image.decoding = 'async';
  const loaded = new Promise<HTMLImageElement>((resolve, reject) => {
    image.onload = () => resolve(image);
    image.onerror = () => reject(new UnreadableImageError('the browser cannot decode this file'));
  });
  image.src = url;
  return loaded.finally(() => URL.revokeObjectURL(url));
}

/**
 * A chosen or taken photo as a JPEG of at most 1600 px: small to send from a phone, and the
 * same for every source format (HEIC included, where the browser decodes it).
 */
export async function prepareFaceImage(file: Blob): Promise<PreparedImage> {
  const image = await decode(file);
  if (!image.naturalWidth || !image.naturalHeight) throw new UnreadableImageError('the image has no size');
  const size = fitWithin(image.naturalWidth, image.naturalHeight);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new UnreadableImageError('no 2D canvas');
  // A transparent PNG would turn black as JPEG; white is what people expect behind it.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size.width, size.height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, 0, 0, size.width, size.height);
  const dataUrl = canvas.toDataURL('image/jpeg', JPEG_QUALITY);
  if (!dataUrl.startsWith('data:image/jpeg')) throw new UnreadableImageError('the canvas cannot export JPEG');
  return { dataUrl, ...size };
}

/** Seam: tests replace the browser's decoding, which their DOM does not have. */
export const faceImageEnvironment = {
  prepare: prepareFaceImage,
};

import { FACE_IMAGE_MAX_BYTES } from '@omoide/contract';
import sharp from 'sharp';
import { AppError } from '../../platform/errors';
import { MAX_PHOTO_PIXELS } from '../photos/photo-limits';
import { faceMessages as m } from './faces.messages';

const DATA_URL_PREFIX = /^data:image\/[a-z0-9.+-]+;base64,/i;
const BASE64 = /^[A-Za-z0-9+/\s]*={0,2}\s*$/;
// What sharp decodes here; HEIC photos are converted to JPEG by the phone or the web app.
const FORMATS = new Set(['jpeg', 'png', 'webp', 'heif', 'avif', 'tiff']);

const invalid = () => new AppError(400, 'FACE-IMAGE-INVALID', m['face.image_invalid']);

/**
 * `face_image_base64` → image bytes, refused with a clear error when it is not base64, too
 * large, not a decodable image, or a decompression bomb.
 */
export async function readFaceImage(base64: string): Promise<Buffer> {
  const text = base64.replace(DATA_URL_PREFIX, '');
  if (!BASE64.test(text)) throw invalid();
  const bytes = Buffer.from(text, 'base64');
  if (bytes.length > FACE_IMAGE_MAX_BYTES)
    throw new AppError(413, 'FACE-IMAGE-TOO-LARGE', m['face.image_too_large'], {
      maxMb: FACE_IMAGE_MAX_BYTES / 1024 / 1024,
    });
  try {
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (!meta.format || !FORMATS.has(meta.format) || !meta.width || !meta.height) throw invalid();
    if (meta.width * meta.height > MAX_PHOTO_PIXELS) throw invalid();
  } catch {
    throw invalid();
  }
  return bytes;
}

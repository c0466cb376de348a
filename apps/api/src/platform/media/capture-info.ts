import exifr from 'exifr';

/** When and with which camera body a photo was taken, as its EXIF says (issue 29). */
export type CaptureInfo = {
  /** DateTimeOriginal as the camera's wall clock, `YYYY-MM-DDTHH:MM:SS`; null if absent. */
  wallClock: string | null;
  /** OffsetTimeOriginal (`+09:00`) when the camera wrote one. */
  offset: string | null;
  /** Make, Model and BodySerialNumber: one body's clock is off by one amount. */
  camera: string | null;
};

const NONE: CaptureInfo = { wallClock: null, offset: null, camera: null };
const EXIF_DATE = /^(\d{4}):(\d{2}):(\d{2}) (\d{2}):(\d{2}):(\d{2})/;

/**
 * Reads the few EXIF fields sorting needs. exifr reads only the file's head (the EXIF
 * segment), never the whole 12 MP photo; a file without EXIF, or a movie, has none.
 */
export async function readCaptureInfo(input: string | Buffer): Promise<CaptureInfo> {
  let tags: Record<string, unknown> | undefined;
  try {
    tags = await exifr.parse(input, {
      pick: ['DateTimeOriginal', 'OffsetTimeOriginal', 'Make', 'Model', 'SerialNumber'],
      reviveValues: false,
    });
  } catch {
    return NONE;
  }
  if (!tags) return NONE;
  const text = (key: string) => (typeof tags[key] === 'string' ? (tags[key] as string).trim() : '');
  const date = EXIF_DATE.exec(text('DateTimeOriginal'));
  const camera = [text('Make'), text('Model'), text('SerialNumber')].filter(Boolean).join(' ');
  return {
    wallClock: date ? `${date[1]}-${date[2]}-${date[3]}T${date[4]}:${date[5]}:${date[6]}` : null,
    offset: text('OffsetTimeOriginal') || null,
    camera: camera || null,
  };
}

import { Readable } from 'node:stream';
import { type PrintOrderState, pickLang, type TextLanguage } from '@omoide/contract';
import sharp from 'sharp';
import { ZipFile } from 'yazl';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/errors';
import type { ObjectStorage } from '../../platform/storage/object-storage';
import '../downloads/yazl-native-crc';
import { fulfilmentMessages as m } from './fulfilment.messages';
import { loadPrintBatch, type PrintLineRow } from './fulfilment.repo';
import { printSheetOf, timeZoneOfEvent } from './print-sheet';

type Line = PrintLineRow;
type Deps = { db: Database; storage: ObjectStorage };

/** Entries carry a fixed time: the same orders always give the same zip. */
const ENTRY_TIME = new Date('2020-01-01T00:00:00Z');

/** A name safe in any file system (the lab's Windows included), kana and kanji kept. */
const safeName = (text: string) =>
  [...text]
    .map((char) => (char.charCodeAt(0) < 0x20 || '\\/:*?"<>|'.includes(char) ? '_' : char))
    .join('')
    .trim() || 'photo';

/**
 * The file the lab prints: the photo as bought (its location-free delivery copy or the
 * original), or the buyer's trim cut from the upright original at JPEG quality 95, 4:4:4, with
 * its colour profile — no resize, so the lab scales to the paper.
 */
async function printFile(storage: ObjectStorage, line: Line): Promise<Buffer> {
  const source = await storage.get(line.crop ? line.storageKey! : (line.deliveryKey ?? line.storageKey!));
  if (!source) throw new Error(`the original of photo ${line.imageItemId} is missing`);
  if (!line.crop) return source;
  // The trim is in the upright photo's pixels: EXIF orientations 5–8 swap width and height.
  const { width = 0, height = 0, orientation = 1 } = await sharp(source).metadata();
  const [uprightWidth, uprightHeight] = orientation >= 5 ? [height, width] : [width, height];
  const left = Math.max(0, Math.min(uprightWidth - 1, Math.round(line.crop.x)));
  const top = Math.max(0, Math.min(uprightHeight - 1, Math.round(line.crop.y)));
  return sharp(source)
    .rotate()
    .extract({
      left,
      top,
      width: Math.max(1, Math.min(uprightWidth - left, Math.round(line.crop.width))),
      height: Math.max(1, Math.min(uprightHeight - top, Math.round(line.crop.height))),
    })
    .keepIccProfile()
    .jpeg({ quality: 95, chromaSubsampling: '4:4:4' })
    .toBuffer();
}

/**
 * The print-ready files of an event as one zip (docs/decisions/018): a folder per order code
 * with each print as `NN_<size>_x<quantity>_<file name>`, and the print sheet (CSV) at the top.
 * Every photo is checked first, so a missing original is a clear 409 naming it, never a zip cut
 * halfway; then one file is read and written at a time (memory stays at one photo).
 */
export async function printFilesZip(
  deps: Deps,
  eventId: number,
  status: PrintOrderState | undefined,
  lang: TextLanguage,
): Promise<Readable> {
  const batch = await loadPrintBatch(deps.db, eventId, status);
  const { orders, linesOf } = batch;
  const missing: string[] = [];
  for (const line of orders.flatMap((order) => linesOf(order.id))) {
    const key = line.crop ? line.storageKey : (line.deliveryKey ?? line.storageKey);
    if (!key || !(await deps.storage.exists(key)))
      missing.push(line.fileName ?? `#${line.imageItemId ?? '-'}`);
  }
  if (missing.length > 0)
    throw new AppError(409, 'STUDIO-PRINT-FILES-MISSING', m['files.missing'], { files: missing.join(', ') });

  const zip = new ZipFile();
  const sheet = Buffer.from(printSheetOf(batch, lang, await timeZoneOfEvent(deps.db, eventId)));
  zip.addBuffer(sheet, 'print-sheet.csv', { mtime: ENTRY_TIME, compress: true });
  for (const order of orders) {
    const own = linesOf(order.id);
    for (const [index, line] of own.entries()) {
      const size = safeName(pickLang(line.sizeNameLang, lang));
      const file = safeName(line.fileName ?? `photo-${line.imageItemId}.jpg`);
      const name = `${order.orderCode}/${String(index + 1).padStart(2, '0')}_${size}_x${line.quantity}_${file}`;
      zip.addReadStreamLazy(name, { mtime: ENTRY_TIME, compress: false }, (callback) => {
        printFile(deps.storage, line).then(
          (bytes) => callback(null, Readable.from([bytes])),
          (error: Error) => callback(error, undefined as never),
        );
      });
    }
  }
  zip.end();
  return zip.outputStream as unknown as Readable;
}

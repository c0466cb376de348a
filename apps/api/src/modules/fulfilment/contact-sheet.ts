import { createRequire } from 'node:module';
import { type PrintOrderState, pickLang, type TextLanguage } from '@omoide/contract';
import PDFDocument from 'pdfkit';
import type { Database } from '../../db/client';
import { translate } from '../../platform/i18n/translate';
import { mediaKeyOf } from '../../platform/media/media-url';
import type { ObjectStorage } from '../../platform/storage/object-storage';
import { recipientOf } from '../orders/order-address';
import { contactSheetTexts as m } from './contact-sheet.messages';
import { findEventTitle, loadPrintBatch, type PrintLineRow } from './fulfilment.repo';

// Noto Sans JP (SIL OFL, shipped in the npm package): kana and kanji on any server, no system font needed.
const FONT = createRequire(import.meta.url).resolve(
  '@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf',
);

const PAGE = { width: 595.28, height: 841.89, margin: 36 };
const COLUMNS = 4;
const GAP = 10;
const CELL = (PAGE.width - 2 * PAGE.margin - (COLUMNS - 1) * GAP) / COLUMNS;
const THUMB_HEIGHT = CELL * 0.75;
const CAPTION_HEIGHT = 30;

type Line = PrintLineRow;

/**
 * The lab's contact sheet of an event (docs/decisions/018): per order its code and recipient
 * (or class and child), then each print as a thumbnail with the buyer's trim drawn on it, its
 * file name, size and quantity. A4, Japanese text in an embedded (subset) font.
 */
export async function contactSheetPdf(
  deps: { db: Database; storage: ObjectStorage },
  eventId: number,
  status: PrintOrderState | undefined,
  lang: TextLanguage,
): Promise<Buffer> {
  const event = await findEventTitle(deps.db, eventId);
  const { orders, linesOf } = await loadPrintBatch(deps.db, eventId, status);
  const doc = new PDFDocument({ size: 'A4', margin: PAGE.margin, info: { Title: event?.name ?? '' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('body', FONT).font('body');

  doc.fontSize(16).text(translate(m.title, lang, { event: event?.name ?? String(eventId) }));
  doc
    .fontSize(9)
    .fillColor('#555')
    .text(
      translate(m.summary, lang, {
        orders: orders.length,
        prints: orders.reduce(
          (sum, order) => linesOf(order.id).reduce((total, line) => total + line.quantity, sum),
          0,
        ),
        status: status ? translate(m[`status.${status}`], lang) : translate(m['status.all'], lang),
      }),
    )
    .fillColor('black')
    .moveDown();
  if (orders.length === 0) doc.fontSize(11).text(translate(m.empty, lang));

  const bottom = PAGE.height - PAGE.margin;
  for (const order of orders) {
    const own = linesOf(order.id);
    if (doc.y + 40 + THUMB_HEIGHT + CAPTION_HEIGHT > bottom) doc.addPage();
    doc.fontSize(11).text(`${order.orderCode}　${recipientOf(order, lang)}`, PAGE.margin, doc.y, {
      width: PAGE.width - 2 * PAGE.margin,
    });
    doc.moveDown(0.3);
    let rowTop = doc.y;
    for (const [index, line] of own.entries()) {
      const column = index % COLUMNS;
      if (column === 0 && index > 0) rowTop += THUMB_HEIGHT + CAPTION_HEIGHT + GAP;
      if (column === 0 && rowTop + THUMB_HEIGHT + CAPTION_HEIGHT > bottom) {
        doc.addPage();
        rowTop = PAGE.margin;
      }
      await drawPrint(doc, deps.storage, line, PAGE.margin + column * (CELL + GAP), rowTop, lang);
    }
    doc.y = rowTop + THUMB_HEIGHT + CAPTION_HEIGHT + GAP;
    doc.x = PAGE.margin;
  }
  doc.end();
  return done;
}

/** One print: its thumbnail fitted in the cell with the trim outlined, and its caption. */
async function drawPrint(
  doc: PDFKit.PDFDocument,
  storage: ObjectStorage,
  line: Line,
  x: number,
  y: number,
  lang: TextLanguage,
) {
  const thumb = line.mediaKey ? await storage.get(mediaKeyOf(line.mediaKey, 'thumb.jpg')) : null;
  doc.rect(x, y, CELL, THUMB_HEIGHT).lineWidth(0.5).strokeColor('#bbb').stroke();
  if (thumb && line.width && line.height) {
    const scale = Math.min(CELL / line.width, THUMB_HEIGHT / line.height);
    const [w, h] = [line.width * scale, line.height * scale];
    const [left, top] = [x + (CELL - w) / 2, y + (THUMB_HEIGHT - h) / 2];
    doc.image(thumb, left, top, { width: w, height: h });
    if (line.crop) {
      doc
        .rect(
          left + line.crop.x * scale,
          top + line.crop.y * scale,
          line.crop.width * scale,
          line.crop.height * scale,
        )
        .lineWidth(1.5)
        .strokeColor('#d0021b')
        .stroke();
    }
  } else {
    doc
      .fontSize(8)
      .fillColor('#888')
      .text(translate(m.noPreview, lang), x, y + THUMB_HEIGHT / 2 - 5, {
        width: CELL,
        align: 'center',
      });
  }
  const size = `${pickLang(line.sizeNameLang, lang)} × ${line.quantity}${line.crop ? `　${translate(m.trimmed, lang)}` : ''}`;
  doc
    .fillColor('black')
    .fontSize(8)
    .text(line.fileName ?? `#${line.imageItemId ?? '-'}`, x, y + THUMB_HEIGHT + 3, {
      width: CELL,
      lineBreak: false,
      ellipsis: true,
    })
    .text(size, x, y + THUMB_HEIGHT + 14, { width: CELL, lineBreak: false, ellipsis: true });
}

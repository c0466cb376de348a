import {
  formatPostcode,
  type PrintOrderState,
  pickLang,
  prefectureByCode,
  type TextLanguage,
} from '@omoide/contract';
import { stringify } from 'csv-stringify/sync';
import type { Database } from '../../db/client';
import { translate } from '../../platform/i18n/translate';
import { timeZoneOfOrganization } from '../catalogue/organization-admin.service';
import { organizationOfEvent } from '../events/events.service';
import { loadPrintBatch, type PrintBatch } from './fulfilment.repo';
import { printSheetColumns as c, printStateNames } from './print-sheet.messages';

/** Times in the organisation's zone (issue 29), as its screens show them. */
const timeIn = (timeZone: string) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone, dateStyle: 'short', timeStyle: 'short' });

/** The time zone of the event's organisation. */
export async function timeZoneOfEvent(db: Database, eventId: number): Promise<string> {
  const organizationId = await organizationOfEvent(db, eventId);
  return organizationId === null ? 'Asia/Tokyo' : timeZoneOfOrganization(db, organizationId);
}

/**
 * The lab's print sheet of an event (docs/decisions/018): one row per print line — order,
 * recipient (or class and child for bulk delivery), photo file, size, quantity and trim —
 * as CSV with a byte-order mark and CRLF, so Excel in Japan opens the kana and kanji as they are.
 */
export async function printSheetCsv(
  db: Database,
  eventId: number,
  status: PrintOrderState | undefined,
  lang: TextLanguage,
): Promise<string> {
  return printSheetOf(await loadPrintBatch(db, eventId, status), lang, await timeZoneOfEvent(db, eventId));
}

/** The sheet of print orders already read (the print-files zip puts it beside the files). */
export function printSheetOf({ orders, linesOf }: PrintBatch, lang: TextLanguage, timeZone: string): string {
  const paidAt = timeIn(timeZone);
  const rows = orders.flatMap((order) => {
    const address = order.shippingAddress ?? order.homeAddress;
    const prefecture = address.prefecture_id ? prefectureByCode(address.prefecture_id) : undefined;
    const children = order.orderChildren;
    return linesOf(order.id).map((line) => [
      order.orderCode,
      translate(printStateNames[order.status as PrintOrderState] ?? printStateNames.paid, lang),
      order.paidAt ? paidAt.format(order.paidAt) : '',
      address.full_name,
      address.zip_code ? formatPostcode(address.zip_code) : '',
      prefecture ? pickLang(prefecture.name, lang) : '',
      [address.address1, address.address2, address.address3].filter(Boolean).join(' '),
      order.tel,
      children.map((child) => child.class_name).join(' / '),
      children.map((child) => child.child_name).join(' / '),
      line.fileName ?? '',
      line.imageItemId ?? '',
      pickLang(line.sizeNameLang, lang),
      line.quantity,
      line.crop?.x ?? '',
      line.crop?.y ?? '',
      line.crop?.width ?? '',
      line.crop?.height ?? '',
    ]);
  });
  const header = Object.values(c).map((text) => translate(text, lang));
  return stringify([header, ...rows], { bom: true, record_delimiter: 'windows' });
}

import { currencyTypeById, type StudioDashboard, type TextLanguage } from '@omoide/contract';
import { stringify } from 'csv-stringify/sync';
import { translate } from '../../platform/i18n/translate';
import {
  dashboardCsvText as c,
  dashboardPaymentTypes,
  dashboardCsvItems as items,
  dashboardCsvSections as s,
} from './dashboard.messages';

const DAY_OF = (timeZone: string) => new Intl.DateTimeFormat('sv-SE', { timeZone, dateStyle: 'short' });

/**
 * The dashboard's figures as one CSV (issue #15), a row per figure: section, item, currency,
 * count, amount and the refunded ones. With a byte-order mark and CRLF, as the print sheet,
 * so Excel in Japan opens the kana and kanji as they are. Money stays in its own currency.
 */
export function dashboardCsv(figures: StudioDashboard, lang: TextLanguage): string {
  const say = (text: Parameters<typeof translate>[0]) => translate(text, lang);
  const iso = (id: number) => currencyTypeById(id)?.iso ?? String(id);
  const day = DAY_OF(figures.time_zone);
  // The period's last day is the one before `to` (it is exclusive).
  const period = `${day.format(new Date(figures.from_t * 1000))} – ${day.format(new Date((figures.to_t - 1) * 1000))} (${figures.time_zone})`;
  const typeName = (id: number) => (id === 1 ? say(items.data) : id === 2 ? say(items.print) : String(id));
  const paymentName = (type: string) =>
    type in dashboardPaymentTypes
      ? say(dashboardPaymentTypes[type as keyof typeof dashboardPaymentTypes])
      : type;
  const count = (section: string, item: string, n: number) => [section, item, '', n, '', '', ''];
  const rows: (string | number)[][] = [
    [say(s.period), period, '', '', '', '', ''],
    ...figures.sales_by_day.map((r) => [
      say(s.day),
      r.day,
      iso(r.currency_type_id),
      r.orders,
      r.amount,
      r.refunded_orders,
      r.refunded_amount,
    ]),
    ...figures.sales_by_event.map((r) => [
      say(s.event),
      r.event_name,
      iso(r.currency_type_id),
      r.orders,
      r.amount,
      r.refunded_orders,
      r.refunded_amount,
    ]),
    ...figures.lines_by_type.map((r) => [
      say(s.type),
      typeName(r.price_type_id),
      iso(r.currency_type_id),
      r.quantity,
      r.amount,
      '',
      '',
    ]),
    ...figures.payment_types.map((r) => [
      say(s.payment),
      paymentName(r.payment_type),
      iso(r.currency_type_id),
      r.orders,
      r.amount,
      '',
      '',
    ]),
    count(say(s.downloads), say(items.ordersWithData), figures.downloads.orders_with_data),
    count(say(s.downloads), say(items.ordersDownloaded), figures.downloads.orders_downloaded),
    count(say(s.downloads), say(items.originals), figures.downloads.originals),
    count(say(s.downloads), say(items.movies), figures.downloads.movies),
    count(say(s.downloads), say(items.zips), figures.downloads.zips),
    count(say(s.faces), say(items.childrenWithFaces), figures.faces.children_with_faces),
    count(say(s.faces), say(items.childrenMatched), figures.faces.children_matched),
    count(say(s.faces), say(items.confirmed), figures.faces.confirmed),
    count(say(s.faces), say(items.rejected), figures.faces.rejected),
  ];
  const header = Object.values(c).map((text) => say(text));
  return stringify([header, ...rows], { bom: true, record_delimiter: 'windows' });
}

import type { TextLanguage } from '@omoide/contract';
import { htmlLangOf } from './detect-locale';

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The zone dates and times are shown in: the browser's, unless the studio sets its
 * organisation's (issue 29: the studio's screens and its CSV exports agree on one day).
 */
let displayTimeZone: string | undefined;
export function setDisplayTimeZone(zone: string | undefined): void {
  if (zone === displayTimeZone) return;
  displayTimeZone = zone;
  formatters.clear();
  dateTimeFormatters.clear();
}

/** A calendar date in the language's own form: 2026年5月1日, 1 tháng 5, 2026, May 1, 2026. */
export function formatDate(epochSeconds: number, language: TextLanguage): string {
  const tag = htmlLangOf(language);
  let formatter = formatters.get(tag);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(tag, {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: displayTimeZone,
    });
    formatters.set(tag, formatter);
  }
  return formatter.format(new Date(epochSeconds * 1000));
}

/** The `datetime` attribute of a <time>: the ISO 8601 instant. */
export function isoDateTime(epochSeconds: number): string {
  return new Date(epochSeconds * 1000).toISOString();
}

const calendarFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * A calendar date given as `YYYY-MM-DD` (an event's `event_date`), formatted like
 * `formatDate` but without a time zone shift: the day printed is the day written.
 * Anything that is not such a date is returned as it is.
 */
export function formatCalendarDate(isoDate: string, language: TextLanguage): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  const tag = htmlLangOf(language);
  let formatter = calendarFormatters.get(tag);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(tag, {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    });
    calendarFormatters.set(tag, formatter);
  }
  return formatter.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))));
}

const dateTimeFormatters = new Map<string, Intl.DateTimeFormat>();

/** A date with its time, in the display zone (a payment deadline): 2026年5月1日 23:59. */
export function formatDateTime(epochSeconds: number, language: TextLanguage): string {
  const tag = htmlLangOf(language);
  let formatter = dateTimeFormatters.get(tag);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(tag, {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: displayTimeZone,
    });
    dateTimeFormatters.set(tag, formatter);
  }
  return formatter.format(new Date(epochSeconds * 1000));
}

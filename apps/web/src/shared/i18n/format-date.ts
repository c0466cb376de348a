import type { TextLanguage } from '@omoide/contract';
import { htmlLangOf } from './detect-locale';

const formatters = new Map<string, Intl.DateTimeFormat>();

/** A calendar date in the language's own form: 2026年5月1日, 1 tháng 5, 2026, May 1, 2026. */
export function formatDate(epochSeconds: number, language: TextLanguage): string {
  const tag = htmlLangOf(language);
  let formatter = formatters.get(tag);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(tag, { year: 'numeric', month: 'long', day: 'numeric' });
    formatters.set(tag, formatter);
  }
  return formatter.format(new Date(epochSeconds * 1000));
}

/** The `datetime` attribute of a <time>: the ISO 8601 instant. */
export function isoDateTime(epochSeconds: number): string {
  return new Date(epochSeconds * 1000).toISOString();
}

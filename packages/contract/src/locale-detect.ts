import {
  FALLBACK_LOCALE,
  LOCALE_COOKIE,
  LOCALES,
  type Locale,
  type TextLanguage,
  toTextLanguage,
} from './locale.js';

/**
 * Which language a visitor sees first (spec §9), shared by the web app (from `document.cookie`
 * and `navigator.languages`) and the server (from the Cookie and Accept-Language headers), so
 * the texts the server names in a first page's HTML are the ones the page then asks for.
 */

export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}

/** Reads one cookie out of a `document.cookie` string or a Cookie header. */
export function readCookie(cookieString: string, name: string): string | null {
  for (const part of cookieString.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * Spec §9 detection order: the locale cookie, then the browser's languages, then en-US.
 * Browser languages are walked in preference order so that e.g. ['fr', 'ja'] still lands on
 * Japanese; an English preference stops the walk because en-US is a full translation.
 */
export function detectInitialLanguage(
  cookieString: string,
  browserLanguages: readonly string[],
): TextLanguage {
  const fromCookie = readCookie(cookieString, LOCALE_COOKIE);
  if (fromCookie) {
    const language = toTextLanguage(fromCookie);
    if (isLocale(language) || fromCookie === FALLBACK_LOCALE) return language;
  }
  for (const browserLanguage of browserLanguages) {
    const language = toTextLanguage(browserLanguage);
    if (isLocale(language)) return language;
    if (/^en(-|$)/i.test(browserLanguage)) return FALLBACK_LOCALE;
  }
  return FALLBACK_LOCALE;
}

/**
 * An Accept-Language header as the browser's language list, most preferred first (what
 * `navigator.languages` holds); `q=0` and malformed entries are left out.
 */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => /^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/.test(entry.tag) && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

import {
  FALLBACK_LOCALE,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_DAYS,
  LOCALES,
  type Locale,
  type TextLanguage,
  toTextLanguage,
} from '@omoide/contract';

export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}

/** Reads one cookie out of a `document.cookie` string. */
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

/** The cookie the language switcher writes (spec §9: 365 days, SameSite=Lax). */
export function localeCookieString(locale: Locale, secure: boolean): string {
  const maxAge = LOCALE_COOKIE_MAX_AGE_DAYS * 24 * 60 * 60;
  const attributes = [`Max-Age=${maxAge}`, 'Path=/', 'SameSite=Lax'];
  if (secure) attributes.push('Secure');
  return `${LOCALE_COOKIE}=${encodeURIComponent(locale)}; ${attributes.join('; ')}`;
}

/** BCP 47 tag for `<html lang>`: `hant` is our code, not a valid language tag. */
export function htmlLangOf(language: TextLanguage): string {
  switch (language) {
    case 'ja':
      return 'ja';
    case 'hant':
      return 'zh-Hant-TW';
    case 'vi':
      return 'vi';
    default:
      return 'en-US';
  }
}

import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_DAYS, type Locale, type TextLanguage } from '@omoide/contract';

// The detection itself is shared with the server (first-page hints): contract/locale-detect.ts.
export { detectInitialLanguage, isLocale, readCookie } from '@omoide/contract';

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

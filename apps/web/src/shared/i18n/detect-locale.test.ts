import { acceptedLanguages } from '@omoide/contract';
import { describe, expect, it } from 'vitest';
import { detectInitialLanguage, htmlLangOf, localeCookieString, readCookie } from './detect-locale';

describe('detectInitialLanguage (cookie → browser → en-US)', () => {
  it.each([
    ['cookie wins over the browser', 'omoide_locale=vi', ['ja-JP'], 'vi'],
    ['cookie among others', 'a=1; omoide_locale=hant; b=2', ['en-US'], 'hant'],
    ['explicit en-US cookie', 'omoide_locale=en-US', ['ja'], 'en-US'],
    ['unknown cookie value falls through to the browser', 'omoide_locale=xx', ['ja'], 'ja'],
    ['zh-TW browser → hant', '', ['zh-TW'], 'hant'],
    ['zh-Hant browser → hant', '', ['zh-Hant'], 'hant'],
    ['zh-Hant-HK browser → hant', '', ['zh-Hant-HK'], 'hant'],
    ['ja-JP browser → ja', '', ['ja-JP', 'en-US'], 'ja'],
    ['vi-VN browser → vi', '', ['vi-VN'], 'vi'],
    ['unsupported first, supported second', '', ['fr-FR', 'ja'], 'ja'],
    ['English first stops the walk', '', ['en-GB', 'ja'], 'en-US'],
    ['simplified Chinese is not hant', '', ['zh-CN'], 'en-US'],
    ['nothing known', '', ['de-DE'], 'en-US'],
    ['no languages at all', '', [], 'en-US'],
  ] as const)('%s', (_label, cookie, languages, expected) => {
    expect(detectInitialLanguage(cookie, languages)).toBe(expected);
  });
});

describe('locale cookie', () => {
  it('lasts 365 days, SameSite=Lax, path /', () => {
    expect(localeCookieString('ja', false)).toBe('omoide_locale=ja; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(localeCookieString('vi', true)).toMatch(/; Secure$/);
  });

  it('reads a single cookie', () => {
    expect(readCookie('x=1; omoide_locale=hant', 'omoide_locale')).toBe('hant');
    expect(readCookie('x=1', 'omoide_locale')).toBeNull();
  });
});

describe('htmlLangOf', () => {
  it.each([
    ['ja', 'ja'],
    ['hant', 'zh-Hant-TW'],
    ['vi', 'vi'],
    ['en-US', 'en-US'],
  ] as const)('%s → %s', (language, tag) => {
    expect(htmlLangOf(language)).toBe(tag);
  });
});

describe('acceptedLanguages (the server’s navigator.languages, from Accept-Language)', () => {
  it.each([
    ['order by q, then as written', 'fr;q=0.9, vi;q=0.8, ja', ['ja', 'fr', 'vi']],
    ['a browser’s usual header', 'ja-JP,ja;q=0.9,en-US;q=0.8,en;q=0.7', ['ja-JP', 'ja', 'en-US', 'en']],
    ['q=0 means not wanted', 'vi;q=0, ja', ['ja']],
    ['junk and the wildcard are left out', ' , *;q=0.5, <x>, zh-Hant-TW', ['zh-Hant-TW']],
    ['no header', undefined, []],
  ] as const)('%s', (_label, header, expected) => {
    expect(acceptedLanguages(header)).toEqual(expected);
  });

  it('detects on the server what the page detects in the browser', () => {
    expect(detectInitialLanguage('', acceptedLanguages('fr;q=0.9, vi;q=0.8, en;q=0.5'))).toBe('vi');
    expect(detectInitialLanguage('omoide_locale=ja', acceptedLanguages('vi'))).toBe('ja');
  });
});

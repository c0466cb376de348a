import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { BUYER_NAMESPACES, currentTextLanguage, firstPageNamespaces, initI18n, loadAllTexts } from './i18n';

describe('i18n setup', () => {
  it('formats ICU messages, plurals included', async () => {
    await initI18n('en-US');
    expect(i18next.t('footer.copyright', { year: '2030' })).toBe('© 2030 Omoide');
    i18next.addResource('en-US', 'common', 'test.photos', '{count, plural, one {# photo} other {# photos}}');
    expect(i18next.t('test.photos', { count: 1 })).toBe('1 photo');
    expect(i18next.t('test.photos', { count: 3 })).toBe('3 photos');
  });

  it('uses hant plural rules without choking on the non-BCP 47 code', async () => {
    await initI18n('hant');
    i18next.addResource('hant', 'common', 'test.photos', '{count, plural, other {# 張照片}}');
    expect(i18next.t('test.photos', { count: 2 })).toBe('2 張照片');
    expect(currentTextLanguage()).toBe('hant');
    expect(document.documentElement.lang).toBe('zh-Hant-TW');
  });

  it('falls back to en-US for a key a locale lacks, once the texts after the first page are asked for', async () => {
    await initI18n('vi');
    await loadAllTexts();
    expect(i18next.hasResourceBundle('en-US', 'events')).toBe(true);
    i18next.addResource('en-US', 'common', 'test.onlyEnglish', 'Only English');
    expect(i18next.t('test.onlyEnglish')).toBe('Only English');
    expect(i18next.t('nav.home')).toBe('Trang chủ');
  });

  it('starts the pages opened from a link with common and their own texts only (decision 035)', () => {
    expect(firstPageNamespaces('/events/detail/1')).toEqual(['common', 'events']);
    expect(firstPageNamespaces('/guest/events/detail/1/2/3')).toEqual(['common', 'events']);
    expect(firstPageNamespaces('/cart')).toEqual(['common', 'cart']);
    expect(firstPageNamespaces('/guest/cart/4')).toEqual(['common', 'cart']);
    expect(firstPageNamespaces('/guest/landing')).toEqual(['common', 'auth']);
    // The face pages under an event, and any other page: every buyer namespace, as before.
    expect(firstPageNamespaces('/events/detail/1/child')).toEqual(BUYER_NAMESPACES);
    expect(firstPageNamespaces('/faq')).toEqual(BUYER_NAMESPACES);
  });
});

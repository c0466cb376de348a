import i18next from 'i18next';
import { expect, it } from 'vitest';
import { initI18n, loadAllTexts } from './i18n';

// Its own file: i18next is one instance per test file, and this must be its first start.
it('fetches no en-US texts for a first page in another language, and all of them after it', async () => {
  await initI18n('ja', ['common', 'events']);
  expect(i18next.hasResourceBundle('ja', 'events')).toBe(true);
  expect(i18next.hasResourceBundle('en-US', 'common')).toBe(false);
  expect(i18next.hasResourceBundle('en-US', 'events')).toBe(false);

  await loadAllTexts();
  expect(i18next.hasResourceBundle('ja', 'cart')).toBe(true);
  expect(i18next.hasResourceBundle('en-US', 'common')).toBe(true);
  expect(i18next.hasResourceBundle('en-US', 'cart')).toBe(true);
});

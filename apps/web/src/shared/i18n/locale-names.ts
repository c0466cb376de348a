import type { TextLanguage } from '@omoide/contract';

/** Each language by its own name, so a visitor can find theirs whatever is shown now. */
export const LANGUAGE_AUTONYMS: Record<TextLanguage, string> = {
  ja: '日本語',
  hant: '繁體中文',
  vi: 'Tiếng Việt',
  'en-US': 'English',
};

/** What a phone's header shows for the current language, where an autonym does not fit. */
export const LANGUAGE_SHORT_NAMES: Record<TextLanguage, string> = {
  ja: '日本語',
  hant: '繁中',
  vi: 'VI',
  'en-US': 'EN',
};

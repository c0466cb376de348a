/** Locales of the interface (spec §1, §9). `en-US` is the fallback, not a selectable locale. */
export const LOCALES = ['ja', 'hant', 'vi'] as const;
export type Locale = (typeof LOCALES)[number];
export const FALLBACK_LOCALE = 'en-US' as const;
/** Every language we hold text in: the three locales and the fallback. */
export const TEXT_LANGUAGES = [...LOCALES, FALLBACK_LOCALE] as const;
export type TextLanguage = (typeof TEXT_LANGUAGES)[number];

/** A text held in every language, as the `_lang` fields and `all_lang` endpoints carry it. */
export type LangText = Record<TextLanguage, string>;

export const LOCALE_COOKIE = 'omoide_locale';
export const LOCALE_COOKIE_MAX_AGE_DAYS = 365;

/** Reads an `x-language` header or cookie value; anything unknown becomes the fallback. */
export function toTextLanguage(value: string | undefined | null): TextLanguage {
  if (!value) return FALLBACK_LOCALE;
  const v = value.trim().toLowerCase();
  if (v === 'ja' || v.startsWith('ja-')) return 'ja';
  if (v === 'hant' || v === 'zh-tw' || v === 'zh-hant' || v.startsWith('zh-hant')) return 'hant';
  if (v === 'vi' || v.startsWith('vi-')) return 'vi';
  return FALLBACK_LOCALE;
}

/** Picks one language of a LangText, falling back to en-US. */
export function pickLang(text: LangText, lang: TextLanguage): string {
  return text[lang] || text[FALLBACK_LOCALE];
}

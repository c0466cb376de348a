import { FALLBACK_LOCALE, type LangText, TEXT_LANGUAGES, type TextLanguage } from '@omoide/contract';

export type MessageParams = Record<string, string | number>;

function fill(template: string, params: MessageParams | undefined): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** One language of a message, falling back to en-US. */
export function translate(text: LangText, lang: TextLanguage, params?: MessageParams): string {
  return fill(text[lang] || text[FALLBACK_LOCALE], params);
}

/** Every language of a message: the `display_message_lang` of an error answer. */
export function translateAll(text: LangText, params?: MessageParams): Record<TextLanguage, string> {
  const out = {} as Record<TextLanguage, string>;
  for (const lang of TEXT_LANGUAGES) out[lang] = translate(text, lang, params);
  return out;
}

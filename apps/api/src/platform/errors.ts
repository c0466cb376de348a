import type { ErrorResponse, LangText, TextLanguage } from '@omoide/contract';
import { type MessageParams, translate, translateAll } from './i18n/translate';

/**
 * The one error type services throw. It carries an HTTP status, a stable `display_code`
 * clients may branch on (spec §8, e.g. GUEST-AUTH-202-C) and a translated message.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly displayCode: string,
    readonly text: LangText,
    readonly params?: MessageParams,
  ) {
    super(text['en-US']);
    this.name = 'AppError';
  }

  toResponse(lang: TextLanguage): ErrorResponse {
    return errorBody(this.text, lang, this.displayCode, this.params);
  }
}

export function errorBody(
  text: LangText,
  lang: TextLanguage,
  displayCode: string,
  params?: MessageParams,
): ErrorResponse {
  return {
    display_message: translate(text, lang, params),
    display_message_lang: translateAll(text, params),
    display_code: displayCode,
  };
}

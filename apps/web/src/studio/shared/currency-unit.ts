import { currencyTypeById, DEFAULT_CURRENCY_TEXT, type TextLanguage } from '@omoide/contract';
import { htmlLangOf } from '@/shared/i18n/detect-locale';

/**
 * The name of an event's currency as a unit in a label, in the operator's language: 円, 新台幣,
 * đồng Việt Nam, US dollars (Intl's names; the spec's "YEN" text is a code, not a word).
 */
export function currencyUnit(currencyTypeId: number, language: TextLanguage): string {
  const iso = currencyTypeById(currencyTypeId)?.iso;
  if (!iso) return DEFAULT_CURRENCY_TEXT;
  const parts = new Intl.NumberFormat(htmlLangOf(language), {
    style: 'currency',
    currency: iso,
    currencyDisplay: 'name',
  }).formatToParts(2);
  return parts.find((part) => part.type === 'currency')?.value ?? iso;
}

import {
  currencyTypeById,
  type DccOffer,
  formatMinorAmount,
  formatPrice,
  type TextLanguage,
} from '@omoide/contract';

const INTL_LOCALE: Record<TextLanguage, string> = {
  ja: 'ja-JP',
  hant: 'zh-TW',
  vi: 'vi-VN',
  'en-US': 'en-US',
};

/** "1 JPY = 0.0069345 USD": card units per event-currency unit, margin included. */
export function dccRateText(
  rate: number,
  currencyTypeId: number,
  cardCurrency: string,
  language: TextLanguage,
) {
  const eventIso = currencyTypeById(currencyTypeId)?.iso ?? 'JPY';
  return `1 ${eventIso} = ${rate.toLocaleString(INTL_LOCALE[language], { maximumSignificantDigits: 6 })} ${cardCurrency}`;
}

/**
 * What the DCC choice shows of an offer, formatted for the buyer's language: both amounts,
 * the rate as "1 <event currency> = <rate> <card currency>", the margin and until when the
 * rate holds (card schemes require all of them before the buyer chooses).
 */
export function dccOfferText(
  offer: DccOffer,
  amount: number,
  currencyTypeId: number,
  language: TextLanguage,
) {
  const eventIso = currencyTypeById(currencyTypeId)?.iso ?? 'JPY';
  return {
    cardAmount: formatMinorAmount(
      offer.card_amount,
      offer.card_currency,
      offer.card_currency_exponent,
      language,
    ),
    eventAmount: formatPrice(amount, currencyTypeId, language),
    cardCurrency: offer.card_currency,
    eventCurrency: eventIso,
    rate: dccRateText(offer.rate, currencyTypeId, offer.card_currency, language),
    margin: offer.margin_percent.toLocaleString(INTL_LOCALE[language]),
    until: new Intl.DateTimeFormat(INTL_LOCALE[language], { hour: '2-digit', minute: '2-digit' }).format(
      new Date(offer.expires_t * 1000),
    ),
  };
}

import type { FastifyInstance } from 'fastify';
import { cardCurrency } from './card-rules';
import { shopOf, unauthorized } from './charge-routes';
import { CURRENCY_CODES } from './currencies';
import { quoteAnswer } from './dcc-ledger';
import { DCC_CURRENCIES } from './dcc-rates';
import { hiddenRoute, type SandboxContext } from './sandbox-http';

type QuoteParams = { Params: { quoteId: string } };

/** The quote request of a JSON body, or null when a field is missing or out of range. */
function readQuoteRequest(body: unknown) {
  if (typeof body !== 'object' || body === null) return null;
  const { amount, currency_type_id, token, card_currencies } = body as Record<string, unknown>;
  const currencies = card_currencies === undefined ? DCC_CURRENCIES : card_currencies;
  const valid =
    Number.isSafeInteger(amount) &&
    (amount as number) > 0 &&
    typeof currency_type_id === 'number' &&
    currency_type_id in CURRENCY_CODES &&
    (token === undefined || (typeof token === 'string' && token.length > 0)) &&
    Array.isArray(currencies) &&
    currencies.every((c) => typeof c === 'string');
  if (!valid) return null;
  return {
    amount: amount as number,
    currencyTypeId: currency_type_id,
    token: token as string | undefined,
    cardCurrencies: currencies as string[],
  };
}

/**
 * DCC rate look-ups (Planet / Fexco style), authenticated with the shop's secret key. With a
 * card token the provider reads the card's currency from its BIN and quotes that one (none
 * when the card is billed in the price's own currency); without one it quotes each of
 * `card_currencies` (indicative: a charge checks the card's currency against the quote).
 */
export async function dccRoutes(app: FastifyInstance, { ledger, dcc, now }: SandboxContext): Promise<void> {
  app.post('/sandbox/dcc/quotes', hiddenRoute, async (request, reply) => {
    const shop = shopOf(request);
    if (!shop) return reply.code(401).send(unauthorized);
    const body = readQuoteRequest(request.body);
    if (!body) {
      return reply.code(400).send({
        error_code: 'invalid_request',
        error_message:
          'amount (integer > 0) and currency_type_id (1–4) are required; token and card_currencies are optional.',
      });
    }
    let currencies = body.cardCurrencies;
    let card: string | null = null;
    if (body.token) {
      const number = ledger.peekCard(shop.shopId, body.token)?.number;
      if (!number)
        return reply
          .code(400)
          .send({ error_code: 'token_not_found', error_message: 'The token is not usable.' });
      card = cardCurrency(number);
      currencies = currencies.includes(card) ? [card] : [];
    }
    const at = now().getTime();
    const quotes = currencies.flatMap((cardCurrency) => {
      const quote = dcc.quote({ shopId: shop.shopId, ...body, cardCurrency }, at);
      return quote ? [quoteAnswer(quote)] : [];
    });
    return {
      amount: body.amount,
      currency_type_id: body.currencyTypeId,
      card_currency: card,
      data: quotes,
    };
  });

  app.get<QuoteParams>('/sandbox/dcc/quotes/:quoteId', hiddenRoute, async (request, reply) => {
    const shop = shopOf(request);
    if (!shop) return reply.code(401).send(unauthorized);
    const quote = dcc.find(shop.shopId, request.params.quoteId);
    if (!quote)
      return reply.code(404).send({ error_code: 'quote_not_found', error_message: 'No such quote.' });
    return { ...quoteAnswer(quote), expired: now().getTime() >= quote.expiresAt };
  });
}

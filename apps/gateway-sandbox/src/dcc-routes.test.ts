import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cardCurrency, luhnValid, TEST_CARDS } from './card-rules';
import { convert, DCC_MARGIN_PERCENT } from './dcc-rates';
import { charge, newToken, sandboxApp, shop } from './sandbox-test-kit';

const quotes = (app: Awaited<ReturnType<typeof sandboxApp>>, body: object, secret = shop().secretKey) =>
  app.inject({
    method: 'POST',
    url: '/sandbox/dcc/quotes',
    headers: { authorization: `Bearer ${secret}` },
    payload: body,
  });

describe('DCC rates', () => {
  it('are deterministic, carry the margin and round up to the card currency’s minor unit', () => {
    // 10,000 yen at 0.0067 USD/JPY + 3.5 % = 69.345 USD → 6935 cents.
    expect(convert(10_000, 'JPY', 'USD')).toEqual({ rate: 0.0069345, cardAmount: 6935, exponent: 2 });
    // 100,000 VND to yen: 100,000 / 170 × 1.035 = 608.82… → 609 yen.
    expect(convert(100_000, 'VND', 'JPY')).toMatchObject({ cardAmount: 609, exponent: 0 });
    expect(convert(1000, 'JPY', 'JPY')).toBeNull();
    expect(convert(1000, 'JPY', 'XXX')).toBeNull();
    expect(DCC_MARGIN_PERCENT).toBe(3.5);
  });

  it('read the card’s currency from its BIN; every DCC test card is a valid number', () => {
    expect(cardCurrency(TEST_CARDS.dccUsd)).toBe('USD');
    expect(cardCurrency(TEST_CARDS.dccTwd)).toBe('TWD');
    expect(cardCurrency(TEST_CARDS.dccVnd)).toBe('VND');
    expect(cardCurrency(TEST_CARDS.dccEur)).toBe('EUR');
    expect(cardCurrency(TEST_CARDS.visa)).toBe('JPY');
    expect(cardCurrency(TEST_CARDS.jcb)).toBe('JPY');
    for (const number of Object.values(TEST_CARDS)) expect(luhnValid(number)).toBe(true);
  });
});

describe('DCC quotes and charges', () => {
  it('quotes the card behind a token and charges it in the card’s currency under the quote', async () => {
    const app = await sandboxApp();
    const token = await newToken(app, TEST_CARDS.dccUsd);
    const res = await quotes(app, { amount: 1200, currency_type_id: 1, token });
    expect(res.json()).toMatchObject({ card_currency: 'USD', amount: 1200 });
    const [offer] = res.json().data;
    expect(offer).toMatchObject({ card_currency: 'USD', card_amount: 833, card_currency_exponent: 2 });
    expect(offer.expires_t - offer.created_t).toBe(600);
    const paid = await charge(app, { token, dcc_quote_id: offer.quote_id });
    expect(paid.json()).toMatchObject({
      status: 'succeeded',
      amount: 1200,
      dcc: { quote_id: offer.quote_id, card_currency: 'USD', card_amount: 833 },
    });
    // The settlement list carries both amounts.
    const list = await app.inject({
      url: '/sandbox/card/charges?since_t=0',
      headers: { authorization: `Bearer ${shop().secretKey}` },
    });
    expect(list.json().data[0]).toMatchObject({ amount: 1200, dcc: { card_amount: 833 } });
    await app.close();
  });

  it('quotes nothing for a card in the price’s own currency; indicative quotes without a token', async () => {
    const app = await sandboxApp();
    const jcb = await newToken(app, TEST_CARDS.jcb);
    expect((await quotes(app, { amount: 1200, currency_type_id: 1, token: jcb })).json()).toMatchObject({
      card_currency: 'JPY',
      data: [],
    });
    const some = await quotes(app, { amount: 1200, currency_type_id: 1, card_currencies: ['USD', 'EUR'] });
    expect(some.json().data.map((q: { card_currency: string }) => q.card_currency)).toEqual(['USD', 'EUR']);
    await app.close();
  });

  it.each([
    ['an expired quote', 11 * 60 * 1000, {}, 'dcc_quote_expired'],
    ['another amount', 0, { amount: 1300 }, 'dcc_quote_mismatch'],
    ['an unknown quote', 0, { dcc_quote_id: 'dq_nope' }, 'dcc_quote_not_found'],
  ])('declines a charge with %s, charging nothing', async (_name, later, override, code) => {
    let clock = Date.now();
    const app = await sandboxApp(() => new Date(clock));
    const token = await newToken(app, TEST_CARDS.dccEur);
    const [offer] = (
      await quotes(app, { amount: 1200, currency_type_id: 1, card_currencies: ['EUR'] })
    ).json().data;
    clock += later;
    // The card's token outlives the quote here by being made again after the clock moved.
    const fresh = later ? await newToken(app, TEST_CARDS.dccEur) : token;
    const res = await charge(app, { token: fresh, dcc_quote_id: offer.quote_id, ...override });
    expect(res.json()).toMatchObject({ status: 'declined', error_code: code });
    await app.close();
  });

  it('declines a card of another currency than the quote’s', async () => {
    const app = await sandboxApp();
    const [offer] = (
      await quotes(app, { amount: 1200, currency_type_id: 1, card_currencies: ['EUR'] })
    ).json().data;
    const res = await charge(app, {
      token: await newToken(app, TEST_CARDS.dccUsd),
      dcc_quote_id: offer.quote_id,
    });
    expect(res.json()).toMatchObject({ status: 'declined', error_code: 'dcc_quote_mismatch' });
    await app.close();
  });

  it('refuses a bad request, an unusable token and a wrong key; answers a quote by id', async () => {
    const app = await sandboxApp();
    expect((await quotes(app, { amount: -1, currency_type_id: 1 })).statusCode).toBe(400);
    expect((await quotes(app, { amount: 1, currency_type_id: 1, token: 'tok_x' })).json()).toMatchObject({
      error_code: 'token_not_found',
    });
    expect((await quotes(app, { amount: 1, currency_type_id: 1 }, 'sk_wrong')).statusCode).toBe(401);
    const [offer] = (await quotes(app, { amount: 500, currency_type_id: 1, card_currencies: ['TWD'] })).json()
      .data;
    const one = await app.inject({
      url: `/sandbox/dcc/quotes/${offer.quote_id}`,
      headers: { authorization: `Bearer ${shop().secretKey}` },
    });
    expect(one.json()).toMatchObject({ quote_id: offer.quote_id, expired: false, card_currency: 'TWD' });
    const none = await app.inject({
      url: '/sandbox/dcc/quotes/dq_none',
      headers: { authorization: `Bearer ${shop().secretKey}` },
    });
    expect(none.statusCode).toBe(404);
    await app.close();
  });

  it('remembers its quotes across a restart (journal)', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'dcc-journal-'));
    try {
      const first = await sandboxApp(undefined, dataDir);
      const [offer] = (
        await quotes(first, { amount: 100_000, currency_type_id: 4, card_currencies: ['JPY'] })
      ).json().data;
      await first.close();
      const second = await sandboxApp(undefined, dataDir);
      const token = await newToken(second, TEST_CARDS.jcb);
      const paid = await charge(second, {
        token,
        amount: 100_000,
        currency_type_id: 4,
        dcc_quote_id: offer.quote_id,
      });
      expect(paid.json()).toMatchObject({
        status: 'succeeded',
        dcc: { card_currency: 'JPY', card_amount: 609 },
      });
      await second.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

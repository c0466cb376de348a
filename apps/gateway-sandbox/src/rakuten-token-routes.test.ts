import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TEST_CARDS } from './card-rules';
import { charge, rakutenTokens, sandboxApp, testCard } from './sandbox-test-kit';

let app: Awaited<ReturnType<typeof sandboxApp>>;
beforeEach(async () => {
  app = await sandboxApp();
});
afterEach(() => app.close());

describe('Rakuten card tokens', () => {
  it('answers a card token and a separate CVV token, with the brand and last digits', async () => {
    const res = await rakutenTokens(app, testCard(TEST_CARDS.mastercard));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      resultType: 'success',
      cardToken: expect.stringMatching(/^tok_/),
      cvvToken: expect.stringMatching(/^cvv_/),
      brandCode: 'mastercard',
      last4digits: '4444',
    });
  });

  it('charges the card token only with its own CVV token', async () => {
    const first = (await rakutenTokens(app, testCard())).json();
    const other = (await rakutenTokens(app, testCard())).json();
    const without = await charge(app, { token: first.cardToken });
    expect(without.json()).toMatchObject({ status: 'declined', error_code: 'cvv_token_invalid' });
    const wrong = await charge(app, { token: other.cardToken, cvv_token: first.cvvToken });
    expect(wrong.json()).toMatchObject({ status: 'declined', error_code: 'cvv_token_invalid' });
    const fresh = (await rakutenTokens(app, testCard())).json();
    const paid = await charge(app, { token: fresh.cardToken, cvv_token: fresh.cvvToken });
    expect(paid.json()).toMatchObject({ status: 'succeeded', card_last4: '1111' });
  });

  it('refuses an unknown service id and a bad card with the provider codes', async () => {
    const unknown = await rakutenTokens(app, testCard(), 'pk_test_wrong');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toMatchObject({ resultType: 'failure', errorCode: 'invalid_service_id' });
    const bad = await rakutenTokens(app, { ...testCard(), number: '4111111111111112' });
    expect(bad.json()).toMatchObject({ resultType: 'failure', errorCode: 'invalid_card_number' });
  });
});

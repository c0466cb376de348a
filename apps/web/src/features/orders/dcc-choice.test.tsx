import type { DccCurrentAnswer } from '@omoide/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorJson, fakeApi, json } from '@/shared/auth/test-api';
import { signInMemberForTest } from '@/shared/auth/test-sessions';
import { closeErrorModal, getErrorModal } from '@/shared/errors/error-modal-store';
import { initI18n } from '@/shared/i18n/i18n';
import { renderApp } from '@/test/render-app';
import { writeOrder } from './order-storage';
import { BUYER_FORM, cartEvent, cartOf, orderResult, PAYMENT } from './test-fixtures';

// docs/decisions/013: the confirmation quotes a DCC card's currency and the buyer chooses.
const PROCESS = 'POST /api/order/process';
const QUOTE = 'POST /api/order/dcc/current';
const IN_AN_HOUR = Math.floor(Date.now() / 1000) + 3600;

const answer = (quoteId = 'dq_1', offers = true): DccCurrentAnswer => ({
  event_id: 1,
  amount: 1200,
  currency_type_id: 1,
  card_currency: 'USD',
  offers: offers
    ? [
        {
          quote_id: quoteId,
          card_currency: 'USD',
          card_amount: 833,
          card_currency_exponent: 2,
          rate: 0.0069345,
          margin_percent: 3.5,
          expires_t: IN_AN_HOUR,
        },
      ]
    : [],
});

const placeButton = () => screen.findByRole('button', { name: 'Place order' }, { timeout: 5000 });

beforeEach(async () => {
  signInMemberForTest('member-token');
  writeOrder({
    area: 'member',
    event_id: 1,
    form: BUYER_FORM,
    payment: { ...PAYMENT, payment_type: 'credit_card_dcc' },
  });
  await act(() => initI18n('en-US'));
});

afterEach(() => {
  act(() => closeErrorModal());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the DCC choice on /order/confirm', () => {
  it('shows both amounts, the rate, the margin and the expiry, and sends the chosen quote', async () => {
    const api = fakeApi({
      'GET /api/cart': () => json(200, cartOf(cartEvent(1))),
      [QUOTE]: () => json(200, answer()),
      [PROCESS]: () => json(200, orderResult()),
    });
    renderApp('/order/confirm');
    const card = await screen.findByLabelText(
      /Pay in your card’s currency: \$8\.33 \(USD\)/,
      {},
      { timeout: 3000 },
    );
    expect(
      screen.getByText(/Rate 1 JPY = 0\.0069345 USD \(includes a 3\.5% conversion margin\), valid until/),
    ).toBeTruthy();
    expect(screen.getByLabelText(/Pay in the event’s currency: ¥1,200 \(JPY/)).toBeTruthy();
    expect(api.bodyOf(QUOTE)).toEqual({ event_id: 1, card_token: 'tok_1' });
    // No choice yet: nothing to place.
    expect((await placeButton()).hasAttribute('disabled')).toBe(true);
    fireEvent.click(card);
    fireEvent.click(await placeButton());
    await waitFor(() => expect(api.bodyOf(PROCESS)).toBeTruthy());
    expect((api.bodyOf(PROCESS) as { payment: object }).payment).toMatchObject({
      payment_type: 'credit_card_dcc',
      card_token: 'tok_1',
      encryption_result: 'success',
      dcc_quote_id: 'dq_1',
    });
  });

  it('sends null when the buyer chooses the event’s currency', async () => {
    const api = fakeApi({
      'GET /api/cart': () => json(200, cartOf(cartEvent(1))),
      [QUOTE]: () => json(200, answer()),
      [PROCESS]: () => json(200, orderResult()),
    });
    renderApp('/order/confirm');
    fireEvent.click(await screen.findByLabelText(/Pay in the event’s currency/, {}, { timeout: 5000 }));
    fireEvent.click(await placeButton());
    await waitFor(() => expect(api.bodyOf(PROCESS)).toBeTruthy());
    expect((api.bodyOf(PROCESS) as { payment: object }).payment).toMatchObject({ dcc_quote_id: null });
  });

  it('a card billed in the event’s currency pays it with no choice to make', async () => {
    const api = fakeApi({
      'GET /api/cart': () => json(200, cartOf(cartEvent(1))),
      [QUOTE]: () => json(200, answer('dq_1', false)),
      [PROCESS]: () => json(200, orderResult()),
    });
    renderApp('/order/confirm');
    expect(
      await screen.findByText(
        'This card is billed in the event’s currency. You pay ¥1,200.',
        {},
        { timeout: 3000 },
      ),
    ).toBeTruthy();
    await waitFor(async () => expect((await placeButton()).hasAttribute('disabled')).toBe(false));
    fireEvent.click(await placeButton());
    await waitFor(() => expect(api.bodyOf(PROCESS)).toBeTruthy());
    expect((api.bodyOf(PROCESS) as { payment: object }).payment).toMatchObject({ dcc_quote_id: null });
  });

  it('an expired quote refused by the server is quoted again, and the buyer chooses again', async () => {
    let quotes = 0;
    const expired = { 'en-US': 'The exchange rate we offered has expired.' };
    const api = fakeApi({
      'GET /api/cart': () => json(200, cartOf(cartEvent(1))),
      [QUOTE]: () => json(200, answer(`dq_${++quotes}`)),
      [PROCESS]: () => errorJson(409, 'ORDER-DCC-QUOTE-EXPIRED', expired),
    });
    renderApp('/order/confirm');
    fireEvent.click(await screen.findByLabelText(/Pay in your card’s currency/, {}, { timeout: 5000 }));
    fireEvent.click(await placeButton());
    await waitFor(() =>
      expect(getErrorModal()?.message).toMatchObject({ kind: 'text', text: expired['en-US'] }),
    );
    await waitFor(() => expect(quotes).toBe(2));
    // The old choice is gone with its quote: the buyer has to choose the new rate.
    await waitFor(async () => expect((await placeButton()).hasAttribute('disabled')).toBe(true));
    expect(api.bodyOf(QUOTE, 1)).toEqual({ event_id: 1, card_token: 'tok_1' });
  });

  it('a rate that lapses on screen is quoted again, with a note', async () => {
    let quotes = 0;
    const api = fakeApi({
      'GET /api/cart': () => json(200, cartOf(cartEvent(1))),
      [QUOTE]: () => {
        quotes += 1;
        const fresh = answer(`dq_${quotes}`);
        // The first quote has already lapsed (the buyer left the page open).
        if (quotes === 1) fresh.offers[0]!.expires_t = Math.floor(Date.now() / 1000) - 1;
        return json(200, fresh);
      },
    });
    renderApp('/order/confirm');
    expect(
      await screen.findByText(
        'The exchange rate expired, so a new rate is shown. Please choose again.',
        {},
        { timeout: 5000 },
      ),
    ).toBeTruthy();
    expect(api.calls().filter((call) => call === QUOTE)).toHaveLength(2);
    expect((await placeButton()).hasAttribute('disabled')).toBe(true);
  });

  it('shows the server’s message when the card cannot be quoted', async () => {
    fakeApi({
      'GET /api/cart': () => json(200, cartOf(cartEvent(1))),
      [QUOTE]: () => errorJson(400, 'ORDER-DCC-CARD', { 'en-US': 'The card details are no longer valid.' }),
    });
    renderApp('/order/confirm');
    expect(
      await screen.findByText('The card details are no longer valid.', {}, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByText('(ORDER-DCC-CARD)')).toBeTruthy();
  });
});

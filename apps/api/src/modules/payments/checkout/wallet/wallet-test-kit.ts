import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { BUYER_HOME_ADDRESS, createEvent, createMember } from '../../../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../../../test/test-app';
import { cartItems, events, imageItems, orders, paymentAttempts, prices } from '../../../../db/schema/index';
import { type CardSandbox, startCardSandbox } from '../../../payment-providers/sandbox/card-sandbox-test-kit';
import { checkLedger } from '../../reconciler/ledger-check';
import { reconcilePayments } from '../../reconciler/payment-reconciler';

/**
 * The wallet and convenience-store tests' shop (docs/decisions/011, 012): the API with the payment sandbox on a port of
 * its own, whose clock and lost answers the tests control; a yen and a TWD event, each with a
 * photo at 330 yen. Registers its own beforeAll / afterAll.
 */
export function useWalletShop() {
  const state = {
    t: undefined as unknown as TestApp,
    sandbox: undefined as unknown as CardSandbox,
    yenEvent: 0,
    twdEvent: 0,
    organizationId: 0,
    photos: {} as Record<number, number>,
  };
  const faults = {
    clock: Date.now(),
    /** The API's calls to confirm (capture) a wallet session get no answer. */
    loseCaptures: false,
    /** A session is created at the provider but its answer never reaches the API. */
    loseSessionAnswers: false,
    /** A convenience-store slip is issued but its answer never reaches the API. */
    loseSlipAnswers: false,
    /** The store provider's notifications never reach the API (it answers 503). */
    dropNotifications: false,
    /** The provider refunds or voids, but its answer never reaches the API. */
    loseRefundAnswers: false,
  };
  /** Every notification the sandbox posted, as the API answered it. */
  const notifications: { body: string; headers: Record<string, string>; status: number }[] = [];
  const quiet = { info: () => {}, warn: () => {}, error: () => {} };

  beforeAll(async () => {
    state.sandbox = await startCardSandbox({
      now: () => new Date(faults.clock),
      fetch: (async (input: string | URL | Request, init?: RequestInit) => {
        if (faults.loseCaptures && String(input).endsWith('/capture')) throw new Error('socket hang up');
        const answer = await fetch(input, init);
        if (
          faults.loseSessionAnswers &&
          init?.method === 'POST' &&
          String(input).endsWith('/wallet/sessions')
        )
          throw new Error('socket hang up');
        if (faults.loseSlipAnswers && init?.method === 'POST' && String(input).endsWith('/cvs/slips'))
          throw new Error('socket hang up');
        if (faults.loseRefundAnswers && /\/(refund|void)$/.test(String(input)))
          throw new Error('socket hang up');
        return answer;
      }) as typeof fetch,
      // The shop's notification endpoint, reached in-process (the test app does not listen).
      deliverNotification: async (url, body, headers) => {
        if (faults.dropNotifications) return 503;
        const res = await state.t.app.inject({
          method: 'POST',
          url: new URL(url).pathname,
          payload: body,
          headers,
        });
        notifications.push({ body, headers, status: res.statusCode });
        return res.statusCode;
      },
    });
    const t = await createTestApp({ payments: state.sandbox.gateways });
    state.t = t;
    const yen = await createEvent(t.deps.db, { code1: 'WALLY', code2: '11111' });
    const twd = await createEvent(t.deps.db, { code1: 'WALTW', code2: '11111' });
    state.organizationId = yen.organization.id;
    await t.deps.db
      .update(events)
      .set({ organizationId: state.organizationId, currencyTypeId: 3 })
      .where(eq(events.id, twd.event.id));
    state.yenEvent = yen.event.id;
    state.twdEvent = twd.event.id;
    for (const [eventId, fx] of [
      [state.yenEvent, yen],
      [state.twdEvent, twd],
    ] as const) {
      await t.deps.db.insert(prices).values({ eventId, priceTypeId: 1, sizeId: 1, unitPrice: 330 });
      const [row] = await t.deps.db
        .insert(imageItems)
        .values({
          eventId,
          categoryId: fx.subCategory.id,
          storageKey: `o/w${eventId}.jpg`,
          status: 'ready',
          mediaKey: randomUUID(),
        })
        .returning();
      state.photos[eventId] = row!.id;
    }
  });
  afterAll(async () => {
    await state.t.close();
    await state.sandbox.close();
  });

  const call = (token: string, url: string, payload: object, lang = 'ja', key: string = randomUUID()) =>
    state.t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { authorization: `Bearer ${token}`, 'x-language': lang, 'idempotency-key': key },
    });

  const addToCart = (token: string, eventId = state.yenEvent) =>
    call(token, '/api/cart', {
      event_id: eventId,
      image_info_id: state.photos[eventId],
      sizes: [{ size_id: 1, quantity: 1 }],
    });

  return {
    state,
    faults,
    notifications,
    call,
    addToCart,
    async buyerWithCart(eventId = state.yenEvent) {
      const m = await createMember(state.t.deps.db, {
        email: `${randomUUID()}@example.jp`,
        organizationId: state.organizationId,
      });
      const token = await state.t.tokenFor('member', String(m.id));
      await addToCart(token, eventId);
      return { token, memberId: m.id, email: m.email };
    },
    order: (token: string, paymentType: string, eventId = state.yenEvent, lang = 'ja') =>
      call(
        token,
        '/api/order/rakuten/process',
        { event_id: eventId, home_addreess: BUYER_HOME_ADDRESS, payment: { payment_type: paymentType } },
        lang,
      ),
    orderCvs: (token: string, paymentType: string, network: string, eventId = state.yenEvent, lang = 'ja') =>
      call(
        token,
        '/api/order/rakuten/process_cvs',
        {
          event_id: eventId,
          home_addreess: BUYER_HOME_ADDRESS,
          payment: { payment_type: paymentType, cvs_net_type: network },
        },
        lang,
      ),
    /** Pays a slip at the sandbox's store counter, as a tester does; answers the page's status. */
    async payAtStore(paymentNumber: string, confirmationNumber: string | null) {
      const res = await fetch(`${state.sandbox.baseUrl}/cvs/store`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          payment_number: paymentNumber,
          confirmation_number: confirmationNumber ?? '',
        }).toString(),
      });
      return res.status;
    },
    complete: (token: string, orderId: number, lang = 'ja') =>
      call(token, '/api/order/rakuten/complete', { order_id: orderId }, lang),
    /** Presses a button of the provider's approval page; answers where the browser is sent. */
    async press(approvalUrl: string, decision: 'approve' | 'cancel' | 'fail') {
      const res = await fetch(`${approvalUrl}/${decision}`, { method: 'POST', redirect: 'manual' });
      return res.headers.get('location') ?? '';
    },
    orderRow: async (id: number) =>
      (await state.t.deps.db.select().from(orders).where(eq(orders.id, id)))[0]!,
    attemptOf: async (id: number) =>
      (await state.t.deps.db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, id)))[0]!,
    cartLines: (memberId: number) =>
      state.t.deps.db
        .select()
        .from(cartItems)
        .where(eq(cartItems.buyerSubject, String(memberId))),
    reconcile: () =>
      reconcilePayments(
        { ...state.t.deps, publicUrl: 'http://localhost', log: quiet },
        { minAgeMs: 0, awaitingCheckAgeMs: 0 },
      ),
    ledger: () =>
      checkLedger(state.t.deps.db, [
        state.sandbox.gateways.card,
        state.sandbox.gateways.wallet!,
        state.sandbox.gateways.cvs!,
      ]),
  };
}

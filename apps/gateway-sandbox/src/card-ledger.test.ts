import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CardLedger } from './card-ledger';
import { CARD_LEDGER_FILE } from './index';
import { charge, newToken, sandboxApp, shop } from './sandbox-test-kit';

const dir = mkdtempSync(path.join(os.tmpdir(), 'sandbox-ledger-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the durable ledger', () => {
  it('remembers charges, used tokens and refunds across a restart of the sandbox', async () => {
    const first = await sandboxApp(undefined, dir);
    const token = await newToken(first);
    const paid = (await charge(first, { token, order_id: 'ORD-1' })).json();
    await first.close();

    const again = await sandboxApp(undefined, dir);
    const auth = { authorization: `Bearer ${shop().secretKey}` };
    const found = await again.inject({ url: '/sandbox/card/charges?order_id=ORD-1', headers: auth });
    expect(found.json()).toEqual(paid);
    // The same reference charges nothing new; the token stays used.
    expect((await charge(again, { token: await newToken(again), order_id: 'ORD-1' })).json()).toEqual(paid);
    expect((await charge(again, { token, order_id: 'ORD-2' })).json()).toMatchObject({
      error_code: 'token_used',
    });
    await again.inject({
      method: 'POST',
      url: `/sandbox/card/charges/${paid.charge_id}/refund`,
      headers: auth,
    });
    await again.close();

    const third = new CardLedger({ journalFile: path.join(dir, CARD_LEDGER_FILE) });
    expect(third.chargeByReference(shop().shopId, 'ORD-1')).toMatchObject({ status: 'refunded' });
  });

  it('skips a line torn by a crash and keeps writing whole lines after it', () => {
    const file = path.join(dir, 'torn.jsonl');
    const ledger = new CardLedger({ journalFile: file });
    const charge = ledger.addCharge({
      shopId: 's',
      orderId: 'A-1',
      amount: 100,
      currencyTypeId: 1,
      returnUrl: 'http://x.test/',
      status: 'succeeded',
      errorCode: null,
      errorMessage: null,
      cardBrand: 'visa',
      cardLast4: '1111',
      createdAt: 1,
    });
    appendFileSync(file, '{"kind":"charge","rec');
    const reopened = new CardLedger({ journalFile: file });
    reopened.reverse(reopened.charge(charge.chargeId)!, 'voided', 2);
    expect(readFileSync(file, 'utf8').split('\n').filter(Boolean)).toHaveLength(3);
    expect(new CardLedger({ journalFile: file }).charge(charge.chargeId)?.status).toBe('voided');
  });
});

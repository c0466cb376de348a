import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { CVS_SLIP_LIFETIME_MS } from './cvs-ledger';
import { CVS_SIGNATURE_HEADER, signNotification } from './cvs-notifier';
import type { GatewaySandboxOptions } from './index';
import { sandboxApp, shop } from './sandbox-test-kit';

let references = 0;
const apps: FastifyInstance[] = [];
const dirs: string[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

type Delivered = { url: string; body: string; headers: Record<string, string> };

async function open(options: { now?: () => Date; dataDir?: string; status?: () => number } = {}) {
  const delivered: Delivered[] = [];
  const more: Partial<GatewaySandboxOptions> = {
    deliverNotification: async (url, body, headers) => {
      delivered.push({ url, body, headers });
      return options.status?.() ?? 200;
    },
    notifyRetryDelaysMs: [5, 5],
  };
  const app = await sandboxApp(options.now, options.dataDir, more);
  apps.push(app);
  return { app, delivered };
}

const auth = () => ({ authorization: `Bearer ${shop().secretKey}` });

function createSlip(app: FastifyInstance, body: Record<string, unknown> = {}) {
  return app.inject({
    method: 'POST',
    url: '/sandbox/cvs/slips',
    headers: auth(),
    payload: {
      order_id: `C-${++references}-1`,
      network: '00001',
      amount: 1500,
      currency_type_id: 1,
      notify_url: 'http://localhost:3000/api/payments/notify/cvs',
      ...body,
    },
  });
}

const shopCall = (app: FastifyInstance, method: 'GET' | 'POST', url: string) =>
  app.inject({ method, url, headers: auth(), ...(method === 'POST' ? { payload: {} } : {}) });

const payAtStore = (app: FastifyInstance, fields: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url: '/sandbox/cvs/store',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

describe('convenience-store provider', () => {
  it('issues one slip per merchant reference; paid at the store counter, it notifies the shop signed', async () => {
    const { app, delivered } = await open();
    const first = await createSlip(app, { order_id: 'ABC-1' });
    expect(first.statusCode).toBe(201);
    const slip = first.json();
    expect(slip).toMatchObject({
      status: 'awaiting_payment',
      order_id: 'ABC-1',
      amount: 1500,
      currency: 'JPY',
    });
    expect(slip.payment_number).toMatch(/^\d{11}$/);
    expect(slip.confirmation_number).toMatch(/^\d{6}$/);
    expect(slip.instructions_url).toContain('/sandbox/cvs/how-to-pay/00001');
    const again = await createSlip(app, { order_id: 'ABC-1', amount: 9999 });
    expect(again.json()).toMatchObject({ slip_id: slip.slip_id, amount: 1500 });

    const counter = await app.inject({ method: 'GET', url: '/sandbox/cvs/store' });
    expect(counter.body).toContain('payment_number');
    const wrong = await payAtStore(app, { payment_number: slip.payment_number, confirmation_number: '000' });
    expect(wrong.statusCode).toBe(404);
    const paid = await payAtStore(app, {
      payment_number: slip.payment_number,
      confirmation_number: slip.confirmation_number,
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.body).toContain('1,500 JPY');
    const byRef = await shopCall(app, 'GET', '/sandbox/cvs/slips?order_id=ABC-1');
    expect(byRef.json()).toMatchObject({ slip_id: slip.slip_id, status: 'paid' });

    await settle();
    expect(delivered).toHaveLength(1);
    const note = delivered[0]!;
    expect(note.url).toBe('http://localhost:3000/api/payments/notify/cvs');
    expect(note.headers[CVS_SIGNATURE_HEADER]).toBe(signNotification(note.body, shop().secretKey));
    const body = JSON.parse(note.body);
    expect(body).toMatchObject({ type: 'slip.paid', slip: { slip_id: slip.slip_id, status: 'paid' } });
    expect(body.notification_id).toMatch(/^ntf_/);
    expect(typeof body.sent_t).toBe('number');
    // A second visit at the counter pays nothing more and notifies nothing more.
    expect(
      (
        await payAtStore(app, {
          payment_number: slip.payment_number,
          confirmation_number: slip.confirmation_number,
        })
      ).statusCode,
    ).toBe(409);
  });

  it('retries a notification the shop did not take, with the same notification id', async () => {
    let answers = [500, 503, 200];
    const { app, delivered } = await open({ status: () => answers.shift() ?? 200 });
    const slip = (await createSlip(app, { network: '00007' })).json();
    expect(slip.confirmation_number).toBeNull();
    await payAtStore(app, { payment_number: slip.payment_number });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(delivered).toHaveLength(3);
    const ids = delivered.map((d) => JSON.parse(d.body).notification_id);
    expect(new Set(ids).size).toBe(1);
    answers = [];
  });

  it('expires an unpaid slip at its deadline (notified); the counter then refuses it', async () => {
    let clock = Date.parse('2026-11-24T10:00:00Z');
    const { app, delivered } = await open({ now: () => new Date(clock) });
    const slip = (await createSlip(app)).json();
    expect(slip.deadline_t).toBe(Math.floor((clock + CVS_SLIP_LIFETIME_MS) / 1000));
    clock += CVS_SLIP_LIFETIME_MS;
    const res = await payAtStore(app, {
      payment_number: slip.payment_number,
      confirmation_number: slip.confirmation_number,
    });
    expect(res.statusCode).toBe(409);
    expect((await shopCall(app, 'GET', `/sandbox/cvs/slips/${slip.slip_id}`)).json().status).toBe('expired');
    await settle();
    expect(JSON.parse(delivered[0]!.body).type).toBe('slip.expired');
  });

  it('voids an unpaid slip and refunds a paid one, once', async () => {
    const { app } = await open();
    const a = (await createSlip(app)).json();
    expect((await shopCall(app, 'POST', `/sandbox/cvs/slips/${a.slip_id}/void`)).json().status).toBe(
      'voided',
    );
    expect((await shopCall(app, 'POST', `/sandbox/cvs/slips/${a.slip_id}/refund`)).statusCode).toBe(409);
    const b = (await createSlip(app)).json();
    await payAtStore(app, { payment_number: b.payment_number, confirmation_number: b.confirmation_number });
    expect((await shopCall(app, 'POST', `/sandbox/cvs/slips/${b.slip_id}/void`)).statusCode).toBe(409);
    expect((await shopCall(app, 'POST', `/sandbox/cvs/slips/${b.slip_id}/refund`)).json().status).toBe(
      'refunded',
    );
    expect((await shopCall(app, 'POST', `/sandbox/cvs/slips/${b.slip_id}/refund`)).json().status).toBe(
      'refunded',
    );
  });

  it('refuses calls without the secret key and bad bodies (4xx, not 500)', async () => {
    const { app } = await open();
    expect((await app.inject({ method: 'POST', url: '/sandbox/cvs/slips', payload: {} })).statusCode).toBe(
      401,
    );
    expect((await createSlip(app, { network: '99999' })).statusCode).toBe(400);
    // A Taiwanese network takes TWD, a Japanese one yen.
    expect((await createSlip(app, { network: '0301' })).statusCode).toBe(400);
    expect((await createSlip(app, { network: '0301', currency_type_id: 3 })).json().payment_number).toMatch(
      /^IB/,
    );
    expect((await createSlip(app, { amount: 0 })).statusCode).toBe(400);
    expect((await shopCall(app, 'GET', '/sandbox/cvs/slips?order_id=NONE-1')).statusCode).toBe(404);
    expect((await payAtStore(app, {})).statusCode).toBe(404);
  });

  it('remembers slips in its journal across a restart', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cvs-ledger-'));
    dirs.push(dir);
    const first = await open({ dataDir: dir });
    const slip = (await createSlip(first.app, { order_id: 'KEEP-1' })).json();
    await payAtStore(first.app, {
      payment_number: slip.payment_number,
      confirmation_number: slip.confirmation_number,
    });
    await first.app.close();
    apps.splice(apps.indexOf(first.app), 1);
    const second = await open({ dataDir: dir });
    const found = await shopCall(second.app, 'GET', '/sandbox/cvs/slips?order_id=KEEP-1');
    expect(found.json()).toMatchObject({
      slip_id: slip.slip_id,
      status: 'paid',
      payment_number: slip.payment_number,
    });
    const list = await shopCall(second.app, 'GET', '/sandbox/cvs/slips?since_t=0');
    expect(list.json().data.map((s: { order_id: string }) => s.order_id)).toContain('KEEP-1');
  });
});

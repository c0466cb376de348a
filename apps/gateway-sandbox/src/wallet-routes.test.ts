import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { sandboxApp, shop } from './sandbox-test-kit';
import { WALLET_SESSION_LIFETIME_MS } from './wallet-ledger';

let references = 0;
const apps: FastifyInstance[] = [];
const dirs: string[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function open(now?: () => Date, dataDir?: string) {
  const app = await sandboxApp(now, dataDir);
  apps.push(app);
  return app;
}

const auth = () => ({ authorization: `Bearer ${shop().secretKey}` });

function createSession(app: FastifyInstance, body: Record<string, unknown> = {}) {
  return app.inject({
    method: 'POST',
    url: '/sandbox/wallet/sessions',
    headers: auth(),
    payload: {
      order_id: `W-${++references}-1`,
      wallet: 'paypay',
      amount: 1500,
      currency_type_id: 1,
      return_url: 'http://localhost:3000/order/handler?order_id=7',
      ...body,
    },
  });
}

const shopCall = (app: FastifyInstance, method: 'GET' | 'POST', url: string) =>
  app.inject({ method, url, headers: auth(), ...(method === 'POST' ? { payload: {} } : {}) });

const press = (app: FastifyInstance, id: string, decision: string) =>
  app.inject({ method: 'POST', url: `/sandbox/wallet/approve/${id}/${decision}` });

describe('wallet provider', () => {
  it('creates one session per merchant reference, approved on its page then captured by the shop', async () => {
    const app = await open();
    const first = await createSession(app, { order_id: 'ABC-1' });
    expect(first.statusCode).toBe(201);
    const session = first.json();
    expect(session).toMatchObject({ status: 'awaiting_approval', order_id: 'ABC-1', amount: 1500 });
    expect(session.approval_url).toContain(`/sandbox/wallet/approve/${session.session_id}`);
    const again = await createSession(app, { order_id: 'ABC-1', amount: 9999 });
    expect(again.json()).toMatchObject({ session_id: session.session_id, amount: 1500 });

    const page = await app.inject({ method: 'GET', url: `/sandbox/wallet/approve/${session.session_id}` });
    expect(page.body).toContain('PayPay');
    expect(page.body).toContain('1,500 JPY');
    const back = await press(app, session.session_id, 'approve');
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(
      'http://localhost:3000/order/handler?order_id=7&wallet_status=approved',
    );

    const captured = await shopCall(app, 'POST', `/sandbox/wallet/sessions/${session.session_id}/capture`);
    expect(captured.json()).toMatchObject({ status: 'captured' });
    const twice = await shopCall(app, 'POST', `/sandbox/wallet/sessions/${session.session_id}/capture`);
    expect(twice.json()).toMatchObject({ status: 'captured' });
    const byRef = await shopCall(app, 'GET', '/sandbox/wallet/sessions?order_id=ABC-1');
    expect(byRef.json()).toMatchObject({ session_id: session.session_id, status: 'captured' });
    expect((await shopCall(app, 'GET', '/sandbox/wallet/sessions?order_id=NONE-1')).statusCode).toBe(404);
  });

  it.each([
    ['cancel', 'cancelled', 'user_cancelled'],
    ['fail', 'failed', 'insufficient_balance'],
  ])(
    '%s on the approval page ends the session (%s), and it cannot be captured',
    async (button, status, code) => {
      const app = await open();
      const { session_id } = (await createSession(app)).json();
      await press(app, session_id, button);
      const after = await shopCall(app, 'GET', `/sandbox/wallet/sessions/${session_id}`);
      expect(after.json()).toMatchObject({ status, error_code: code });
      expect(after.json().approval_url).toBeUndefined();
      const capture = await shopCall(app, 'POST', `/sandbox/wallet/sessions/${session_id}/capture`);
      expect(capture.statusCode).toBe(409);
      // A second press changes nothing.
      await press(app, session_id, 'approve');
      expect((await shopCall(app, 'GET', `/sandbox/wallet/sessions/${session_id}`)).json().status).toBe(
        status,
      );
    },
  );

  it('expires an unapproved session past its time; approving it then does nothing', async () => {
    let clock = Date.parse('2026-11-24T10:00:00Z');
    const app = await open(() => new Date(clock));
    const { session_id } = (await createSession(app)).json();
    clock += WALLET_SESSION_LIFETIME_MS;
    await press(app, session_id, 'approve');
    const after = await shopCall(app, 'GET', `/sandbox/wallet/sessions/${session_id}`);
    expect(after.json()).toMatchObject({ status: 'expired', error_code: 'session_expired' });
  });

  it('voids an approval and refunds a capture, once', async () => {
    const app = await open();
    const a = (await createSession(app)).json().session_id;
    await press(app, a, 'approve');
    expect((await shopCall(app, 'POST', `/sandbox/wallet/sessions/${a}/void`)).json().status).toBe('voided');
    const b = (await createSession(app)).json().session_id;
    await press(app, b, 'approve');
    await shopCall(app, 'POST', `/sandbox/wallet/sessions/${b}/capture`);
    expect((await shopCall(app, 'POST', `/sandbox/wallet/sessions/${b}/refund`)).json().status).toBe(
      'refunded',
    );
    // A repeat answers the same refund; a void of a refunded session is refused.
    expect((await shopCall(app, 'POST', `/sandbox/wallet/sessions/${b}/refund`)).json().status).toBe(
      'refunded',
    );
    expect((await shopCall(app, 'POST', `/sandbox/wallet/sessions/${b}/void`)).statusCode).toBe(409);
  });

  it('refuses calls without the secret key and bad bodies (4xx, not 500)', async () => {
    const app = await open();
    const res = await app.inject({ method: 'POST', url: '/sandbox/wallet/sessions', payload: {} });
    expect(res.statusCode).toBe(401);
    expect((await createSession(app, { wallet: 'linepay' })).statusCode).toBe(400);
    expect((await createSession(app, { amount: -1 })).statusCode).toBe(400);
    const unknown = await app.inject({ method: 'GET', url: '/sandbox/wallet/approve/ws_nope' });
    expect(unknown.statusCode).toBe(404);
  });

  it('remembers sessions in its journal across a restart', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'wallet-ledger-'));
    dirs.push(dir);
    const first = await open(undefined, dir);
    const { session_id } = (await createSession(first, { order_id: 'KEEP-1' })).json();
    await press(first, session_id, 'approve');
    await first.close();
    apps.splice(apps.indexOf(first), 1);
    const second = await open(undefined, dir);
    const found = await shopCall(second, 'GET', '/sandbox/wallet/sessions?order_id=KEEP-1');
    expect(found.json()).toMatchObject({ session_id, status: 'approved' });
    const list = await shopCall(second, 'GET', '/sandbox/wallet/sessions?since_t=0');
    expect(list.json().data.map((s: { order_id: string }) => s.order_id)).toContain('KEEP-1');
  });
});

import { describe, expect, it } from 'vitest';
import { PaymentGatewayUnavailableError } from '../provider-answers';
import { SandboxWalletGateway } from './sandbox-wallet-gateway';

// The wallet adapter's reading of the provider's answers (docs/decisions/011): only the
// provider's own "no such session" means nothing was made; anything unreadable is unknown.
function gatewayAnswering(status: number, body: unknown) {
  const calls: string[] = [];
  const gateway = new SandboxWalletGateway({
    baseUrl: 'http://sandbox.test/sandbox',
    browserBaseUrl: 'https://shop.test/sandbox',
    credentials: () => ({ secretKey: 'sk_test' }),
    fetch: (async (input: string | URL | Request, init?: RequestInit) => {
      calls.push(`${init?.method} ${String(input)}`);
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }) as typeof fetch,
  });
  return { gateway, calls };
}

const session = (fields: object) => ({
  session_id: 'ws_1',
  order_id: 'ABC-1',
  wallet: 'paypay',
  amount: 1500,
  status: 'awaiting_approval',
  error_code: null,
  ...fields,
});

describe('SandboxWalletGateway', () => {
  it('answers a session awaiting approval as a challenge on the browser’s address', async () => {
    const { gateway } = gatewayAnswering(
      201,
      session({ approval_url: 'http://sandbox.test/sandbox/wallet/approve/ws_1' }),
    );
    const result = await gateway.createSession({
      orderId: 'ABC-1',
      wallet: 'paypay',
      amount: 1500,
      currencyTypeId: 1,
      returnUrl: 'https://shop.test/order/handler?order_id=1',
    });
    expect(result).toEqual({
      status: 'challenge',
      chargeId: 'ws_1',
      acsRedirectUrl: 'https://shop.test/sandbox/wallet/approve/ws_1',
    });
  });

  it('reads cancelled, failed and expired sessions as declines with the provider’s code', async () => {
    for (const [status, code] of [
      ['cancelled', 'user_cancelled'],
      ['failed', 'insufficient_balance'],
      ['expired', 'session_expired'],
    ]) {
      const { gateway } = gatewayAnswering(200, session({ status, error_code: code }));
      expect(await gateway.chargeStatus('ws_1')).toMatchObject({ status: 'declined', errorCode: code });
    }
  });

  it('null only for the provider’s "no such session"; a 5xx or another 404 is unknown', async () => {
    const none = gatewayAnswering(404, { error_code: 'session_not_found' });
    expect(await none.gateway.findByReference('ABC-1')).toBeNull();
    expect(none.calls).toEqual(['GET http://sandbox.test/sandbox/wallet/sessions?order_id=ABC-1']);
    const down = gatewayAnswering(503, { error_code: 'service_unavailable' });
    await expect(down.gateway.findByReference('ABC-1')).rejects.toThrow(PaymentGatewayUnavailableError);
    const odd = gatewayAnswering(404, { error: 'not here' });
    await expect(odd.gateway.findByReference('ABC-1')).rejects.toThrow(PaymentGatewayUnavailableError);
  });

  it('confirms an approved session by capturing it before it counts as paid', async () => {
    const { gateway, calls } = gatewayAnswering(200, session({ status: 'approved' }));
    // The fake answers "approved" to the capture too: not confirmed, so not known.
    await expect(gateway.chargeStatus('ws_1')).rejects.toThrow(PaymentGatewayUnavailableError);
    expect(calls).toContain('POST http://sandbox.test/sandbox/wallet/sessions/ws_1/capture');
  });
});

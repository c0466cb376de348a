import { CVS_SIGNATURE_HEADER as SANDBOX_SENDS, signNotification } from '@omoide/gateway-sandbox';
import { describe, expect, it } from 'vitest';
import { CVS_SIGNATURE_HEADER, NOTIFICATION_TOLERANCE_S, SandboxCvsGateway } from './sandbox-cvs-gateway';

// docs/decisions/012: the store adapter reads a notification only when its signature holds.
const SECRET = 'sk_test_secret';
const gateway = new SandboxCvsGateway({
  baseUrl: 'http://sandbox.invalid',
  credentials: () => ({ secretKey: SECRET }),
});
const now = new Date('2026-11-25T03:00:00Z');
const slip = {
  slip_id: 'cvs_1',
  order_id: 'ABC-1',
  network: '00001',
  amount: 1500,
  currency_type_id: 1,
  status: 'paid',
  payment_number: '12345678901',
  confirmation_number: '123456',
  deadline_t: 1_795_000_000,
};
const body = (fields: object = {}) =>
  Buffer.from(
    JSON.stringify({
      notification_id: 'ntf_1',
      type: 'slip.paid',
      sent_t: Math.floor(now.getTime() / 1000),
      slip,
      ...fields,
    }),
  );
const read = (raw: Buffer, signature?: string) =>
  gateway.readNotification(raw, signature === undefined ? {} : { [CVS_SIGNATURE_HEADER]: signature }, now);

describe('SandboxCvsGateway.readNotification', () => {
  it('reads the signature from the header the sandbox signs in', () => {
    expect(CVS_SIGNATURE_HEADER).toBe(SANDBOX_SENDS);
  });

  it('reads a signed notification as the shared charge result', () => {
    const raw = body();
    expect(read(raw, signNotification(raw.toString(), SECRET))).toEqual({
      notificationId: 'ntf_1',
      kind: 'paid',
      merchantReference: 'ABC-1',
      amount: 1500,
      charge: { status: 'succeeded', chargeId: 'cvs_1', cardBrand: '00001', cardLast4: null },
    });
    const expired = body({ type: 'slip.expired', slip: { ...slip, status: 'expired' } });
    expect(read(expired, signNotification(expired.toString(), SECRET))?.charge).toMatchObject({
      status: 'declined',
      errorCode: 'cvs_expired',
    });
  });

  it('refuses a missing, malformed or wrong signature, another key, a stale body and a bad shape', () => {
    const raw = body();
    expect(read(raw)).toBeNull();
    expect(read(raw, 'zz')).toBeNull();
    expect(read(raw, signNotification(raw.toString(), 'sk_other'))).toBeNull();
    expect(read(body({ notification_id: 'ntf_2' }), signNotification(raw.toString(), SECRET))).toBeNull();
    const stale = body({ sent_t: Math.floor(now.getTime() / 1000) - NOTIFICATION_TOLERANCE_S - 1 });
    expect(read(stale, signNotification(stale.toString(), SECRET))).toBeNull();
    const odd = Buffer.from('{"hello":1}');
    expect(read(odd, signNotification(odd.toString(), SECRET))).toBeNull();
    const notJson = Buffer.from('nope');
    expect(read(notJson, signNotification(notJson.toString(), SECRET))).toBeNull();
  });
});

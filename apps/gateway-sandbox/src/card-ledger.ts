import { randomBytes } from 'node:crypto';
import type { ValidCard } from './card-rules';

/** A one-time token stands for a card for 10 minutes (real gateways use minutes, not hours). */
export const TOKEN_LIFETIME_MS = 10 * 60 * 1000;

type TokenRecord = { shopId: string; card: ValidCard; expiresAt: number; used: boolean };

export type ChargeStatus = 'succeeded' | 'declined' | 'challenge';

export type ChargeRecord = {
  chargeId: string;
  shopId: string;
  orderId: string;
  amount: number;
  currencyTypeId: number;
  returnUrl: string;
  status: ChargeStatus;
  errorCode: string | null;
  errorMessage: string | null;
  cardBrand: string | null;
  cardLast4: string | null;
  createdAt: number;
};

export type TokenProblem = 'token_not_found' | 'token_used' | 'token_expired';

function randomId(prefix: string): string {
  return `${prefix}_${randomBytes(18).toString('base64url')}`;
}

/** The sandbox's memory of tokens and charges: one per plugin instance, gone on restart. */
export class CardLedger {
  private readonly tokens = new Map<string, TokenRecord>();
  private readonly charges = new Map<string, ChargeRecord>();
  /** `${shopId} ${orderId}` → the charge that succeeded for that order. */
  private readonly paidOrders = new Map<string, string>();

  issueToken(shopId: string, card: ValidCard, now: number): { token: string; expiresAt: number } {
    for (const [token, record] of this.tokens) if (record.expiresAt <= now) this.tokens.delete(token);
    const token = randomId('tok');
    const expiresAt = now + TOKEN_LIFETIME_MS;
    this.tokens.set(token, { shopId, card, expiresAt, used: false });
    return { token, expiresAt };
  }

  /** Uses a token up: whatever the charge then does, the token never works again. */
  takeToken(
    shopId: string,
    token: string,
    now: number,
  ): { ok: true; card: ValidCard } | { ok: false; problem: TokenProblem } {
    const record = this.tokens.get(token);
    if (!record || record.shopId !== shopId) return { ok: false, problem: 'token_not_found' };
    if (record.used) return { ok: false, problem: 'token_used' };
    if (record.expiresAt <= now) return { ok: false, problem: 'token_expired' };
    record.used = true;
    return { ok: true, card: record.card };
  }

  paidCharge(shopId: string, orderId: string): ChargeRecord | undefined {
    const chargeId = this.paidOrders.get(`${shopId} ${orderId}`);
    return chargeId ? this.charges.get(chargeId) : undefined;
  }

  addCharge(fields: Omit<ChargeRecord, 'chargeId'>): ChargeRecord {
    const charge = { chargeId: randomId('ch'), ...fields };
    this.charges.set(charge.chargeId, charge);
    this.recordPaid(charge);
    return charge;
  }

  charge(chargeId: string): ChargeRecord | undefined {
    return this.charges.get(chargeId);
  }

  /** Ends a 3-D Secure challenge; a charge that is no longer waiting stays as it is. */
  settleChallenge(charge: ChargeRecord, passed: boolean): void {
    if (charge.status !== 'challenge') return;
    if (passed) {
      charge.status = 'succeeded';
    } else {
      charge.status = 'declined';
      charge.errorCode = 'authentication_failed';
      charge.errorMessage = 'The card holder did not pass 3-D Secure authentication.';
    }
    this.recordPaid(charge);
  }

  private recordPaid(charge: ChargeRecord): void {
    const key = `${charge.shopId} ${charge.orderId}`;
    if (charge.status === 'succeeded' && !this.paidOrders.has(key)) this.paidOrders.set(key, charge.chargeId);
  }
}

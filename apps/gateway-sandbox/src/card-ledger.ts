import { randomBytes } from 'node:crypto';
import type { ValidCard } from './card-rules';
import { Journal } from './journal';

/** A one-time token stands for a card for 10 minutes (real gateways use minutes, not hours). */
export const TOKEN_LIFETIME_MS = 10 * 60 * 1000;

/**
 * `cvvToken`: a Rakuten card token comes with a separate CVV token (the provider keeps the
 * security code apart from the card); a charge of such a token must carry its CVV token.
 */
type TokenRecord = { shopId: string; card: ValidCard; expiresAt: number; used: boolean; cvvToken?: string };

/** `voided`: released before settlement; `refunded`: money given back after capture. */
export type ChargeStatus = 'succeeded' | 'declined' | 'challenge' | 'voided' | 'refunded';

export type ChargeRecord = {
  chargeId: string;
  shopId: string;
  /** The merchant's reference (e.g. `<order code>-<attempt>`): one charge per reference and shop. */
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
  /** When it was voided or refunded (ms), and how much went back. */
  reversedAt?: number | null;
  refundedAmount?: number;
  /** A DCC charge: the card was charged this amount (minor unit) in its currency at the quote's rate. */
  dcc?: { quoteId: string; cardCurrency: string; cardAmount: number; exponent: number; rate: number } | null;
};

export type TokenProblem = 'token_not_found' | 'token_used' | 'token_expired' | 'cvv_token_invalid';

type Entry = { kind: 'token'; token: string; record: TokenRecord } | { kind: 'charge'; record: ChargeRecord };

function randomId(prefix: string): string {
  return `${prefix}_${randomBytes(18).toString('base64url')}`;
}

/**
 * The sandbox's memory of tokens and charges, like a provider's: with a journal file every
 * change is written (and synced) before it is answered, and a restarted sandbox reads it
 * back, so a charge outlives a crash of the API and of the sandbox itself. Without one it
 * lives in memory (unit tests).
 */
export class CardLedger {
  private readonly tokens = new Map<string, TokenRecord>();
  private readonly charges = new Map<string, ChargeRecord>();
  /** `${shopId} ${orderId}` → the one charge made under that merchant reference. */
  private readonly byReference = new Map<string, string>();
  private readonly journal: Journal<Entry> | null;

  constructor(options: { journalFile?: string } = {}) {
    this.journal = options.journalFile ? new Journal<Entry>(options.journalFile) : null;
    for (const entry of this.journal?.replay() ?? []) {
      if (entry.kind === 'token') this.tokens.set(entry.token, entry.record);
      else this.remember(entry.record);
    }
  }

  issueToken(
    shopId: string,
    card: ValidCard,
    now: number,
    options: { withCvvToken?: boolean } = {},
  ): { token: string; expiresAt: number; cvvToken?: string } {
    for (const [token, record] of this.tokens) if (record.expiresAt <= now) this.tokens.delete(token);
    const token = randomId('tok');
    const expiresAt = now + TOKEN_LIFETIME_MS;
    const cvvToken = options.withCvvToken ? randomId('cvv') : undefined;
    const record: TokenRecord = { shopId, card, expiresAt, used: false, ...(cvvToken ? { cvvToken } : {}) };
    this.journal?.write({ kind: 'token', token, record });
    this.tokens.set(token, record);
    return { token, expiresAt, ...(cvvToken ? { cvvToken } : {}) };
  }

  /** The card behind a live token, without using it up. */
  peekCard(shopId: string, token: string): ValidCard | undefined {
    const record = this.tokens.get(token);
    return record && record.shopId === shopId && !record.used ? record.card : undefined;
  }

  /** Uses a token up: whatever the charge then does, the token never works again. */
  takeToken(
    shopId: string,
    token: string,
    now: number,
    cvvToken?: string,
  ): { ok: true; card: ValidCard } | { ok: false; problem: TokenProblem } {
    const record = this.tokens.get(token);
    if (!record || record.shopId !== shopId) return { ok: false, problem: 'token_not_found' };
    if (record.used) return { ok: false, problem: 'token_used' };
    if (record.expiresAt <= now) return { ok: false, problem: 'token_expired' };
    if (record.cvvToken !== undefined && record.cvvToken !== cvvToken)
      return { ok: false, problem: 'cvv_token_invalid' };
    this.journal?.write({ kind: 'token', token, record: { ...record, used: true } });
    record.used = true;
    return { ok: true, card: record.card };
  }

  /** The charge made under a merchant reference, whatever became of it. */
  chargeByReference(shopId: string, orderId: string): ChargeRecord | undefined {
    const chargeId = this.byReference.get(`${shopId} ${orderId}`);
    return chargeId ? this.charges.get(chargeId) : undefined;
  }

  addCharge(fields: Omit<ChargeRecord, 'chargeId'>): ChargeRecord {
    return this.save({ chargeId: randomId('ch'), ...fields });
  }

  charge(chargeId: string): ChargeRecord | undefined {
    return this.charges.get(chargeId);
  }

  /** Every charge of a shop made at or after `since` (ms), oldest first: the settlement report. */
  chargesOf(shopId: string, since = 0): ChargeRecord[] {
    return [...this.charges.values()]
      .filter((c) => c.shopId === shopId && c.createdAt >= since)
      .sort((a, b) => a.createdAt - b.createdAt);
  }

  /** Ends a 3-D Secure challenge; a charge that is no longer waiting stays as it is. */
  settleChallenge(charge: ChargeRecord, passed: boolean): ChargeRecord {
    if (charge.status !== 'challenge') return charge;
    return this.save(
      passed
        ? { ...charge, status: 'succeeded' }
        : {
            ...charge,
            status: 'declined',
            errorCode: 'authentication_failed',
            errorMessage: 'The card holder did not pass 3-D Secure authentication.',
          },
    );
  }

  /**
   * Gives a charge's money back: a void releases a capture or an open challenge, a refund
   * returns a capture. Anything else (already reversed, declined) is answered as it is.
   */
  reverse(charge: ChargeRecord, how: 'voided' | 'refunded', now: number): ChargeRecord {
    const reversible = charge.status === 'succeeded' || (how === 'voided' && charge.status === 'challenge');
    if (!reversible) return charge;
    const refundedAmount = charge.status === 'succeeded' ? charge.amount : 0;
    return this.save({ ...charge, status: how, reversedAt: now, refundedAmount });
  }

  private save(charge: ChargeRecord): ChargeRecord {
    this.journal?.write({ kind: 'charge', record: charge });
    this.remember(charge);
    return charge;
  }

  private remember(charge: ChargeRecord): void {
    this.charges.set(charge.chargeId, charge);
    const key = `${charge.shopId} ${charge.orderId}`;
    if (!this.byReference.has(key)) this.byReference.set(key, charge.chargeId);
  }
}

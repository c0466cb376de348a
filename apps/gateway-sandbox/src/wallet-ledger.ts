import { randomBytes } from 'node:crypto';
import { Journal } from './journal';

/** An unapproved session lapses after 10 minutes, as PayPay's and au PAY's payment links do. */
export const WALLET_SESSION_LIFETIME_MS = 10 * 60 * 1000;

export const WALLETS = ['paypay', 'aupay', 'rpay'] as const;
export type Wallet = (typeof WALLETS)[number];

/**
 * A wallet payment session (PayPay / au PAY / Rakuten Pay style): `awaiting_approval` until
 * the buyer decides on the approval page; `approved` is an authorisation the shop still has
 * to confirm server-to-server (`captured`); `cancelled` (by the buyer), `failed` (by the
 * wallet, e.g. balance) and `expired` took nothing; `voided` / `refunded` gave it back.
 */
export type WalletStatus =
  | 'awaiting_approval'
  | 'approved'
  | 'captured'
  | 'cancelled'
  | 'failed'
  | 'expired'
  | 'voided'
  | 'refunded';

export type WalletSession = {
  sessionId: string;
  shopId: string;
  /** The merchant reference (`<order code>-<attempt>`): one session per reference and shop. */
  orderId: string;
  wallet: Wallet;
  amount: number;
  currencyTypeId: number;
  returnUrl: string;
  status: WalletStatus;
  errorCode: string | null;
  createdAt: number;
  expiresAt: number;
  updatedAt: number;
};

/**
 * The wallet provider's memory: like the card ledger, every change is written (and synced)
 * to its journal before it is answered, and replayed at start.
 */
export class WalletLedger {
  private readonly sessions = new Map<string, WalletSession>();
  private readonly byReference = new Map<string, string>();
  private readonly journal: Journal<WalletSession> | null;

  constructor(options: { journalFile?: string } = {}) {
    this.journal = options.journalFile ? new Journal<WalletSession>(options.journalFile) : null;
    for (const session of this.journal?.replay() ?? []) this.remember(session);
  }

  /** The session of a merchant reference (one per reference: a repeat creates nothing). */
  byMerchantReference(shopId: string, orderId: string, now: number): WalletSession | undefined {
    const id = this.byReference.get(`${shopId} ${orderId}`);
    return id ? this.session(id, now) : undefined;
  }

  create(
    fields: Pick<WalletSession, 'shopId' | 'orderId' | 'wallet' | 'amount' | 'currencyTypeId' | 'returnUrl'>,
    now: number,
  ): WalletSession {
    const existing = this.byMerchantReference(fields.shopId, fields.orderId, now);
    if (existing) return existing;
    return this.save({
      ...fields,
      sessionId: `ws_${randomBytes(18).toString('base64url')}`,
      status: 'awaiting_approval',
      errorCode: null,
      createdAt: now,
      expiresAt: now + WALLET_SESSION_LIFETIME_MS,
      updatedAt: now,
    });
  }

  /** A session as it stands at `now`: an unapproved one past its time has expired (recorded). */
  session(sessionId: string, now: number): WalletSession | undefined {
    const session = this.sessions.get(sessionId);
    if (session?.status === 'awaiting_approval' && now >= session.expiresAt) {
      return this.save({ ...session, status: 'expired', errorCode: 'session_expired', updatedAt: now });
    }
    return session;
  }

  /** The buyer's decision on the approval page; only an awaiting session takes one. */
  decide(session: WalletSession, decision: 'approve' | 'cancel' | 'fail', now: number): WalletSession {
    const current = this.session(session.sessionId, now)!;
    if (current.status !== 'awaiting_approval') return current;
    if (decision === 'approve') return this.save({ ...current, status: 'approved', updatedAt: now });
    if (decision === 'cancel')
      return this.save({ ...current, status: 'cancelled', errorCode: 'user_cancelled', updatedAt: now });
    return this.save({ ...current, status: 'failed', errorCode: 'insufficient_balance', updatedAt: now });
  }

  /** The shop's confirmation of an approved session; a captured one answers as it is. */
  capture(session: WalletSession, now: number): WalletSession {
    const current = this.session(session.sessionId, now)!;
    if (current.status !== 'approved') return current;
    return this.save({ ...current, status: 'captured', updatedAt: now });
  }

  /** A void releases an approval or a capture (or stops an awaiting session); a refund returns a capture. */
  reverse(session: WalletSession, how: 'voided' | 'refunded', now: number): WalletSession {
    const current = this.session(session.sessionId, now)!;
    const reversible =
      current.status === 'captured' ||
      (how === 'voided' && (current.status === 'approved' || current.status === 'awaiting_approval'));
    if (!reversible) return current;
    return this.save({ ...current, status: how, updatedAt: now });
  }

  /** Every session of a shop created at or after `since` (ms), oldest first: the settlement report. */
  sessionsOf(shopId: string, since: number, now: number): WalletSession[] {
    return [...this.sessions.values()]
      .filter((s) => s.shopId === shopId && s.createdAt >= since)
      .map((s) => this.session(s.sessionId, now)!)
      .sort((a, b) => a.createdAt - b.createdAt);
  }

  private save(session: WalletSession): WalletSession {
    this.journal?.write(session);
    this.remember(session);
    return session;
  }

  private remember(session: WalletSession): void {
    this.sessions.set(session.sessionId, session);
    const key = `${session.shopId} ${session.orderId}`;
    if (!this.byReference.has(key)) this.byReference.set(key, session.sessionId);
  }
}

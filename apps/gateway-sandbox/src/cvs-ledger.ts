import { randomBytes, randomInt } from 'node:crypto';
import { Journal } from './journal';

/** An unpaid slip lapses after 3 days by default, as Japanese and Taiwanese store payments usually do. */
export const CVS_SLIP_LIFETIME_MS = 3 * 24 * 60 * 60 * 1000;

/**
 * The networks the provider takes (spec §3 reference lists: the Japanese list and the
 * alternate Taiwanese one), with whether the store asks for a confirmation number beside
 * the payment number (Lawson, Ministop, Seicomart, FamilyMart's company code do; 7-Eleven's
 * payment slip number and the Taiwanese kiosk codes stand alone).
 */
export const CVS_NETWORK_RULES: Readonly<Record<string, { name: string; confirmation: boolean }>> = {
  '00001': { name: 'Lawson', confirmation: true },
  '00002': { name: 'FamilyMart', confirmation: true },
  '00005': { name: 'Ministop', confirmation: true },
  '00006': { name: 'Daily Yamazaki', confirmation: false },
  '00007': { name: '7-Eleven', confirmation: false },
  '00008': { name: 'Seicomart', confirmation: true },
  '0301': { name: '7-ELEVEN ibon', confirmation: false },
  '0302': { name: 'FamiPort / Life-ET / OK·go', confirmation: false },
};

/**
 * A convenience-store payment slip: `awaiting_payment` until the buyer pays at a store
 * (`paid`) or its deadline passes (`expired`); the shop may cancel an unpaid one (`voided`)
 * or refund a paid one (`refunded`, a bank transfer in real life).
 */
export type SlipStatus = 'awaiting_payment' | 'paid' | 'expired' | 'voided' | 'refunded';

export type CvsSlip = {
  slipId: string;
  shopId: string;
  /** The merchant reference (`<order code>-<attempt>`): one slip per reference and shop. */
  orderId: string;
  network: string;
  amount: number;
  currencyTypeId: number;
  paymentNumber: string;
  confirmationNumber: string | null;
  /** Where the provider posts its signed notifications for this slip. */
  notifyUrl: string;
  status: SlipStatus;
  createdAt: number;
  deadlineAt: number;
  paidAt: number | null;
  updatedAt: number;
};

const digits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('');

/** The payment number a store's terminal takes: 7-Eleven's 13 digits, ibon's 14 characters, else 11. */
function paymentNumberFor(network: string): string {
  if (network === '00007') return digits(13);
  if (network === '0301') return `IB${digits(12)}`;
  if (network === '0302') return `FM${digits(12)}`;
  return digits(11);
}

/**
 * The convenience-store provider's memory: like the card and wallet ledgers, every change is
 * written (and synced) to its journal before it is answered, and replayed at start.
 * `onChange` hears every status the provider itself decides (paid, expired): the notifier.
 */
export class CvsLedger {
  private readonly slips = new Map<string, CvsSlip>();
  private readonly byReference = new Map<string, string>();
  private readonly byNumber = new Map<string, string>();
  private readonly journal: Journal<CvsSlip> | null;
  onChange: (slip: CvsSlip) => void = () => {};

  constructor(options: { journalFile?: string; lifetimeMs?: number } = {}) {
    this.lifetimeMs = options.lifetimeMs ?? CVS_SLIP_LIFETIME_MS;
    this.journal = options.journalFile ? new Journal<CvsSlip>(options.journalFile) : null;
    for (const slip of this.journal?.replay() ?? []) this.remember(slip);
  }

  private readonly lifetimeMs: number;

  byMerchantReference(shopId: string, orderId: string, now: number): CvsSlip | undefined {
    const id = this.byReference.get(`${shopId} ${orderId}`);
    return id ? this.slip(id, now) : undefined;
  }

  byPaymentNumber(paymentNumber: string, now: number): CvsSlip | undefined {
    const id = this.byNumber.get(paymentNumber);
    return id ? this.slip(id, now) : undefined;
  }

  /** Issues a slip; a repeat under the same reference answers the first one and issues nothing. */
  create(
    fields: Pick<CvsSlip, 'shopId' | 'orderId' | 'network' | 'amount' | 'currencyTypeId' | 'notifyUrl'>,
    now: number,
  ): CvsSlip {
    const existing = this.byMerchantReference(fields.shopId, fields.orderId, now);
    if (existing) return existing;
    let paymentNumber = paymentNumberFor(fields.network);
    while (this.byNumber.has(paymentNumber)) paymentNumber = paymentNumberFor(fields.network);
    return this.save({
      ...fields,
      slipId: `cvs_${randomBytes(18).toString('base64url')}`,
      paymentNumber,
      confirmationNumber: CVS_NETWORK_RULES[fields.network]?.confirmation ? digits(6) : null,
      status: 'awaiting_payment',
      createdAt: now,
      deadlineAt: now + this.lifetimeMs,
      paidAt: null,
      updatedAt: now,
    });
  }

  /** A slip as it stands at `now`: an unpaid one past its deadline has expired (recorded, notified). */
  slip(slipId: string, now: number): CvsSlip | undefined {
    const slip = this.slips.get(slipId);
    if (slip?.status === 'awaiting_payment' && now >= slip.deadlineAt) {
      const expired = this.save({ ...slip, status: 'expired', updatedAt: now });
      this.onChange(expired);
      return expired;
    }
    return slip;
  }

  /** The store's till took the money; only an unpaid slip before its deadline takes it. */
  pay(slip: CvsSlip, now: number): CvsSlip {
    const current = this.slip(slip.slipId, now)!;
    if (current.status !== 'awaiting_payment') return current;
    const paid = this.save({ ...current, status: 'paid', paidAt: now, updatedAt: now });
    this.onChange(paid);
    return paid;
  }

  /** A void cancels an unpaid slip; a refund returns a paid one. Repeats answer the same. */
  reverse(slip: CvsSlip, how: 'voided' | 'refunded', now: number): CvsSlip {
    const current = this.slip(slip.slipId, now)!;
    const wanted = how === 'voided' ? 'awaiting_payment' : 'paid';
    if (current.status !== wanted) return current;
    return this.save({ ...current, status: how, updatedAt: now });
  }

  /** Every slip of a shop issued at or after `since` (ms), oldest first: the settlement report. */
  slipsOf(shopId: string, since: number, now: number): CvsSlip[] {
    return [...this.slips.values()]
      .filter((s) => s.shopId === shopId && s.createdAt >= since)
      .map((s) => this.slip(s.slipId, now)!)
      .sort((a, b) => a.createdAt - b.createdAt);
  }

  /** Unpaid slips past their deadline are expired (and notified) by a sweep, not only when read. */
  expireDue(now: number): void {
    for (const slip of this.slips.values())
      if (slip.status === 'awaiting_payment') this.slip(slip.slipId, now);
  }

  private save(slip: CvsSlip): CvsSlip {
    this.journal?.write(slip);
    this.remember(slip);
    return slip;
  }

  private remember(slip: CvsSlip): void {
    this.slips.set(slip.slipId, slip);
    const key = `${slip.shopId} ${slip.orderId}`;
    if (!this.byReference.has(key)) this.byReference.set(key, slip.slipId);
    this.byNumber.set(slip.paymentNumber, slip.slipId);
  }
}

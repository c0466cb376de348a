/**
 * What the sandbox checks on a card and how a charge on it ends. Test cards follow the
 * habits of real gateways' sandboxes: two that succeed, one declined, one that asks for a
 * 3-D Secure challenge; any other valid number succeeds.
 */
export const TEST_CARDS = {
  visa: '4111111111111111',
  mastercard: '5555555555554444',
  declined: '4000000000000002',
  challenge: '4000000000003220',
  /** Charged, but the answer comes after the merchant's timeout (SandboxOptions.slowAnswerMs). */
  slowAnswer: '4000000000000051',
  /** Charged, but the gateway then fails and answers 500: the merchant cannot know. */
  errorAfterCapture: '4000000000000119',
  /** The gateway is down for this call: 503, and nothing is charged. */
  unavailable: '4000000000000911',
  /** A Japanese JCB card (currency JPY, like every card outside the DCC ranges below). */
  jcb: '3530111333300000',
  /** DCC (dcc-rates.ts): the card's currency is read from its BIN, as DCC providers do. */
  dccUsd: '4000084000000006',
  dccTwd: '4000090100000002',
  dccVnd: '4000070400000001',
  dccEur: '4000097800000000',
  /** A US-dollar card that is declined, and one that asks for 3-D Secure. */
  dccUsdDeclined: '4000084000000014',
  dccUsdChallenge: '4000084000003208',
} as const;

/**
 * The card-currency ranges of the sandbox's BIN table (the first 8 digits, ISO 4217 numeric
 * code inside): any other card is a Japanese card in yen.
 */
const CARD_CURRENCY_BINS: ReadonlyArray<[string, string]> = [
  ['40000840', 'USD'],
  ['40000901', 'TWD'],
  ['40000704', 'VND'],
  ['40000978', 'EUR'],
];

/** The currency a card is billed in, by its BIN (ISO 4217 code). */
export function cardCurrency(number: string): string {
  return CARD_CURRENCY_BINS.find(([bin]) => number.startsWith(bin))?.[1] ?? 'JPY';
}

/** The card fields a browser encrypts, for a test card that expires in two years (for tests of clients). */
export function testCardFields(number: string = TEST_CARDS.visa) {
  return {
    number,
    expire_month: '12',
    expire_year: String(new Date().getUTCFullYear() + 2),
    security_code: '123',
    holder_name: 'TARO YAMADA',
  };
}

export type CardOutcome = 'succeed' | 'decline' | 'challenge' | 'slow_answer' | 'error_after_capture';

export function chargeOutcome(number: string): CardOutcome {
  if (number === TEST_CARDS.declined || number === TEST_CARDS.dccUsdDeclined) return 'decline';
  if (number === TEST_CARDS.challenge || number === TEST_CARDS.dccUsdChallenge) return 'challenge';
  if (number === TEST_CARDS.slowAnswer) return 'slow_answer';
  if (number === TEST_CARDS.errorAfterCapture) return 'error_after_capture';
  return 'succeed';
}

/** A card that passed every check, as the sandbox keeps it behind a token. */
export type ValidCard = {
  number: string;
  brand: string;
  maskedNumber: string;
  last4: string;
  holderName: string;
};

export type CardProblem =
  | 'invalid_request'
  | 'invalid_card_number'
  | 'invalid_expiry'
  | 'card_expired'
  | 'invalid_security_code'
  | 'invalid_holder_name';

export const cardProblemMessages: Record<CardProblem, string> = {
  invalid_request: 'The card data is incomplete.',
  invalid_card_number: 'The card number is not valid.',
  invalid_expiry: 'The expiry date is not valid.',
  card_expired: 'The card has expired.',
  invalid_security_code: 'The security code is not valid.',
  invalid_holder_name: 'The card holder name is not valid.',
};

export function luhnValid(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

const brandPatterns: ReadonlyArray<[string, RegExp]> = [
  ['visa', /^4/],
  ['mastercard', /^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/],
  ['amex', /^3[47]/],
  ['jcb', /^35(2[89]|[3-8]\d)/],
  ['diners', /^3(0[0-5]|[68])/],
  ['discover', /^6(011|5|4[4-9])/],
];

export function cardBrand(number: string): string {
  return brandPatterns.find(([, pattern]) => pattern.test(number))?.[0] ?? 'unknown';
}

export function maskCardNumber(number: string): string {
  return `${number.slice(0, 6)}${'*'.repeat(number.length - 10)}${number.slice(-4)}`;
}

/** A month 1–12 or a year from "26" / "2026" / 2026, as a number; NaN when it is neither. */
function numberField(value: unknown): number {
  if (typeof value === 'number') return Number.isInteger(value) ? value : Number.NaN;
  if (typeof value === 'string' && /^\d{1,4}$/.test(value)) return Number(value);
  return Number.NaN;
}

function expiryProblem(monthValue: unknown, yearValue: unknown, now: Date): CardProblem | null {
  const month = numberField(monthValue);
  let year = numberField(yearValue);
  if (year < 100) year += 2000;
  if (!(month >= 1 && month <= 12) || !(year >= 2000 && year <= 2099)) return 'invalid_expiry';
  // A card is good through the last day of its expiry month.
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return year * 12 + (month - 1) < current ? 'card_expired' : null;
}

/** Checks the card object the browser encrypted (`{ number, expire_month, … }`). */
export function readCard(
  raw: unknown,
  now: Date,
): { ok: true; card: ValidCard } | { ok: false; problem: CardProblem } {
  if (typeof raw !== 'object' || raw === null) return { ok: false, problem: 'invalid_request' };
  const { number, expire_month, expire_year, security_code, holder_name } = raw as Record<string, unknown>;
  if (typeof number !== 'string' || !/^\d{12,19}$/.test(number) || !luhnValid(number)) {
    return { ok: false, problem: 'invalid_card_number' };
  }
  const expiry = expiryProblem(expire_month, expire_year, now);
  if (expiry) return { ok: false, problem: expiry };
  const brand = cardBrand(number);
  const codeLength = brand === 'amex' ? 4 : 3;
  if (typeof security_code !== 'string' || !new RegExp(`^\\d{${codeLength}}$`).test(security_code)) {
    return { ok: false, problem: 'invalid_security_code' };
  }
  if (typeof holder_name !== 'string' || !/^[A-Za-z][A-Za-z .'-]{0,44}$/.test(holder_name.trim())) {
    return { ok: false, problem: 'invalid_holder_name' };
  }
  return {
    ok: true,
    card: {
      number,
      brand,
      maskedNumber: maskCardNumber(number),
      last4: number.slice(-4),
      holderName: holder_name.trim(),
    },
  };
}

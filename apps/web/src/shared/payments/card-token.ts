import type { CardShopPublicConfig } from '@omoide/contract';
import { z } from 'zod';
import { encryptOaepWithoutWebCrypto } from './oaep-without-webcrypto';

/** The card as the buyer typed it; it leaves the browser only encrypted for the gateway (DESIGN §9). */
export type CardFields = {
  number: string;
  expire_month: string;
  expire_year: string;
  security_code: string;
  holder_name: string;
};

export type CardTokenResult =
  | { ok: true; token: string; masked_card_number: string; card_brand: string }
  | { ok: false; code: string; message?: string };

/**
 * Codes of failures before the gateway has answered. Otherwise `code` is the gateway's own
 * result code: spec §5 shows it in the "card number could not be encrypted" message.
 */
export const CARD_TOKEN_FAILURES = {
  encryption: 'encryption_failed',
  network: 'network_error',
  answer: 'invalid_response',
} as const;

const tokenAnswerSchema = z.discriminatedUnion('result', [
  z.object({
    result: z.literal('success'),
    token: z.string().min(1),
    masked_card_number: z.string(),
    card_brand: z.string(),
  }),
  z.object({
    result: z.literal('failure'),
    error_code: z.string().min(1),
    error_message: z.string().optional(),
  }),
]);

function pemToDer(pem: string): Uint8Array<ArrayBuffer> {
  const base64 = pem.replace(/-----(BEGIN|END) PUBLIC KEY-----|\s/g, '');
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

function toBase64(bytes: ArrayBuffer): string {
  let binary = '';
  for (const byte of new Uint8Array(bytes)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Base64 of `payload` as JSON, encrypted with RSA-OAEP (SHA-256) for the shop's public key. */
export async function encryptForShop(publicKeyPem: string, payload: unknown): Promise<string> {
  // Not a secure context (plain HTTP at a LAN address): no WebCrypto, the same cipher in JS.
  if (!globalThis.crypto?.subtle) return encryptOaepWithoutWebCrypto(publicKeyPem, JSON.stringify(payload));
  const key = await crypto.subtle.importKey(
    'spki',
    pemToDer(publicKeyPem),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  const data = new TextEncoder().encode(JSON.stringify(payload));
  return toBase64(await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, key, data));
}

function cleaned(card: CardFields): CardFields {
  return {
    number: card.number.replace(/[\s-]/g, ''),
    expire_month: card.expire_month.trim(),
    expire_year: card.expire_year.trim(),
    security_code: card.security_code.trim(),
    holder_name: card.holder_name.trim(),
  };
}

/** Encrypts the card for the shop and posts it to a token endpoint: the answer's JSON, or a failure. */
async function postEncryptedCard(
  config: CardShopPublicConfig,
  card: CardFields,
  url: string,
  bodyOf: (encryptedData: string) => object,
  fetchImpl: typeof fetch,
): Promise<{ ok: true; answer: unknown } | { ok: false; code: string }> {
  console.info(`card token: shop ${config.shop_id}`);
  let encryptedData: string;
  try {
    encryptedData = await encryptForShop(config.public_key_pem, { card: cleaned(card) });
  } catch {
    return { ok: false, code: CARD_TOKEN_FAILURES.encryption };
  }
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(bodyOf(encryptedData)),
    });
  } catch {
    return { ok: false, code: CARD_TOKEN_FAILURES.network };
  }
  return { ok: true, answer: await response.json().catch(() => null) };
}

const failureOf = (code: string, message?: string) =>
  message ? ({ ok: false, code, message } as const) : ({ ok: false, code } as const);

/**
 * Token v2 (spec §7): encrypts `{ card }` for the shop and trades it at the gateway for a
 * one-time token that the order then carries instead of the card.
 */
export async function createCardToken(
  config: CardShopPublicConfig,
  card: CardFields,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): Promise<CardTokenResult> {
  const posted = await postEncryptedCard(
    config,
    card,
    config.token_url_v2,
    (encryptedData) => ({
      encryptionParameters: { type: 'UNIQUE_PK', apiKey: config.api_key },
      encryptedData,
    }),
    fetchImpl,
  );
  if (!posted.ok) return posted;
  const answer = tokenAnswerSchema.safeParse(posted.answer);
  if (!answer.success) return { ok: false, code: CARD_TOKEN_FAILURES.answer };
  if (answer.data.result === 'failure') return failureOf(answer.data.error_code, answer.data.error_message);
  const { token, masked_card_number, card_brand } = answer.data;
  return { ok: true, token, masked_card_number, card_brand };
}

const rakutenAnswerSchema = z.discriminatedUnion('resultType', [
  z.object({
    resultType: z.literal('success'),
    cardToken: z.string().min(1),
    cvvToken: z.string().min(1),
    brandCode: z.string(),
    maskedCardNumber: z.string(),
  }),
  z.object({
    resultType: z.literal('failure'),
    errorCode: z.string().min(1),
    errorMessage: z.string().optional(),
  }),
]);

export type RakutenCardTokenResult =
  | { ok: true; token: string; cvv_token: string; masked_card_number: string; card_brand: string }
  | { ok: false; code: string; message?: string };

/**
 * The Rakuten card (`r_credit_card`, spec §3 `r_card_token`, `r_cvv_token`, `r_card_brand`):
 * the provider's own token endpoint answers a card token and a separate CVV token; the
 * order carries both, and the server charges them together.
 */
export async function createRakutenCardTokens(
  config: CardShopPublicConfig,
  card: CardFields,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): Promise<RakutenCardTokenResult> {
  const posted = await postEncryptedCard(
    config,
    card,
    config.r_card_token_url,
    (encryptedData) => ({ serviceId: config.api_key, encryptedData }),
    fetchImpl,
  );
  if (!posted.ok) return posted;
  const answer = rakutenAnswerSchema.safeParse(posted.answer);
  if (!answer.success) return { ok: false, code: CARD_TOKEN_FAILURES.answer };
  if (answer.data.resultType === 'failure') return failureOf(answer.data.errorCode, answer.data.errorMessage);
  const { cardToken, cvvToken, brandCode, maskedCardNumber } = answer.data;
  return {
    ok: true,
    token: cardToken,
    cvv_token: cvvToken,
    masked_card_number: maskedCardNumber,
    card_brand: brandCode,
  };
}

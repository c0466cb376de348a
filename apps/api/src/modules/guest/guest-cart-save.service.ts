import { createHash, randomBytes } from 'node:crypto';
import { CART_SAVE_LINK_PARAM, type Cart, type TextLanguage, type TokenAnswer } from '@omoide/contract';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/errors';
import { translate } from '../../platform/i18n/translate';
import { emailHint } from '../../platform/mail/email-hint';
import type { Mailer } from '../../platform/mail/mailer';
import { type AuthDeps, startSession } from '../auth/auth.service';
import { getCart } from '../cart/cart.service';
import { guestMessages as m } from './guest.messages';
import { findGuestById, insertCartSave, useCartSave } from './guest.repo';

/**
 * How long a mailed cart link brings the guest back. Short (issue 25 item 10): the link signs
 * its holder in, and the cart does not depend on it: it stays with the guest's address, so
 * after the link the guest verifies the address again (an e-mail code) and finds the same cart.
 */
export const CART_SAVE_TTL_DAYS = 2;

const keyHash = (key: string) => createHash('sha256').update(key).digest('hex');

/**
 * `POST /api/guest/cart/temporary_save/send`: mails the guest (to their verified address) a
 * link that restores this cart on another device. The link is a random key stored only as its
 * hash; it grants one session (single use), and a newer link replaces the older ones.
 */
export async function sendCartSave(
  deps: { db: Database; mailer: Mailer; publicUrl: string },
  guestId: number,
  lang: TextLanguage,
): Promise<{ email_hint: string; expires_t: number }> {
  const guest = await findGuestById(deps.db, guestId);
  const cart = await getCart(deps.db, { kind: 'guest', subject: String(guestId) }, lang);
  if (!guest || cart.cart.length === 0) throw new AppError(400, 'GUEST-CART-EMPTY', m['cart_save.empty']);
  const key = randomBytes(24).toString('base64url');
  const expiresAt = new Date(Date.now() + CART_SAVE_TTL_DAYS * 86_400_000);
  await insertCartSave(deps.db, { keySha256: keyHash(key), guestId, expiresAt });
  const url = new URL('/guest/landing', deps.publicUrl);
  url.searchParams.set(CART_SAVE_LINK_PARAM, key);
  const params = { count: cart.quantity, url: url.toString(), days: CART_SAVE_TTL_DAYS };
  await deps.mailer.send({
    to: guest.email,
    subject: translate(m['cart_save.mail_subject'], lang),
    text: translate(m['cart_save.mail_body'], lang, params),
  });
  return { email_hint: emailHint(guest.email), expires_t: Math.floor(expiresAt.getTime() / 1000) };
}

/** `POST /api/guest/cart/temporary_save/confirm`: the link's key → a guest token and the cart, once. */
export async function confirmCartSave(
  deps: AuthDeps,
  saveKey: string,
  lang: TextLanguage,
): Promise<TokenAnswer & { cart: Cart }> {
  const save = await useCartSave(deps.db, keyHash(saveKey));
  if (!save) throw new AppError(400, 'GUEST-CART-LINK-400', m['cart_save.invalid']);
  const subject = String(save.guestId);
  const token = await startSession(deps, { kind: 'guest', id: subject });
  return { ...token, cart: await getCart(deps.db, { kind: 'guest', subject }, lang) };
}

import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { buyerEvents, guestCartSaves, guests, imageItems, prices } from '../../db/schema/index';
import { emailHint } from '../../platform/mail/email-hint';

let t: TestApp;
let eventId: number;
let photoId: number;
let guestToken: string;
let guestId: number;

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://shop.omoide.test' } });
  const fx = await createEvent(t.deps.db, { code1: 'SAVED', code2: '11111' });
  eventId = fx.event.id;
  await t.deps.db.insert(prices).values({ eventId, priceTypeId: 1, sizeId: 1, unitPrice: 330 });
  const [photo] = await t.deps.db
    .insert(imageItems)
    .values({
      eventId,
      categoryId: fx.subCategory.id,
      storageKey: 'o/1.jpg',
      status: 'ready',
      mediaKey: randomUUID(),
    })
    .returning();
  photoId = photo!.id;
  const [guest] = await t.deps.db.insert(guests).values({ email: 'hanako@example.jp' }).returning();
  guestId = guest!.id;
  guestToken = await t.tokenFor('guest', String(guestId));
  await t.deps.db.insert(buyerEvents).values({ kind: 'guest', subjectId: String(guestId), eventId });
});
afterAll(() => t.close());

let ip = 0;
const post = (url: string, payload: object, token?: string, lang = 'ja') =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: `10.9.0.${++ip % 250}`,
    headers: { 'x-language': lang, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
const lastMail = async () => {
  const mails = (await t.app.inject({ url: '/dev/mail.json?to=hanako@example.jp' })).json();
  return mails[0];
};
const keyOf = (text: string) => /cart_key=([\w-]+)/.exec(text)![1]!;

describe('spec §7 guest cart temporary save', () => {
  it('refuses to save an empty cart', async () => {
    const res = await post('/api/guest/cart/temporary_save/send', {}, guestToken);
    expect(res.statusCode).toBe(400);
    expect(res.json().display_code).toBe('GUEST-CART-EMPTY');
  });

  it('mails a short-lived link in the guest language that restores the cart with a new guest token, once', async () => {
    await post(
      '/api/cart',
      { event_id: eventId, image_info_id: photoId, sizes: [{ size_id: 1, quantity: 1 }] },
      guestToken,
    );
    const sent = await post('/api/guest/cart/temporary_save/send', {}, guestToken, 'vi');
    expect(sent.statusCode).toBe(200);
    expect(sent.json().email_hint).toBe('ha***@example.jp');
    // Short-lived (issue 25 item 10): two days, not the sale's weeks.
    expect(sent.json().expires_t - Date.now() / 1000).toBeGreaterThan(2 * 86_400 - 60);
    expect(sent.json().expires_t - Date.now() / 1000).toBeLessThanOrEqual(2 * 86_400);
    const mail = await lastMail();
    expect(mail.subject).toContain('Giỏ hàng');
    expect(mail.text).toContain('https://shop.omoide.test/guest/landing?cart_key=');
    const key = keyOf(mail.text);
    // Only the key's hash is stored.
    const [stored] = await t.deps.db.select().from(guestCartSaves).where(eq(guestCartSaves.guestId, guestId));
    expect(stored!.keySha256).not.toContain(key);

    const res = await post('/api/guest/cart/temporary_save/confirm', { save_key: key });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const verified = await t.deps.tokens.verify(body.token);
    expect(verified).toMatchObject({ kind: 'guest', subject: String(guestId) });
    expect(body.refresh_expires_t).toBeGreaterThan(body.expires_t);
    expect(body.cart.quantity).toBe(1);
    expect(body.cart.cart[0].image_item_with_prices[0].image_item.id).toBe(photoId);
    // Single use (issue 25 item 10): the link grants one session; again, and at once, it grants none.
    const again = await Promise.all(
      [1, 2, 3].map(() => post('/api/guest/cart/temporary_save/confirm', { save_key: key })),
    );
    expect(again.map((r) => r.json().display_code)).toEqual(Array(3).fill('GUEST-CART-LINK-400'));
  });

  it('grants exactly one session when the same link is opened many times at once', async () => {
    await post('/api/guest/cart/temporary_save/send', {}, guestToken);
    const key = keyOf((await lastMail()).text);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => post('/api/guest/cart/temporary_save/confirm', { save_key: key })),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
  });

  it('refuses a wrong or expired key with a translated 400, and a malformed one as invalid input', async () => {
    const wrong = await post(
      '/api/guest/cart/temporary_save/confirm',
      { save_key: 'x'.repeat(32) },
      undefined,
      'hant',
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ display_code: 'GUEST-CART-LINK-400' });
    expect(wrong.json().display_message).toContain('連結');
    await post('/api/guest/cart/temporary_save/send', {}, guestToken);
    const key = keyOf((await lastMail()).text);
    await t.deps.db.update(guestCartSaves).set({ expiresAt: new Date(Date.now() - 1000) });
    const late = await post('/api/guest/cart/temporary_save/confirm', { save_key: key });
    expect(late.json().display_code).toBe('GUEST-CART-LINK-400');
    const short = await post('/api/guest/cart/temporary_save/confirm', { save_key: 'abc' });
    expect(short.statusCode).toBe(400);
  });

  it('is for guests only: a member token is 403 and no token is 401', async () => {
    const member = await t.tokenFor('member', '1');
    expect((await post('/api/guest/cart/temporary_save/send', {}, member)).statusCode).toBe(403);
    expect((await post('/api/guest/cart/temporary_save/send', {})).statusCode).toBe(401);
  });
});

describe('emailHint', () => {
  it.each([
    ['hanako@example.jp', 'ha***@example.jp'],
    ['ab@example.jp', 'a***@example.jp'],
    ['a@example.jp', 'a***@example.jp'],
  ])('%s → %s', (email, hint) => expect(emailHint(email)).toBe(hint));
});

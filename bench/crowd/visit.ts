import { randomUUID } from 'node:crypto';
import { TEST_CARDS } from '@omoide/gateway-sandbox';
import { cardOrderBody, cardTokenBody } from '../lib/buyer-requests';
import type { Phase } from '../lib/step-figures';
import type { CrowdData, Family } from './layout';

/** Thumbnails a phone fetches of the first page of the grid (its first screens). */
const THUMBS_PER_VISIT = 12;
/** Photo pages a parent opens before choosing. */
const PHOTO_PAGES = 2;
/** Every n-th family pays with a card that asks for 3-D Secure. */
const CHALLENGE_EVERY = 4;

/**
 * One family's visit as a parent makes it, against `base`: the event opened by its code,
 * the event page, the grid's first page and its thumbnails, photo pages, a face search for
 * the family's child, a photo into the cart, the card form's config and token, the order
 * (every CHALLENGE_EVERY-th with 3-D Secure: the challenge page answered, then completed).
 * Answers whether the family ended with a paid order.
 */
export async function visit(base: string, data: CrowdData, family: Family, n: number, phase: Phase) {
  const auth = { authorization: `Bearer ${family.token}` };
  const json = { ...auth, 'content-type': 'application/json' };
  const call = async (step: string, url: string, init: RequestInit = {}, asJson = true) => {
    const t0 = performance.now();
    try {
      const res = await fetch(new URL(url, base), init);
      // Bytes (a thumbnail, a redirect) are read to the end, as a browser does, and not kept.
      let body: Record<string, unknown> = {};
      if (asJson) body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
      else await res.arrayBuffer();
      const ok = res.ok || (res.status === 303 && !asJson);
      phase.record(step, performance.now() - t0, ok, ok ? '' : `_${res.status}`, body);
      return ok ? body : undefined;
    } catch (error) {
      phase.record(step, performance.now() - t0, false, `_${(error as Error).name}`);
      return undefined;
    }
  };
  await call('event_code', '/api/auth/code/event_code', {
    method: 'POST',
    headers: json,
    body: JSON.stringify(data.codes),
  });
  await call('event_info', `/api/event/info/${data.eventId}`, { headers: auth });
  const list = await call('photo_list', `/api/event/photo_list/category/${data.categoryId}/0`, {
    headers: auth,
  });
  const items = ((list?.data ?? []) as { image_item: { id: number; thumb_url: string } }[]).map(
    (entry) => entry.image_item,
  );
  await Promise.all(
    items
      .slice(0, THUMBS_PER_VISIT)
      .map((item) => call('thumbnail', item.thumb_url, { headers: auth }, false)),
  );
  const photo = data.photoIds[n % data.photoIds.length]!;
  for (let i = 0; i < PHOTO_PAGES; i++) {
    const id = data.photoIds[(n + i) % data.photoIds.length]!;
    await call('photo_page', `/api/event/photo/${id}`, { headers: auth });
  }
  const match = await call('face_match', '/api/face/match', {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ event_id: data.eventId, target_children: [family.childId] }),
  });
  phase.photosFound += Array.isArray(match?.data) ? match.data.length : 0;
  const added = await call('cart_add', '/api/cart', {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      event_id: data.eventId,
      image_info_id: photo,
      sizes: [{ size_id: 1, quantity: 1 }],
    }),
  });
  await call('cart', '/api/cart', { headers: auth });
  if (!added) return false;
  const config = await call('card_config', '/api/payment/card/config');
  if (!config) return false;
  const challenge = n % CHALLENGE_EVERY === CHALLENGE_EVERY - 1;
  const token = await call('card_token', String(config.token_url_v2), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: cardTokenBody(config, challenge ? TEST_CARDS.challenge : TEST_CARDS.visa),
  });
  if (!token) return false;
  const order = await call('order', '/api/order/process', {
    method: 'POST',
    headers: { ...json, 'idempotency-key': randomUUID() },
    body: cardOrderBody(data.eventId, token.token, 'Crowd Family'),
  });
  if (!order) return false;
  let paid = order.is_sucessful === true && order.acs_flag !== 2;
  if (order.is_sucessful === true && order.acs_flag === 2) {
    // The buyer authenticates on the gateway's page and is sent back; the page completes.
    const page = new URL(String(order.acs_redirect_url), base);
    await call(
      'acs_authenticate',
      `${page.pathname}/authenticate`,
      { method: 'POST', redirect: 'manual' },
      false,
    );
    const done = await call('acs_complete', '/api/order/acs/complete', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ order_id: order.order_id }),
    });
    paid = done?.is_sucessful === true && done.acs_flag === 0;
  }
  if (!paid) phase.record('order_unpaid', 0, false, `_${String(order.error_code)}`, order);
  return paid;
}

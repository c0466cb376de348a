import { randomUUID } from 'node:crypto';
import { TEST_CARDS } from '@omoide/gateway-sandbox';
import { cardOrderBody, cardTokenBody } from '../lib/buyer-requests';
import { Phase, summary } from '../lib/step-figures';
import { cleanup, type Family, PORTS, prepare, rssOfAll, type Setup } from './layout';

/**
 * Soak (issue #25): families browse, fill a cart, search their child's face and pay by card at
 * a fixed rate for SOAK_SECONDS on the production layout of decision 026 — PostgreSQL (a fresh
 * database, dropped at the end), two API processes (APP_ROLE=api), one worker and the payment
 * sandbox as its own process, all on 127.0.0.1. The demo data is seeded (SEED_DEMO=true); two
 * group photos of the face fixtures are uploaded into the demo event and indexed by the worker,
 * and each family's child is registered with a face image of a person in them.
 * Figures: errors (any non-2xx or unpaid order: the target is 0), p50/p99 per step, and the
 * resident memory (VmRSS) of every server process after warm-up and at the end (target: within
 * 10 %). The baseline is the same run's warm-up phase: ratio = warm-up p99 / soak p99.
 */
const SECONDS = Number(process.env.SOAK_SECONDS ?? 300);
const WARMUP_SECONDS = Number(process.env.SOAK_WARMUP_SECONDS ?? 30);
/** Families started per second; each is ~9 requests. */
const RATE = Number(process.env.SOAK_RATE ?? 2);

/** One family's visit: browse, cart, face search, card checkout; spread over both APIs. */
async function visit(setup: Setup, family: Family, n: number, phase: Phase) {
  const base = `http://127.0.0.1:${n % 2 ? PORTS.b : PORTS.a}`;
  const auth = { authorization: `Bearer ${family.token}` };
  const json = { ...auth, 'content-type': 'application/json' };
  const call = async (step: string, url: string, init: RequestInit = {}) => {
    const t0 = performance.now();
    try {
      const res = await fetch(new URL(url, base), init);
      const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
      phase.record(step, performance.now() - t0, res.ok, res.ok ? '' : `_${res.status}`, body);
      return res.ok ? body : undefined;
    } catch (error) {
      phase.record(step, performance.now() - t0, false, `_${(error as Error).name}`);
      return undefined;
    }
  };
  const photo = setup.photoIds[n % setup.photoIds.length]!;
  await call('event_info', `/api/event/info/${setup.eventId}`, { headers: auth });
  await call('photo_list', `/api/event/photo_list/category/${setup.categoryId}/0`, { headers: auth });
  const added = await call('cart_add', '/api/cart', {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      event_id: setup.eventId,
      image_info_id: photo,
      sizes: [{ size_id: 1, quantity: 1 }],
    }),
  });
  await call('cart', '/api/cart', { headers: auth });
  const match = await call('face_match', '/api/face/match', {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ event_id: setup.eventId, target_children: [family.childId] }),
  });
  phase.photosFound += Array.isArray(match?.data) ? match.data.length : 0;
  if (!added) return;
  // What the checkout page does: the card encrypted for the shop, traded for a token at /sandbox.
  const config = await call('card_config', '/api/payment/card/config');
  if (!config) return;
  const token = await call('card_token', String(config.token_url_v2), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: cardTokenBody(config, TEST_CARDS.visa),
  });
  if (!token) return;
  const t0 = performance.now();
  const order = await call('order', '/api/order/process', {
    method: 'POST',
    headers: { ...json, 'idempotency-key': randomUUID() },
    body: cardOrderBody(setup.eventId, token.token, 'Soak Family'),
  });
  // An order answered 200 but not paid (payment_confirming, a refusal) is an error too.
  if (order && order.is_sucessful !== true) {
    phase.record('order_unpaid', performance.now() - t0, false, `_${String(order.error_code)}`, order);
  }
}

/** Starts a family every 1/RATE s for `seconds` (a fixed rate, not closed-loop), then waits for all. */
async function drive(setup: Setup, seconds: number, phase: Phase, counter: { n: number }) {
  const running: Promise<void>[] = [];
  const started = performance.now();
  for (let tick = 0; tick < seconds * RATE; tick++) {
    const due = started + (tick * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const n = counter.n++;
    const family = setup.families[n % setup.families.length]!;
    if (family.busy) {
      phase.skipped++;
      continue;
    }
    family.busy = true;
    phase.families++;
    running.push(
      visit(setup, family, n, phase).finally(() => {
        family.busy = false;
      }),
    );
  }
  await Promise.all(running);
}

try {
  const setup = await prepare();
  const counter = { n: 0 };
  const warmup = new Phase();
  await drive(setup, WARMUP_SECONDS, warmup, counter);
  const rssAfterWarmup = rssOfAll();
  const soak = new Phase();
  const t0 = performance.now();
  await drive(setup, SECONDS, soak, counter);
  const elapsed = (performance.now() - t0) / 1000;
  const rssAtEnd = rssOfAll();
  const growth = Object.fromEntries(
    Object.keys(rssAtEnd).map((name) => [
      name,
      Math.round(((rssAtEnd[name]! - rssAfterWarmup[name]!) / rssAfterWarmup[name]!) * 1000) / 10,
    ]),
  );
  const soakFigures = summary(soak);
  const warmupFigures = summary(warmup);
  console.log(
    JSON.stringify({
      bench: 'soak',
      seconds: SECONDS,
      warmup_seconds: WARMUP_SECONDS,
      rate_families_per_sec: RATE,
      requests_per_sec: Math.round((soakFigures.requests / elapsed) * 10) / 10,
      ...soakFigures,
      demo_photos: setup.photoIds.length,
      rss_after_warmup_mb: rssAfterWarmup,
      rss_at_end_mb: rssAtEnd,
      rss_growth_pct: growth,
      targets_met: soakFigures.errors === 0 && Object.values(growth).every((g) => Math.abs(g) <= 10),
      baseline_warmup: {
        p50_ms: warmupFigures.p50_ms,
        p99_ms: warmupFigures.p99_ms,
        errors: warmupFigures.errors,
      },
      ratio: soakFigures.p99_ms ? Math.round((warmupFigures.p99_ms / soakFigures.p99_ms) * 1000) / 1000 : 0,
    }),
  );
} finally {
  await cleanup();
}

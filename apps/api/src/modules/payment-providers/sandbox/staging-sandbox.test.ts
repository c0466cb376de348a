import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { encryptCardPayload, TEST_CARDS, testCardFields } from '@omoide/gateway-sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Child,
  startShell,
  startTs,
  waitForOutput,
  waitUntilUp,
} from '../../../../test/child-processes';
import { adminQuery, databaseUrl, uniqueDatabaseName } from '../../../../test/db-template';
import { BUYER_HOME_ADDRESS, createEvent, createMember } from '../../../../test/fixtures';
import { closeInstallation, inheritedEnv, openInstallation } from '../../../../test/installation';
import { imageItems, prices } from '../../../db/schema/index';
import { TokenService } from '../../../platform/auth/token-service';
import { startSession } from '../../auth/auth.service';

/**
 * Issue 26, after the move to PostgreSQL: the exact settings `npm run migrate-to-postgres`
 * prints start the server (production, payments at the sandbox as its own process), and the
 * browser is never sent to a `/sandbox/…` the server does not answer: the card token, the
 * 3-D Secure page and a wallet's approval page all work through the server's own origin.
 */
const ADMIN_URL = process.env.TEST_DATABASE_URL;
const SANDBOX_PORT = '3175';
const API_PORT = '3176';
const api = `http://127.0.0.1:${API_PORT}`;
const root = mkdtempSync(path.join(os.tmpdir(), 'omoide-staging-'));
const dataDir = path.join(root, 'data');
const targetName = uniqueDatabaseName('omoide_staging');
const children: Child[] = [];
let settings = '';
let member = '';
let eventId = 0;
let photos: number[] = [];

/** `npm run migrate-to-postgres` as an operator runs it; answers what it printed. */
async function migrate(): Promise<string> {
  const child = startTs(
    'apps/api/src/cli/migrate-to-postgres.ts',
    { ...(inheritedEnv() as Record<string, string>), LOG_LEVEL: 'silent', SANDBOX_PORT },
    ['--database-url', databaseUrl(ADMIN_URL!, targetName), '--data-dir', dataDir],
  );
  const code = await child.exited;
  expect(code, child.output()).toBe(0);
  return child.output();
}

/** What a browser does with a card on the card page: encrypt, then token at `token_url_v2`. */
async function cardToken(number: string): Promise<string> {
  const config = (await (await fetch(`${api}/api/payment/card/config`)).json()) as Record<string, string>;
  const tokenUrl = new URL(config.token_url_v2!, api);
  expect(tokenUrl.origin).toBe(api);
  const res = await fetch(tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      encryptionParameters: { type: 'UNIQUE_PK', apiKey: config.api_key },
      encryptedData: encryptCardPayload(config.public_key_pem!, { card: testCardFields(number) }),
    }),
  });
  const answer = (await res.json()) as { token?: string };
  expect(answer.token, JSON.stringify(answer)).toBeTruthy();
  return answer.token!;
}

// biome-ignore lint/suspicious/noExplicitAny: the answers are read as a browser reads JSON
const call = async (url: string, body: object): Promise<any> =>
  (
    await fetch(`${api}${url}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${member}`,
        'idempotency-key': randomUUID(),
      },
      body: JSON.stringify(body),
    })
  ).json();

describe.skipIf(!ADMIN_URL)('staging after the move: production with the sandbox as its own process', () => {
  beforeAll(async () => {
    await adminQuery(ADMIN_URL!, `CREATE DATABASE ${targetName}`);
    const deps = await openInstallation(dataDir);
    try {
      const fx = await createEvent(deps.db, { code1: 'STAGE', code2: '11111' });
      eventId = fx.event.id;
      await deps.db.insert(prices).values({ eventId, priceTypeId: 1, sizeId: 1, unitPrice: 800 });
      const rows = await deps.db
        .insert(imageItems)
        .values(
          [0, 1].map((i) => ({
            eventId,
            categoryId: fx.subCategory.id,
            storageKey: `s/${i}.jpg`,
            status: 'ready' as const,
            mediaKey: randomUUID(),
            sortOrder: i,
          })),
        )
        .returning();
      photos = rows.map((r) => r.id);
      const m = await createMember(deps.db, {
        email: 'staging@example.jp',
        organizationId: fx.organization.id,
      });
      const secret = readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8').trim();
      member = (
        await startSession(
          { db: deps.db, tokens: new TokenService(secret) },
          { kind: 'member', id: String(m.id) },
        )
      ).token;
    } finally {
      await closeInstallation(deps);
    }
    settings = await migrate();
  }, 180_000);

  afterAll(async () => {
    for (const child of children) await child.kill('SIGTERM');
    await adminQuery(ADMIN_URL!, `DROP DATABASE IF EXISTS ${targetName} WITH (FORCE)`).catch(() => {});
    rmSync(root, { recursive: true, force: true });
  });

  it('starts with exactly the printed settings and pays by card and wallet through its own origin', async () => {
    expect(settings).toContain('ALLOW_SANDBOX_PAYMENTS=true');
    expect(settings).toContain(`PAYMENT_SANDBOX_URL=http://127.0.0.1:${SANDBOX_PORT}/sandbox`);
    // The printed lines, sourced by a shell as the operator pastes them (`$(cat …)` included).
    const lines = settings
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => /^[A-Z_]+=/.test(line));
    const file = path.join(root, 'settings.env');
    writeFileSync(file, `${lines.join('\n')}\n`);
    const sandboxDir = /PAYMENT_SANDBOX_DATA_DIR=(\S+)/.exec(settings)![1]!;
    const sandbox = startTs('apps/gateway-sandbox/src/server.ts', {
      SANDBOX_PORT,
      SANDBOX_DATA_DIR: sandboxDir,
    });
    children.push(sandbox);
    await waitForOutput(sandbox, /listening at (\S+)/);
    const server = startShell(
      `set -a; . ${file}; set +a; exec "${process.execPath}" --import tsx apps/api/src/main.ts`,
      {
        PORT: API_PORT,
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        MIN_FREE_DISK_MB: '0',
      },
    );
    children.push(server);
    await waitUntilUp(`${api}/readyz`, server, 90_000);

    // A card with 3-D Secure: token, challenge page and return, all at the server's address.
    await call('/api/cart', {
      event_id: eventId,
      image_info_id: photos[0],
      sizes: [{ size_id: 1, quantity: 1 }],
    });
    const challenged = await call('/api/order/process', {
      event_id: eventId,
      home_addreess: BUYER_HOME_ADDRESS,
      payment: { payment_type: 'credit_card', card_token: await cardToken(TEST_CARDS.challenge) },
    });
    expect(challenged, JSON.stringify(challenged)).toMatchObject({ is_sucessful: true, acs_flag: 2 });
    const page = new URL(challenged.acs_redirect_url, api);
    expect(page.origin).toBe(api);
    expect((await fetch(page)).status).toBe(200);
    const back = await fetch(`${page}/authenticate`, { method: 'POST', redirect: 'manual' });
    expect(back.status).toBe(303);
    const returned = new URL(back.headers.get('location')!);
    expect(`${returned.origin}${returned.pathname}`).toBe(`${api}/order/handler`);
    const paid = await call('/api/order/acs/complete', { order_id: challenged.order_id });
    expect(paid).toMatchObject({ is_sucessful: true, acs_flag: 0 });

    // A wallet: its approval page is reached at the server's address, and approves.
    await call('/api/cart', {
      event_id: eventId,
      image_info_id: photos[1],
      sizes: [{ size_id: 1, quantity: 1 }],
    });
    const wallet = await call('/api/order/rakuten/process', {
      event_id: eventId,
      home_addreess: BUYER_HOME_ADDRESS,
      payment: { payment_type: 'r_paypay' },
    });
    expect(wallet, JSON.stringify(wallet)).toMatchObject({ is_sucessful: true });
    const approval = new URL(wallet.redirect_url, api);
    expect(approval.origin).toBe(api);
    expect((await fetch(approval)).status).toBe(200);
    const approved = await fetch(`${approval}/approve`, { method: 'POST', redirect: 'manual' });
    expect(approved.status).toBe(303);
    expect(new URL(approved.headers.get('location')!).origin).toBe(api);
    const done = await call('/api/order/rakuten/complete', { order_id: wallet.order_id });
    expect(done).toMatchObject({ is_sucessful: true, acs_flag: 0 });
  }, 180_000);
});

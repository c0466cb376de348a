import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createMember, createOperator } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auditLog } from '../../db/schema/index';
import { startOperatorSession } from '../operators/operators.service';

let t: TestApp;
let orgId: number;
let owner: string;
let support: string;
let staff: string;

beforeAll(async () => {
  t = await createTestApp();
  orgId = (await createEvent(t.deps.db, { code1: 'LINKS', code2: '11111' })).organization.id;
  const other = (await createEvent(t.deps.db, { code1: 'LINKS', code2: '22222' })).organization.id;
  const session = async (email: string, role: 'owner' | 'staff' | 'support') => {
    const op = await createOperator(t.deps.db, { email, memberships: [{ organizationId: orgId, role }] });
    return (await startOperatorSession(t.deps, op.id)).token;
  };
  owner = await session('owner@links.jp', 'owner');
  support = await session('support@links.jp', 'support');
  staff = await session('staff@links.jp', 'staff');
  await createMember(t.deps.db, { email: 'parent@links.jp', organizationId: orgId });
  await createMember(t.deps.db, { email: 'elsewhere@links.jp', organizationId: other });
});
afterAll(() => t.close());

const mint = (token: string, email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/bridge_hash',
    headers: { authorization: `Bearer ${token}`, 'x-language': 'ja' },
    payload: { email, app_from: 'studio' },
  });

describe('a sign-in link for a parent, made by an operator (POST /api/admin/bridge_hash)', () => {
  it('lets owner and support sign in as a parent of their organisation, once, and audits who did it for whom', async () => {
    for (const [token, label] of [
      [owner, 'owner@links.jp'],
      [support, 'support@links.jp'],
    ] as const) {
      const res = await mint(token, 'Parent@links.jp');
      expect(res.statusCode, res.body).toBe(201);
      const { hash_key } = res.json() as { hash_key: string };
      const first = await t.app.inject({
        method: 'POST',
        url: '/api/auth/hash_login',
        payload: { hash_key, app_from: 'studio' },
      });
      expect(first.statusCode).toBe(200);
      const again = await t.app.inject({
        method: 'POST',
        url: '/api/auth/hash_login',
        payload: { hash_key, app_from: 'studio' },
      });
      expect(again.statusCode).toBe(401);
      const entries = await t.deps.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'member.sign_in_link'), eq(auditLog.actorLabel, label)));
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({ organizationId: orgId, entityId: 'parent@links.jp' });
      // The link itself never reaches the log.
      expect(JSON.stringify(entries[0]!.after)).not.toContain(hash_key);
    }
  });

  it('answers a parent of another organisation as unknown (no hint the address exists), and refuses staff', async () => {
    const elsewhere = await mint(owner, 'elsewhere@links.jp');
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().display_message).toMatch(/./);
    expect((await mint(owner, 'nobody@links.jp')).statusCode).toBe(404);
    expect((await mint(staff, 'parent@links.jp')).statusCode).toBe(403);
  });
});

import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createOperator } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auditLog, mailOutbox, operatorInvitations } from '../../db/schema/index';
import { listOutboxMail } from '../../platform/mail/outbox.repo';

/** The studio's people and access (docs/decisions/016), through the HTTP API. */
let t: TestApp;
let orgId: number;
let categoryId: number;
const OWNER = { email: 'owner@studio.jp', password: 'owner-password-1' };

async function call(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  options: { token?: string; body?: object; headers?: Record<string, string> } = {},
) {
  return t.app.inject({
    method,
    url,
    payload: options.body,
    headers: {
      'x-language': 'en-US',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
  });
}

async function signIn(email: string, password: string): Promise<string> {
  const res = await call('POST', '/api/studio/auth/sign_in', { body: { email, password } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().token;
}

/** The invitation link of the newest mail to `to`, as the colleague would click it. */
async function invitationTokenMailedTo(to: string): Promise<string> {
  const [mail] = await listOutboxMail(t.deps.db, { to, limit: 1 });
  const match = /\/studio\/invitations\/([\w-]+)/.exec(mail?.text ?? '');
  expect(match, mail?.text).not.toBeNull();
  return match![1]!;
}

async function auditActions(): Promise<string[]> {
  const rows = await t.deps.db.select().from(auditLog).orderBy(auditLog.id);
  return rows.map((r) => r.action);
}

beforeAll(async () => {
  // Many sign-ins from one address: the attempt limit itself has its own app below.
  t = await createTestApp({ env: { RATE_LIMIT_SCALE: '50' } });
  const fixture = await createEvent(t.deps.db, { code1: 'STUDI', code2: '12345' });
  orgId = fixture.event.organizationId;
  categoryId = fixture.subCategory.id;
  await createOperator(t.deps.db, {
    ...OWNER,
    name: 'Owner Sato',
    memberships: [{ organizationId: orgId, role: 'owner' }],
  });
});
afterAll(() => t.close());

describe('studio sign-in', () => {
  it('signs in with the password, describes the operator and signs out for good', async () => {
    const token = await signIn(OWNER.email, OWNER.password);
    const me = await call('GET', '/api/studio/me', { token });
    expect(me.json()).toMatchObject({
      email: OWNER.email,
      name: 'Owner Sato',
      memberships: [{ organization_id: orgId, organization_name: 'Org STUDI', role: 'owner' }],
    });
    expect((await call('POST', '/api/studio/auth/sign_out', { token })).statusCode).toBe(200);
    // The session is gone at once, not when the token runs out.
    expect((await call('GET', '/api/studio/me', { token })).statusCode).toBe(401);
  });

  it('answers a wrong password and an unknown address alike, translated', async () => {
    const wrong = await call('POST', '/api/studio/auth/sign_in', {
      body: { email: OWNER.email, password: 'nope-nope-nope' },
      headers: { 'x-language': 'ja' },
    });
    const unknown = await call('POST', '/api/studio/auth/sign_in', {
      body: { email: 'nobody@studio.jp', password: 'nope-nope-nope' },
      headers: { 'x-language': 'ja' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json()).toMatchObject({
      display_code: 'STUDIO-SIGN-IN-400',
      display_message: 'メールアドレスまたはパスワードが正しくありません。',
    });
  });

  it('changes the password: the old one stops working and other sessions end', async () => {
    await createOperator(t.deps.db, {
      email: 'changer@studio.jp',
      password: 'first-password-1',
      memberships: [{ organizationId: orgId, role: 'support' }],
    });
    const here = await signIn('changer@studio.jp', 'first-password-1');
    const elsewhere = await signIn('changer@studio.jp', 'first-password-1');
    const wrong = await call('POST', '/api/studio/me/password', {
      token: here,
      body: { current_password: 'not-it', new_password: 'second-password-2' },
    });
    expect(wrong.json().display_code).toBe('STUDIO-PASSWORD-400');
    const short = await call('POST', '/api/studio/me/password', {
      token: here,
      body: { current_password: 'first-password-1', new_password: 'short' },
    });
    expect(short.statusCode).toBe(400);
    const changed = await call('POST', '/api/studio/me/password', {
      token: here,
      body: { current_password: 'first-password-1', new_password: 'second-password-2' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await call('GET', '/api/studio/me', { token: here })).statusCode).toBe(200);
    expect((await call('GET', '/api/studio/me', { token: elsewhere })).statusCode).toBe(401);
    await signIn('changer@studio.jp', 'second-password-2');
    const [entry] = await t.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'operator.password_changed'));
    expect(entry).toMatchObject({ actorLabel: 'changer@studio.jp', organizationId: null });
    expect(JSON.stringify(entry)).not.toContain('argon2');
  });
});

describe('attempt limits', () => {
  it('limits password guessing (the same limits as buyer sign-in)', async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT_SCALE: '1' } });
    const target = 'limited@studio.jp';
    await createOperator(limited.deps.db, { email: target });
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await limited.app.inject({
        method: 'POST',
        url: '/api/studio/auth/sign_in',
        payload: { email: target, password: `guess-${i}` },
      });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 10).every((c) => c === 400)).toBe(true);
    expect(codes[10]).toBe(429);
    // Even the right password waits out the window.
    const right = await limited.app.inject({
      method: 'POST',
      url: '/api/studio/auth/sign_in',
      payload: { email: target, password: 'studio-password-1' },
    });
    expect(right.statusCode).toBe(429);
    expect(right.json().display_code).toBe('REQUEST-429');
    await limited.close();
  });
});

describe('lock-out (issue 25 #8)', () => {
  it('10 wrong passwords from 10 addresses do not lock the owner out of the studio', async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT_SCALE: '1' } });
    const target = 'owner-under-attack@studio.jp';
    await createOperator(limited.deps.db, { email: target });
    const from = (address: string, password: string) =>
      limited.app.inject({
        method: 'POST',
        url: '/api/studio/auth/sign_in',
        remoteAddress: address,
        payload: { email: target, password },
      });
    for (let i = 0; i < 10; i++) expect((await from(`10.30.0.${i}`, `guess-${i}`)).statusCode).toBe(400);
    expect((await from('10.30.1.1', 'studio-password-1')).statusCode).toBe(200);
    await limited.close();
  });
});

describe('invitations', () => {
  it('mails a link in the inviter language; it works once and signs the colleague in', async () => {
    const owner = await signIn(OWNER.email, OWNER.password);
    const invited = await call('POST', `/api/studio/organizations/${orgId}/invitations`, {
      token: owner,
      body: { email: 'Staff@Studio.jp', role: 'staff' },
      headers: { 'x-language': 'ja' },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const [mail] = await t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'staff@studio.jp'));
    expect(mail!.subject).toBe('【Omoide スタジオ】Org STUDI への招待');
    expect(mail!.text).toContain('Owner Sato さんから');
    // What the role may do, money decisions named (issue 29).
    expect(mail!.text).toContain(
      'スタッフとしてできること: イベント・写真・動画・発送（価格の変更・返金はできません）',
    );
    const token = await invitationTokenMailedTo('staff@studio.jp');

    const preview = await call('GET', `/api/studio/invitations/${token}`);
    expect(preview.json()).toMatchObject({
      email: 'staff@studio.jp',
      organization_name: 'Org STUDI',
      role: 'staff',
      inviter_name: 'Owner Sato',
      has_account: false,
    });
    const people = await call('GET', `/api/studio/organizations/${orgId}/colleagues`, { token: owner });
    expect(people.json().invitations).toMatchObject([{ email: 'staff@studio.jp', role: 'staff' }]);

    const noName = await call('POST', '/api/studio/invitations/accept', {
      body: { token, password: 'staff-password-1' },
    });
    expect(noName.json().display_code).toBe('STUDIO-NAME-400');
    const accepted = await call('POST', '/api/studio/invitations/accept', {
      body: { token, name: 'Staff Suzuki', password: 'staff-password-1' },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const me = await call('GET', '/api/studio/me', { token: accepted.json().token });
    expect(me.json()).toMatchObject({ name: 'Staff Suzuki', memberships: [{ role: 'staff' }] });

    const again = await call('POST', '/api/studio/invitations/accept', {
      body: { token, name: 'Someone', password: 'someone-password-1' },
    });
    expect(again.json().display_code).toBe('STUDIO-INVITATION-INVALID');
    expect((await call('GET', `/api/studio/invitations/${token}`)).statusCode).toBe(400);
    // A staff member administers no colleagues.
    const staff = await signIn('staff@studio.jp', 'staff-password-1');
    expect(
      (await call('GET', `/api/studio/organizations/${orgId}/colleagues`, { token: staff })).statusCode,
    ).toBe(403);
  });

  it('refuses an expired invitation and a withdrawn one', async () => {
    const owner = await signIn(OWNER.email, OWNER.password);
    await call('POST', `/api/studio/organizations/${orgId}/invitations`, {
      token: owner,
      body: { email: 'late@studio.jp', role: 'support' },
    });
    const late = await invitationTokenMailedTo('late@studio.jp');
    await t.deps.db
      .update(operatorInvitations)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(operatorInvitations.email, 'late@studio.jp'));
    const expired = await call('POST', '/api/studio/invitations/accept', {
      body: { token: late, name: 'Late', password: 'late-password-1' },
    });
    expect(expired.json().display_code).toBe('STUDIO-INVITATION-INVALID');

    await call('POST', `/api/studio/organizations/${orgId}/invitations`, {
      token: owner,
      body: { email: 'withdrawn@studio.jp', role: 'support' },
    });
    const withdrawnToken = await invitationTokenMailedTo('withdrawn@studio.jp');
    const people = await call('GET', `/api/studio/organizations/${orgId}/colleagues`, { token: owner });
    const invitation = people
      .json()
      .invitations.find((i: { email: string }) => i.email === 'withdrawn@studio.jp');
    const withdrawn = await call(
      'DELETE',
      `/api/studio/organizations/${orgId}/invitations/${invitation.id}`,
      {
        token: owner,
      },
    );
    expect(withdrawn.statusCode).toBe(200);
    const refused = await call('POST', '/api/studio/invitations/accept', {
      body: { token: withdrawnToken, name: 'W', password: 'withdrawn-password-1' },
    });
    expect(refused.json().display_code).toBe('STUDIO-INVITATION-INVALID');
  });

  it('adds an existing account to a second organisation with its own password', async () => {
    const other = await createEvent(t.deps.db, { code1: 'SECON', code2: '54321' });
    const secondOwner = await createOperator(t.deps.db, {
      email: 'second-owner@studio.jp',
      password: 'second-owner-pw-1',
      memberships: [{ organizationId: other.event.organizationId, role: 'owner' }],
    });
    const owner = await signIn(secondOwner.email, 'second-owner-pw-1');
    await call('POST', `/api/studio/organizations/${other.event.organizationId}/invitations`, {
      token: owner,
      body: { email: OWNER.email, role: 'support' },
    });
    const token = await invitationTokenMailedTo(OWNER.email);
    expect((await call('GET', `/api/studio/invitations/${token}`)).json().has_account).toBe(true);
    const wrong = await call('POST', '/api/studio/invitations/accept', {
      body: { token, password: 'guess' },
    });
    expect(wrong.statusCode).toBe(400);
    const accepted = await call('POST', '/api/studio/invitations/accept', {
      body: { token, password: OWNER.password },
    });
    expect(accepted.statusCode).toBe(200);
    const me = await call('GET', '/api/studio/me', { token: accepted.json().token });
    expect(me.json().memberships).toHaveLength(2);
  });
});

describe('colleagues', () => {
  it('changes roles and removes colleagues, never the last owner', async () => {
    const owner = await signIn(OWNER.email, OWNER.password);
    const me = (await call('GET', '/api/studio/me', { token: owner })).json();
    const demoteSelf = await call('PATCH', `/api/studio/organizations/${orgId}/colleagues/${me.id}`, {
      token: owner,
      body: { role: 'staff' },
    });
    expect(demoteSelf.json().display_code).toBe('STUDIO-LAST-OWNER');
    const removeSelf = await call('DELETE', `/api/studio/organizations/${orgId}/colleagues/${me.id}`, {
      token: owner,
    });
    expect(removeSelf.json().display_code).toBe('STUDIO-LAST-OWNER');

    const people = (
      await call('GET', `/api/studio/organizations/${orgId}/colleagues`, { token: owner })
    ).json();
    const staff = people.colleagues.find((c: { email: string }) => c.email === 'staff@studio.jp');
    const promoted = await call(
      'PATCH',
      `/api/studio/organizations/${orgId}/colleagues/${staff.operator_id}`,
      {
        token: owner,
        body: { role: 'support' },
      },
    );
    expect(promoted.statusCode).toBe(200);
    const staffToken = await signIn('staff@studio.jp', 'staff-password-1');
    const removed = await call(
      'DELETE',
      `/api/studio/organizations/${orgId}/colleagues/${staff.operator_id}`,
      {
        token: owner,
      },
    );
    expect(removed.statusCode).toBe(200);
    // Their session still signs in, but the organisation is no longer theirs.
    const after = await call('GET', '/api/studio/me', { token: staffToken });
    expect(after.json().memberships).toEqual([]);
    const [change] = await t.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'colleague.role_changed'));
    expect(change).toMatchObject({
      before: { role: 'staff' },
      after: { role: 'support' },
      actorLabel: OWNER.email,
    });
  });
});

describe('personal API keys', () => {
  it('shows a key once, lets it upload, and stops it when revoked', async () => {
    const owner = await signIn(OWNER.email, OWNER.password);
    const created = await call('POST', '/api/studio/api_keys', {
      token: owner,
      body: { name: 'Import laptop' },
    });
    expect(created.statusCode).toBe(201);
    const { key, id, prefix } = created.json();
    expect(key).toMatch(/^omk_/);
    expect(key.startsWith(prefix)).toBe(true);
    const list = await call('GET', '/api/studio/api_keys', { token: owner });
    expect(list.json().api_keys).toEqual([
      expect.objectContaining({ id, name: 'Import laptop', last_used_t: null }),
    ]);
    expect(list.body).not.toContain(key);

    const upload = await call('POST', '/api/admin/uploads', {
      headers: { 'x-api-key': key },
      body: { category_id: categoryId, file_name: 'a.jpg', size: 10 },
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const used = await call('GET', '/api/studio/api_keys', { token: owner });
    expect(used.json().api_keys[0].last_used_t).toBeGreaterThan(0);
    // A key automates; it does not administer the account that owns it.
    expect((await call('GET', '/api/studio/api_keys', { headers: { 'x-api-key': key } })).statusCode).toBe(
      403,
    );

    expect((await call('DELETE', `/api/studio/api_keys/${id}`, { token: owner })).statusCode).toBe(200);
    const afterRevoke = await call('POST', '/api/admin/uploads', {
      headers: { 'x-api-key': key },
      body: { category_id: categoryId, file_name: 'a.jpg', size: 10 },
    });
    expect(afterRevoke.statusCode).toBe(401);
    expect((await call('DELETE', `/api/studio/api_keys/${id}`, { token: owner })).statusCode).toBe(404);
  });
});

describe('audit log', () => {
  it('records every change of this file, and browses them with filters and pages', async () => {
    expect(new Set(await auditActions())).toEqual(
      new Set([
        'operator.password_changed',
        'invitation.created',
        'invitation.withdrawn',
        'colleague.joined',
        'colleague.role_changed',
        'colleague.removed',
        'api_key.created',
        'api_key.revoked',
      ]),
    );
    const owner = await signIn(OWNER.email, OWNER.password);
    const all = (await call('GET', `/api/studio/organizations/${orgId}/audit`, { token: owner })).json();
    expect(all.entries[0].at_t).toBeGreaterThanOrEqual(all.entries.at(-1).at_t);
    // The owner's personal entries (keys) appear in their organisation's log.
    expect(all.entries.map((e: { action: string }) => e.action)).toContain('api_key.created');
    expect(all.actions).toContain('colleague.removed');
    const roleChanges = await call(
      'GET',
      `/api/studio/organizations/${orgId}/audit?action=colleague.role_changed`,
      {
        token: owner,
      },
    );
    expect(roleChanges.json().entries).toHaveLength(1);
    const byActor = await call('GET', `/api/studio/organizations/${orgId}/audit?actor=staff%40`, {
      token: owner,
    });
    expect(byActor.json().entries.every((e: { actor: string }) => e.actor === 'staff@studio.jp')).toBe(true);
    const future = await call('GET', `/api/studio/organizations/${orgId}/audit?from_t=${2_000_000_000}`, {
      token: owner,
    });
    expect(future.json()).toMatchObject({ entries: [], next_page: false, next_index: null });
  });

  it('is append-only in the database itself', async () => {
    await expect(t.deps.db.update(auditLog).set({ action: 'forged' })).rejects.toThrow();
    await expect(t.deps.db.delete(auditLog)).rejects.toThrow();
  });
});

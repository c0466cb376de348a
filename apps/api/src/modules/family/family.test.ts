import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createMember } from '../../../test/fixtures';
import { insertOrder } from '../../../test/paid-orders';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { childInvitations, mailOutbox } from '../../db/schema/index';

/** Family sharing (issue #17): invitations, the guardian's access and what stays private. */
let t: TestApp;
let owner: string;
let ownerId: number;
let stranger: string;
let eventId: number;

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, token?: string, payload?: object, lang = 'ja') =>
  t.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: { 'x-language': lang, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });

async function memberToken(email: string, organizationId?: number) {
  const member = await createMember(t.deps.db, {
    email,
    displayName: email.split('@')[0],
    ...(organizationId ? { organizationId } : {}),
  });
  return { id: member.id, token: await t.tokenFor('member', String(member.id)) };
}

async function newChild(name: string) {
  const res = await call('POST', '/api/user/child', owner, { name, relationship: 'mother' });
  expect(res.statusCode).toBe(201);
  return res.json().id as number;
}

/** The link's secret from the newest invitation mailed to `to`. */
async function invitationToken(to: string) {
  // The newest mail to the address: without an order, PostgreSQL may return the rows in any order.
  const [mail] = await t.deps.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const text = mail?.text ?? '';
  const token = text.match(/\/family\/accept\?invitation=([\w-]+)/)?.[1];
  expect(token, text).toBeTruthy();
  return token!;
}

async function invite(childId: number, email: string, lang = 'ja') {
  const res = await call('POST', `/api/user/child/${childId}/invitation`, owner, { email }, lang);
  expect(res.statusCode, res.body).toBe(201);
  return { invitation: res.json(), token: await invitationToken(email.toLowerCase()) };
}

beforeAll(async () => {
  // Many link calls from one test address: the brute-force limit is not what this file checks.
  t = await createTestApp({ env: { RATE_LIMIT_SCALE: '10' } });
  const fixture = await createEvent(t.deps.db, { code1: 'FAMLY', code2: '12345' });
  eventId = fixture.event.id;
  const o = await memberToken('mother@family.jp', fixture.organization.id);
  owner = o.token;
  ownerId = o.id;
  stranger = (await memberToken('stranger@family.jp', fixture.organization.id)).token;
});
afterAll(() => t.close());

describe('family sharing: invitation', () => {
  it('mails a single-use link; the invitee accepts once and sees the child as shared', async () => {
    const child = await newChild('山田 花子');
    const { invitation, token } = await invite(child, 'Father@Family.jp');
    expect(invitation.email).toBe('father@family.jp');
    expect(invitation.expires_t - invitation.created_t).toBe(7 * 86_400);
    const [mail] = await t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'father@family.jp'));
    expect(mail!.subject).toContain('山田 花子');
    expect(mail!.text).toContain('7日間');

    const check = await call('POST', '/api/user/child_invitation/check', undefined, { token });
    expect(check.json()).toMatchObject({ status: 'open', child_name: '山田 花子', has_account: false });

    const father = await memberToken('father@family.jp');
    const accepted = await call('POST', '/api/user/child_invitation/accept', father.token, { token });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().child).toMatchObject({ id: child, access: 'guardian', shared_by: 'mother' });
    const list = (await call('GET', '/api/user/child', father.token)).json().children;
    expect(list).toEqual([expect.objectContaining({ id: child, access: 'guardian' })]);
    // The owner's view of the same child says nothing about sharing.
    expect((await call('GET', `/api/user/child/${child}`, owner)).json()).toMatchObject({
      access: 'owner',
      shared_by: null,
    });

    // Single use: the same link again, by anyone, is refused.
    for (const who of [father.token, stranger]) {
      const again = await call('POST', '/api/user/child_invitation/accept', who, { token });
      expect(again.statusCode).toBe(410);
      expect(again.json().display_code).toBe('FAMILY-INVITE-USED');
    }
    const sharing = (await call('GET', `/api/user/child/${child}/guardian`, owner)).json();
    expect(sharing.guardians).toEqual([
      expect.objectContaining({ member_id: father.id, email: 'father@family.jp', is_me: false }),
    ]);
    expect(sharing.invitations).toEqual([]);
  });

  it('refuses an expired link, a cancelled one and the owner’s own', async () => {
    const child = await newChild('Taro');
    const { token, invitation } = await invite(child, 'late@family.jp');
    await t.deps.db
      .update(childInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(childInvitations.id, invitation.invitation_id));
    const late = await memberToken('late@family.jp');
    const expired = await call('POST', '/api/user/child_invitation/accept', late.token, { token }, 'vi');
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({ display_code: 'FAMILY-INVITE-EXPIRED' });
    expect(expired.json().display_message).toContain('hết hạn');
    expect((await call('POST', '/api/user/child_invitation/check', undefined, { token })).json().status).toBe(
      'expired',
    );

    const second = await invite(child, 'late@family.jp');
    const own = await call('POST', '/api/user/child_invitation/accept', owner, { token: second.token });
    expect(own.json().display_code).toBe('FAMILY-INVITE-OWNER');
    const cancel = `/api/user/child/${child}/invitation/${second.invitation.invitation_id}`;
    expect((await call('DELETE', cancel, stranger)).statusCode).toBe(404);
    expect((await call('DELETE', cancel, owner)).statusCode).toBe(204);
    const cancelled = await call('POST', '/api/user/child_invitation/accept', late.token, {
      token: second.token,
    });
    expect(cancelled.json().display_code).toBe('FAMILY-INVITE-USED');
    expect((await call('GET', `/api/user/child/${child}`, late.token)).statusCode).toBe(404);
  });

  it('keeps guardians and open invitations within 3 per child; only the owner invites', async () => {
    const child = await newChild('Jiro');
    const invitations = [];
    for (const n of [1, 2, 3]) invitations.push((await invite(child, `g${n}@family.jp`)).invitation);
    // Inviting an address again replaces its open invitation instead of taking a place.
    await invite(child, 'g3@family.jp');
    const fourth = await call('POST', `/api/user/child/${child}/invitation`, owner, {
      email: 'g4@family.jp',
    });
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().display_code).toBe('FAMILY-GUARDIAN-LIMIT');
    await call('DELETE', `/api/user/child/${child}/invitation/${invitations[0].invitation_id}`, owner);
    const g4 = await invite(child, 'g4@family.jp');
    const g4Member = await memberToken('g4@family.jp');
    await call('POST', '/api/user/child_invitation/accept', g4Member.token, { token: g4.token });
    // A guardian cannot invite others, nor change or delete the child.
    const byGuardian = await call('POST', `/api/user/child/${child}/invitation`, g4Member.token, {
      email: 'g5@family.jp',
    });
    expect(byGuardian.statusCode).toBe(403);
    expect((await call('PATCH', `/api/user/child/${child}`, g4Member.token, { name: 'X' })).statusCode).toBe(
      403,
    );
    expect((await call('DELETE', `/api/user/child/${child}`, g4Member.token)).statusCode).toBe(403);
    expect(
      (await call('DELETE', `/api/user/child/${child}/face_image/1`, g4Member.token)).json().display_code,
    ).toBe('USER-CHILD-OWNER-ONLY');
    // …but sees the face images (read-only) and who shares the child, without addresses.
    expect((await call('GET', `/api/user/child/${child}/face_image`, g4Member.token)).statusCode).toBe(200);
    const sharing = (await call('GET', `/api/user/child/${child}/guardian`, g4Member.token)).json();
    expect(sharing).toMatchObject({ access: 'guardian', owner_display_name: 'mother', invitations: [] });
    expect(sharing.guardians).toEqual([expect.objectContaining({ email: null, is_me: true })]);
    expect(
      (await call('POST', `/api/user/child/${child}/invitation`, owner, { email: 'mother@family.jp' }))
        .statusCode,
    ).toBe(400);
  });

  it('lets the owner revoke and a guardian leave; neither sees the child afterwards', async () => {
    const child = await newChild('Saburo');
    const a = await memberToken('leaver@family.jp');
    const b = await memberToken('revoked@family.jp');
    for (const m of [a, b]) {
      const { token } = await invite(child, m.id === a.id ? 'leaver@family.jp' : 'revoked@family.jp');
      expect((await call('POST', '/api/user/child_invitation/accept', m.token, { token })).statusCode).toBe(
        200,
      );
    }
    // A guardian removes only themself.
    expect((await call('DELETE', `/api/user/child/${child}/guardian/${b.id}`, a.token)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/user/child/${child}/guardian/${a.id}`, a.token)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/user/child/${child}/guardian/${b.id}`, stranger)).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', `/api/user/child/${child}/guardian/${b.id}`, owner)).statusCode).toBe(204);
    for (const m of [a, b]) {
      expect((await call('GET', `/api/user/child/${child}`, m.token)).statusCode).toBe(404);
      expect((await call('GET', '/api/user/child', m.token)).json().children).toEqual([]);
    }
  });

  it('registers a new member from the link, who is signed in and sees the child', async () => {
    const child = await newChild('Shiro');
    const { token } = await invite(child, 'new-parent@family.jp', 'vi');
    const [mail] = await t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'new-parent@family.jp'));
    expect(mail!.text).toContain('Liên kết có hiệu lực trong 7 ngày');
    const res = await call(
      'POST',
      '/api/user/child_invitation/register',
      undefined,
      { token, display_name: 'Bố Shiro', password: 'correct-horse-1' },
      'vi',
    );
    expect(res.statusCode, res.body).toBe(200);
    const { token: bearer, child_id } = res.json();
    expect(child_id).toBe(child);
    expect((await call('GET', '/api/user/info', bearer)).json()).toMatchObject({
      email: 'new-parent@family.jp',
      display_name: 'Bố Shiro',
      locale: 'vi',
    });
    expect((await call('GET', `/api/user/child/${child}`, bearer)).json().access).toBe('guardian');
    const login = await call('POST', '/api/auth/login', undefined, {
      email: 'new-parent@family.jp',
      password: 'correct-horse-1',
    });
    expect(login.statusCode).toBe(200);

    // An address with an account signs in instead; the link stays usable for that.
    const other = await newChild('Goro');
    const again = await invite(other, 'new-parent@family.jp');
    const check = await call('POST', '/api/user/child_invitation/check', undefined, { token: again.token });
    expect(check.json().has_account).toBe(true);
    const twice = await call('POST', '/api/user/child_invitation/register', undefined, {
      token: again.token,
      display_name: 'X',
      password: 'another-pass-2',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().display_code).toBe('FAMILY-ACCOUNT-EXISTS');
    expect(
      (await call('POST', '/api/user/child_invitation/accept', bearer, { token: again.token })).statusCode,
    ).toBe(200);
  });
});

describe('family sharing: the invitation is bound to its addressee (issue 25 item 1)', () => {
  it('refuses a member whose verified address is not the invitation’s; the link stays open for the addressee', async () => {
    const child = await newChild('Rokuro');
    const { token } = await invite(child, 'Aunt@Family.jp');
    // A forwarded mail: the stranger signed in with another address holds the link.
    const refused = await call('POST', '/api/user/child_invitation/accept', stranger, { token }, 'en');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ display_code: 'FAMILY-INVITE-ADDRESSEE' });
    expect(refused.json().display_message).toContain('another e-mail address');
    const ja = await call('POST', '/api/user/child_invitation/accept', stranger, { token }, 'ja');
    expect(ja.json().display_message).toContain('メールアドレス');
    expect((await call('GET', `/api/user/child/${child}`, stranger)).statusCode).toBe(404);
    expect((await call('POST', '/api/user/child_invitation/check', undefined, { token })).json().status).toBe(
      'open',
    );
    // The addressee, whatever the case of the letters of their address, still accepts.
    const aunt = await memberToken('AUNT@family.JP');
    const accepted = await call('POST', '/api/user/child_invitation/accept', aunt.token, { token });
    expect(accepted.statusCode, accepted.body).toBe(200);
  });
});

describe('family sharing: what a guardian reaches', () => {
  it('sees the child’s events and runs its matches; a stranger does neither; orders stay apart', async () => {
    const child = await newChild('Hana');
    const { token } = await invite(child, 'grandpa@family.jp');
    // Not in the school's organisation: the shared child brings its events.
    const grandpa = await memberToken('grandpa@family.jp');
    expect((await call('GET', `/api/event/info/${eventId}`, grandpa.token)).statusCode).toBe(404);
    const accepted = await call('POST', '/api/user/child_invitation/accept', grandpa.token, { token });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await call('GET', `/api/event/info/${eventId}`, grandpa.token)).statusCode).toBe(200);

    const match = (who: string) =>
      call('POST', '/api/face/match', who, { event_id: eventId, target_children: [child] });
    // The guardian passes the child check (the child only lacks face images); a stranger
    // of the same school is told the child does not exist.
    expect((await match(grandpa.token)).json().display_code).toBe('FACE-CHILD-NO-IMAGES');
    expect((await match(stranger)).json().display_code).toBe('USER-CHILD-404');
    expect((await call('GET', `/api/event/list_by_child?child_id=${child}`, grandpa.token)).statusCode).toBe(
      200,
    );
    expect((await call('GET', `/api/event/list_by_child?child_id=${child}`, stranger)).statusCode).toBe(404);

    // Each pays for their own orders: the owner's order is not the guardian's to see.
    const order = await insertOrder(t.deps.db, {
      buyer: { kind: 'member', subject: String(ownerId) },
      eventId,
    });
    expect((await call('GET', `/api/mypage/order/detail/${order.id}`, owner)).statusCode).toBe(200);
    expect((await call('GET', `/api/mypage/order/detail/${order.id}`, grandpa.token)).statusCode).toBe(404);
    expect((await call('GET', '/api/mypage/order/list', grandpa.token)).json().data).toEqual([]);
    expect((await call('GET', '/api/mypage/order/list', owner)).json().data).toHaveLength(1);
  });
});

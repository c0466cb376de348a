import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createOperator } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { listOutboxMail } from '../../platform/mail/outbox.repo';
import { startOperatorSession } from './operators.service';

/**
 * Issue 25 item 10: a studio invitation link dies when its object changes: a newer
 * invitation to the same address (with its role), or its inviter's own role changing.
 */
let t: TestApp;
let orgId: number;
let owner: string;
let coOwner: string;
let coOwnerId: number;

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token?: string, body?: object) =>
  t.app.inject({
    method,
    url,
    payload: body,
    headers: { 'x-language': 'en-US', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });

async function invite(token: string, email: string, role: string) {
  const res = await call('POST', `/api/studio/organizations/${orgId}/invitations`, token, { email, role });
  expect(res.statusCode, res.body).toBe(201);
  const [mail] = await listOutboxMail(t.deps.db, { to: email, limit: 1 });
  return /\/studio\/invitations\/([\w-]+)/.exec(mail!.text)![1]!;
}
const accept = (token: string, name: string) =>
  call('POST', '/api/studio/invitations/accept', undefined, { token, name, password: 'colleague-pass-1' });

beforeAll(async () => {
  t = await createTestApp();
  orgId = (await createEvent(t.deps.db, { code1: 'INVLK', code2: '12345' })).event.organizationId;
  for (const [email, role] of [
    ['owner@links.jp', 'owner'],
    ['co-owner@links.jp', 'owner'],
  ] as const) {
    const operator = await createOperator(t.deps.db, {
      email,
      memberships: [{ organizationId: orgId, role }],
    });
    const { token } = await startOperatorSession(t.deps, operator.id);
    if (role === 'owner' && email.startsWith('owner')) owner = token;
    else {
      coOwner = token;
      coOwnerId = operator.id;
    }
  }
});
afterAll(() => t.close());

describe('studio invitation links', () => {
  it('a newer invitation to the same address replaces the older one and its role', async () => {
    const asOwner = await invite(owner, 'twice@links.jp', 'owner');
    const asSupport = await invite(owner, 'twice@links.jp', 'support');
    expect((await accept(asOwner, 'Twice')).json().display_code).toBe('STUDIO-INVITATION-INVALID');
    expect((await accept(asSupport, 'Twice')).statusCode).toBe(200);
    const people = (await call('GET', `/api/studio/organizations/${orgId}/colleagues`, owner)).json();
    expect(people.colleagues).toContainEqual(
      expect.objectContaining({ email: 'twice@links.jp', role: 'support' }),
    );
  });

  it('dies when its inviter’s role changes: the role they granted is no longer theirs to grant', async () => {
    const link = await invite(coOwner, 'by-demoted@links.jp', 'owner');
    const demoted = await call('PATCH', `/api/studio/organizations/${orgId}/colleagues/${coOwnerId}`, owner, {
      role: 'staff',
    });
    expect(demoted.statusCode, demoted.body).toBe(200);
    expect((await accept(link, 'Late')).json().display_code).toBe('STUDIO-INVITATION-INVALID');
  });

  it('dies when the owner withdraws it, and when its inviter is removed from the organisation', async () => {
    const withdrawn = await invite(owner, 'withdrawn@links.jp', 'staff');
    const people = (await call('GET', `/api/studio/organizations/${orgId}/colleagues`, owner)).json();
    const id = people.invitations.find((i: { email: string }) => i.email === 'withdrawn@links.jp').id;
    const out = await call('DELETE', `/api/studio/organizations/${orgId}/invitations/${id}`, owner);
    expect(out.statusCode, out.body).toBeLessThan(300);
    expect((await accept(withdrawn, 'Withdrawn')).json().display_code).toBe('STUDIO-INVITATION-INVALID');

    const inviter = await createOperator(t.deps.db, {
      email: 'leaving@links.jp',
      memberships: [{ organizationId: orgId, role: 'owner' }],
    });
    const byLeaver = await invite(
      (await startOperatorSession(t.deps, inviter.id)).token,
      'by-leaver@links.jp',
      'staff',
    );
    const removed = await call(
      'DELETE',
      `/api/studio/organizations/${orgId}/colleagues/${inviter.id}`,
      owner,
    );
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    expect((await accept(byLeaver, 'Late')).json().display_code).toBe('STUDIO-INVITATION-INVALID');
  });
});

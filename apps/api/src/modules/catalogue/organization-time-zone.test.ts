import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createOperator } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { startOperatorSession } from '../operators/operators.service';

let t: TestApp;
let orgId: number;
const tokens = { owner: '', staff: '' };

beforeAll(async () => {
  t = await createTestApp();
  const fixture = await createEvent(t.deps.db, { code1: 'TZONE', code2: '11111' });
  orgId = fixture.organization.id;
  for (const role of ['owner', 'staff'] as const) {
    const op = await createOperator(t.deps.db, {
      email: `${role}@zone.jp`,
      memberships: [{ organizationId: orgId, role }],
    });
    tokens[role] = (await startOperatorSession(t.deps, op.id)).token;
  }
});
afterAll(() => t.close());

const call = (
  who: keyof typeof tokens,
  method: 'GET' | 'PATCH',
  url: string,
  body?: object,
  lang = 'en-US',
) =>
  t.app.inject({
    method,
    url,
    payload: body,
    headers: { 'x-language': lang, authorization: `Bearer ${tokens[who]}` },
  });

describe('an organisation’s time zone (issue 29)', () => {
  it('is Asia/Tokyo until an owner changes it; the studio, the dashboard and its CSV then use it', async () => {
    expect(
      (await call('owner', 'GET', `/api/studio/organizations/${orgId}`)).json().organization.time_zone,
    ).toBe('Asia/Tokyo');
    expect(
      (await call('staff', 'PATCH', `/api/studio/organizations/${orgId}`, { time_zone: 'Asia/Taipei' }))
        .statusCode,
    ).toBe(403);
    const bad = await call(
      'owner',
      'PATCH',
      `/api/studio/organizations/${orgId}`,
      { time_zone: 'Mars/Olympus' },
      'ja',
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().display_message).toBe(bad.json().display_message_lang.ja);
    const res = await call('owner', 'PATCH', `/api/studio/organizations/${orgId}`, {
      time_zone: 'Asia/Ho_Chi_Minh',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().organization.time_zone).toBe('Asia/Ho_Chi_Minh');
    const me = (await call('owner', 'GET', '/api/studio/me')).json();
    expect(me.memberships[0]).toMatchObject({ organization_id: orgId, time_zone: 'Asia/Ho_Chi_Minh' });
    const dashboard = await call('owner', 'GET', `/api/studio/organizations/${orgId}/dashboard`);
    expect(dashboard.json().time_zone).toBe('Asia/Ho_Chi_Minh');
    const csv = await call('owner', 'GET', `/api/studio/organizations/${orgId}/dashboard.csv`);
    expect(csv.body).toContain('(Asia/Ho_Chi_Minh)');
  });
});

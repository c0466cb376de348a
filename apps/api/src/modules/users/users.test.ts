import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let owner: string;
let other: string;
beforeAll(async () => {
  t = await createTestApp();
  const a = await createMember(t.deps.db, { email: 'owner@example.jp' });
  const b = await createMember(t.deps.db, { email: 'other@example.jp' });
  owner = await t.tokenFor('member', String(a.id));
  other = await t.tokenFor('member', String(b.id));
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token?: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    payload,
    headers: { 'x-language': 'ja', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });

describe('spec §7 user and children', () => {
  it('creates, reads, changes and deletes a child of the member', async () => {
    const created = await call('POST', '/api/user/child', owner, {
      name: '山田 花子',
      name_kana: 'やまだ はなこ',
      birthday: '2021-04-02',
      class_name: 'さくら組',
      relationship: 'mother',
    });
    expect(created.statusCode).toBe(201);
    const child = created.json();
    expect(child).toMatchObject({ name: '山田 花子', relationship: 'mother', face_image_count: 0 });

    expect((await call('GET', '/api/user/child', owner)).json().children).toHaveLength(1);
    const patched = await call('PATCH', `/api/user/child/${child.id}`, owner, { class_name: 'ひまわり組' });
    expect(patched.json()).toMatchObject({ class_name: 'ひまわり組', name: '山田 花子' });
    expect((await call('GET', '/api/user/info', owner)).json().children_count).toBe(1);

    expect((await call('DELETE', `/api/user/child/${child.id}`, owner)).statusCode).toBe(204);
    expect((await call('GET', `/api/user/child/${child.id}`, owner)).statusCode).toBe(404);
  });

  it("hides another member's child as not found and leaves it unchanged", async () => {
    const child = (
      await call('POST', '/api/user/child', owner, { name: 'Taro', relationship: 'father' })
    ).json();
    for (const [method, payload] of [['GET'], ['PATCH', { name: 'Hacked' }], ['DELETE']] as const) {
      const res = await call(method, `/api/user/child/${child.id}`, other, payload);
      expect(res.statusCode).toBe(404);
    }
    expect((await call('GET', `/api/user/child/${child.id}`, owner)).json().name).toBe('Taro');
  });

  it.each([
    [{ name: '', relationship: 'mother' }, 'name'],
    [{ name: 'A', relationship: 'neighbour' }, 'relationship'],
    [{ name: 'A', relationship: 'mother', birthday: '2021-02-30x' }, 'birthday'],
    [{ name: 'A', relationship: 'mother', birthday: '2999-01-01' }, 'birthday'],
  ])('refuses %j with 400 naming %s', async (payload, field) => {
    const res = await call('POST', '/api/user/child', owner, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().display_code).toBe(`VALIDATION-body.${field}`);
  });

  it('refuses a malformed child id with 400 before any work', async () => {
    expect((await call('GET', '/api/user/child/abc', owner)).json().display_code).toBe(
      'VALIDATION-params.child_id',
    );
    expect((await call('GET', '/api/user/child/99999999999', owner)).statusCode).toBe(400);
  });
});

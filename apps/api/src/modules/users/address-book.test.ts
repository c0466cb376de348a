import { MAX_SHIPPING_ADDRESSES } from '@omoide/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { memberAddresses } from '../../db/schema/index';

let t: TestApp;
let owner: string;
let other: string;
let ownerId: number;
beforeAll(async () => {
  t = await createTestApp();
  const a = await createMember(t.deps.db, { email: 'book-owner@example.jp' });
  const b = await createMember(t.deps.db, { email: 'book-other@example.jp' });
  ownerId = a.id;
  owner = await t.tokenFor('member', String(a.id));
  other = await t.tokenFor('member', String(b.id));
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  token: string,
  payload?: object,
  lang = 'ja',
) =>
  t.app.inject({
    method,
    url,
    payload,
    headers: { 'x-language': lang, authorization: `Bearer ${token}` },
  });

const GRANDMA = {
  label: '実家',
  full_name: '山田 トメ',
  full_name_kana: 'ヤマダ トメ',
  zip_code: '０６０－０００１', // full-width, as a phone keyboard types it
  prefecture_id: '01',
  address1: '札幌市中央区北一条西',
  address2: '2-1',
  tel: '０９０ー１１１１ー２２２２',
};
const OFFICE = {
  ...GRANDMA,
  label: '職場',
  full_name: '山田 花子',
  zip_code: '1000001',
  prefecture_id: '13',
};

describe('address book: home and saved shipping addresses', () => {
  it('starts empty and keeps the home address apart from the shipping addresses', async () => {
    const empty = (await call('GET', '/api/user/address', owner)).json();
    expect(empty).toEqual({ home_address: null, shipping_addresses: [], max_shipping_addresses: 10 });
    const { label: _label, ...home } = OFFICE;
    const saved = await call('PUT', '/api/user/address/home', owner, home);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().home_address).toMatchObject({ full_name: '山田 花子', zip_code: '1000001' });
    const changed = await call('PUT', '/api/user/address/home', owner, { ...home, address3: '101号室' });
    expect(changed.json().home_address.address3).toBe('101号室');
    expect(changed.json().shipping_addresses).toEqual([]);
  });

  it('adds, edits, sets the default and deletes shipping addresses (normalised as the order form does)', async () => {
    const first = await call('POST', '/api/user/address', owner, GRANDMA);
    expect(first.statusCode).toBe(201);
    const [grandma] = first.json().shipping_addresses;
    // The first saved address is the default; postal code and phone are stored as digits.
    expect(grandma).toMatchObject({
      label: '実家',
      zip_code: '0600001',
      tel: '09011112222',
      is_default: true,
    });

    const second = (await call('POST', '/api/user/address', owner, OFFICE)).json();
    expect(second.shipping_addresses.map((a: { label: string }) => a.label)).toEqual(['実家', '職場']);
    const office = second.shipping_addresses[1];
    expect(office.is_default).toBe(false);

    const moved = (await call('PATCH', `/api/user/address/${office.id}`, owner, { is_default: true })).json();
    // One default only, listed first.
    expect(
      moved.shipping_addresses.map((a: { label: string; is_default: boolean }) => [a.label, a.is_default]),
    ).toEqual([
      ['職場', true],
      ['実家', false],
    ]);
    const edited = await call('PATCH', `/api/user/address/${grandma.id}`, owner, { address3: '離れ' });
    expect(edited.json().shipping_addresses[1]).toMatchObject({ address3: '離れ', full_name: '山田 トメ' });

    // Deleting the default passes it on to the one left.
    const left = (await call('DELETE', `/api/user/address/${office.id}`, owner)).json();
    expect(left.shipping_addresses).toHaveLength(1);
    expect(left.shipping_addresses[0]).toMatchObject({ id: grandma.id, is_default: true });
  });

  it('refuses what an order could not ship to, naming the field, in the member language', async () => {
    const cases: [object, string][] = [
      [{ ...GRANDMA, zip_code: '12345' }, 'zip_code'],
      [{ ...GRANDMA, prefecture_id: '48' }, 'prefecture_id'],
      [{ ...GRANDMA, full_name: '  ' }, 'full_name'],
      [{ ...GRANDMA, address1: '' }, 'address1'],
      [{ ...GRANDMA, tel: '---------' }, 'tel'],
      [{ ...GRANDMA, label: 'x'.repeat(31) }, 'label'],
    ];
    for (const [body, field] of cases) {
      const res = await call('POST', '/api/user/address', owner, body, 'vi');
      expect(res.statusCode, field).toBe(400);
      expect(res.json().display_code, field).toContain(field);
      expect(res.json().display_message_lang).toBeDefined();
    }
    const badId = await call('PATCH', '/api/user/address/abc', owner, { label: 'x' });
    expect(badId.statusCode).toBe(400);
  });

  it('keeps members apart: another member can neither see, change nor delete an address', async () => {
    const mine = (await call('GET', '/api/user/address', owner)).json();
    const id = mine.shipping_addresses[0].id;
    expect((await call('GET', '/api/user/address', other)).json()).toMatchObject({
      home_address: null,
      shipping_addresses: [],
    });
    const patched = await call('PATCH', `/api/user/address/${id}`, other, { is_default: true }, 'hant');
    expect(patched.statusCode).toBe(404);
    expect(patched.json().display_message).toBe('找不到此收件地址。');
    expect((await call('DELETE', `/api/user/address/${id}`, other)).statusCode).toBe(404);
    // Setting a default elsewhere did not clear the owner's.
    const after = (await call('GET', '/api/user/address', owner)).json();
    expect(after.shipping_addresses[0]).toMatchObject({ id, is_default: true });
  });

  it(`caps the saved addresses at ${MAX_SHIPPING_ADDRESSES}, in the database too, even when added at once`, async () => {
    const before = (await call('GET', '/api/user/address', owner)).json().shipping_addresses.length;
    const attempts = await Promise.all(
      Array.from({ length: MAX_SHIPPING_ADDRESSES + 3 - before }, (_, i) =>
        call('POST', '/api/user/address', owner, { ...OFFICE, label: `#${i}` }),
      ),
    );
    const codes = attempts.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(MAX_SHIPPING_ADDRESSES - before);
    const refused = attempts.find((res) => res.statusCode === 409)!;
    expect(refused.json()).toMatchObject({ display_code: 'USER-ADDRESS-LIMIT' });
    expect(refused.json().display_message).toContain('10件');
    const book = (await call('GET', '/api/user/address', owner)).json();
    expect(book.shipping_addresses).toHaveLength(MAX_SHIPPING_ADDRESSES);
    // A row written past the service is refused by the table itself.
    await expect(
      t.deps.db.insert(memberAddresses).values({
        memberId: ownerId,
        slot: MAX_SHIPPING_ADDRESSES + 1,
        fullName: 'x',
        zipCode: '1000001',
        prefectureId: '13',
        address1: 'x',
        tel: '0900000000',
      }),
    ).rejects.toThrow();
  });

  it('is for members only', async () => {
    const guest = await t.tokenFor('guest', '1');
    expect((await call('GET', '/api/user/address', guest)).statusCode).toBe(403);
  });
});

import type { StudioCategory, StudioPrice, StudioSubCategory } from '@omoide/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorJson, fakeApi, json } from '@/shared/auth/test-api';
import { initI18n } from '@/shared/i18n/i18n';
import { renderStudio } from '../../test/render-studio';
import { fromLocalInput } from './period-form';

const me = (role: 'owner' | 'staff' | 'support') => ({
  id: 1,
  email: 'kana@studio.jp',
  name: 'Kana',
  memberships: [{ organization_id: 7, organization_name: 'さくら幼稚園', role }],
});
const event = { id: 31, name: '運動会 2026', currency_type_id: 1 };
const noPeriod = {
  expired_time_t: null,
  expired_append_cost_in_tax: 0,
  discount_end_time_t: null,
  discount_cost_in_tax: 0,
};
const sub = (id: number, parent_id: number, name: string, photo_count: number): StudioSubCategory => ({
  id,
  parent_id,
  name,
  name_lang: { ja: '', hant: '', vi: '' },
  sort_order: 0,
  photo_count,
  long_run_sub_info: noPeriod,
});

/** A small catalogue API over an in-memory tree, answering like the server. */
function catalogueApi(role: 'owner' | 'staff' | 'support' = 'staff') {
  let nextId = 100;
  let tree: StudioCategory[] = [
    { ...sub(1, 0, 'かけっこ', 0), parent_id: null, sub_categories: [sub(11, 1, '年少組', 12)] },
    { ...sub(2, 0, 'ダンス', 0), parent_id: null, sub_categories: [] },
  ];
  let paidOrders = 0;
  let prices: StudioPrice[] = [
    { price_type_id: 1, size_id: 1, unit_price: 500 },
    { price_type_id: 2, size_id: 2, unit_price: 300 },
  ];
  const answer = () => json(200, { event, categories: tree, cheapest_price: 300 });
  const all = () => tree.flatMap((c) => [c, ...c.sub_categories]);
  const api = fakeApi({
    'GET /api/studio/me': () => json(200, me(role)),
    'GET /api/studio/events/31/categories': answer,
    'POST /api/studio/events/31/categories': ({ body }) => {
      const b = body as { name: string; parent_id: number | null };
      const created = { ...sub(nextId++, 0, b.name, 0), parent_id: b.parent_id, sub_categories: [] };
      if (b.parent_id === null) tree = [...tree, created];
      else tree.find((c) => c.id === b.parent_id)!.sub_categories.push(created);
      return json(201, created);
    },
    'PUT /api/studio/events/31/category_order': ({ body }) => {
      const ids = (body as { category_ids: number[] }).category_ids;
      tree = ids.map((id) => tree.find((c) => c.id === id)!);
      return answer();
    },
    'PATCH /api/studio/categories/11': ({ body }) => {
      Object.assign(tree[0]!.sub_categories[0]!, body);
      return json(200, { ...tree[0]!.sub_categories[0], sub_categories: [] });
    },
    'PUT /api/studio/categories/11/period': ({ body }) => {
      tree[0]!.sub_categories[0]!.long_run_sub_info = body as typeof noPeriod;
      return json(200, { ...tree[0]!.sub_categories[0], sub_categories: [] });
    },
    'DELETE /api/studio/categories/1': () =>
      errorJson(409, 'STUDIO-CATEGORY-NOT-EMPTY', {
        ja: 'このカテゴリには写真・動画が12件あるため削除できません。',
        'en-US': 'This category still holds 12 photos.',
      }),
    'DELETE /api/studio/categories/2': () => {
      tree = tree.filter((c) => c.id !== 2);
      return new Response(null, { status: 204 });
    },
    'GET /api/studio/events/31/prices': () =>
      json(200, { event, prices, largest_discount: 100, paid_orders: paidOrders }),
    'PUT /api/studio/events/31/prices': ({ body }) => {
      prices = (body as { prices: { size_id: number; unit_price: number }[] }).prices.map((p) => ({
        price_type_id: p.size_id === 1 || p.size_id === 21 ? 1 : 2,
        ...p,
      }));
      return json(200, { event, prices, largest_discount: 100, paid_orders: paidOrders });
    },
  });
  const setPaidOrders = (n: number) => {
    paidOrders = n;
  };
  return { api, all, setPaidOrders };
}

beforeEach(async () => {
  localStorage.clear();
  localStorage.setItem('studioJwt', JSON.stringify({ token: 'op-token', expires_t: 4_102_444_800 }));
  await act(() => initI18n('ja'));
});
afterEach(() => vi.unstubAllGlobals());

const type = (label: string | RegExp, value: string, scope: HTMLElement = document.body) =>
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });

describe('categories page', () => {
  it('names the event, links back to it, and adds a category and a sub-category', async () => {
    const { api } = catalogueApi();
    renderStudio('/studio/events/31/categories');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'カテゴリ — 運動会 2026' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: '← 運動会 2026 に戻る' }).getAttribute('href')).toBe(
      '/studio/events/31',
    );
    expect(screen.getByText('写真・動画 12件 ・ 購入期間の設定なし')).toBeTruthy();

    const add = screen.getByRole('form', { name: 'カテゴリを追加' });
    fireEvent.click(within(add).getByRole('button', { name: '追加' }));
    expect(await within(add).findByText('名前を入力してください。')).toBeTruthy();
    type('名前（基本）', 'Relay', add);
    type(/^名前（日本語）/, 'リレー', add);
    fireEvent.click(within(add).getByRole('button', { name: '追加' }));
    expect(await screen.findByText('「Relay」を追加しました。')).toBeTruthy();
    expect(api.bodyOf('POST /api/studio/events/31/categories')).toEqual({
      name: 'Relay',
      name_lang: { ja: 'リレー', hant: '', vi: '' },
      parent_id: null,
    });

    fireEvent.click(screen.getByRole('button', { name: '「ダンス」にサブカテゴリを追加' }));
    const addSub = screen.getByRole('form', { name: '「ダンス」にサブカテゴリを追加' });
    type('名前（基本）', '年長組', addSub);
    fireEvent.click(within(addSub).getByRole('button', { name: '追加' }));
    await screen.findByText('「年長組」を追加しました。');
    expect(api.bodyOf('POST /api/studio/events/31/categories', 1)).toMatchObject({
      name: '年長組',
      parent_id: 2,
    });
    expect(await screen.findByRole('heading', { level: 3, name: '年長組' })).toBeTruthy();
  });

  it('renames per language, reorders, and deletes, showing the server’s refusal', async () => {
    const { api } = catalogueApi('owner');
    renderStudio('/studio/events/31/categories');
    fireEvent.click(await screen.findByRole('button', { name: '「年少組」の名前を変更' }, { timeout: 5000 }));
    let form = screen.getByRole('form', { name: '「年少組」の名前を変更' });
    // The inline form takes the focus, and Escape closes it.
    expect(document.activeElement).toBe(within(form).getByLabelText('名前（基本）'));
    fireEvent.keyDown(form, { key: 'Escape' });
    expect(screen.queryByRole('form', { name: '「年少組」の名前を変更' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '「年少組」の名前を変更' }));
    form = screen.getByRole('form', { name: '「年少組」の名前を変更' });
    type('名前（基本）', 'Youngest', form);
    type(/^名前（繁體中文）/, '小班', form);
    fireEvent.click(within(form).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('名前を「Youngest」に変更しました。')).toBeTruthy();
    expect(api.bodyOf('PATCH /api/studio/categories/11')).toEqual({
      name: 'Youngest',
      name_lang: { ja: '', hant: '小班', vi: '' },
    });

    expect(
      (screen.getByRole('button', { name: '「かけっこ」を一つ上へ' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '「かけっこ」を一つ下へ' }));
    await screen.findByText('並び順を保存しました。購入者の画面にもすぐ反映されます。');
    expect(api.bodyOf('PUT /api/studio/events/31/category_order')).toEqual({
      parent_id: null,
      category_ids: [2, 1],
    });
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings.indexOf('ダンス')).toBeLessThan(headings.indexOf('かけっこ'));

    fireEvent.click(screen.getByRole('button', { name: '「かけっこ」を削除' }));
    fireEvent.click(await screen.findByRole('button', { name: '削除' }));
    expect(await screen.findByText('このカテゴリには写真・動画が12件あるため削除できません。')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '「ダンス」を削除' }));
    fireEvent.click(await screen.findByRole('button', { name: '削除' }));
    expect(await screen.findByText('「ダンス」を削除しました。')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('heading', { level: 2, name: 'ダンス' })).toBeNull());
  });

  it('sets a purchase period: mistakes shown by their fields, an example of what a parent pays', async () => {
    const { api } = catalogueApi();
    renderStudio('/studio/events/31/categories');
    fireEvent.click(await screen.findByRole('button', { name: '「年少組」の購入期間' }, { timeout: 5000 }));
    const form = screen.getByRole('form', { name: '「年少組」の購入期間' });
    type(/^割引終了日時/, '2026-12-20T10:00', form);
    type(/^購入期限/, '2026-12-10T10:00', form);
    type(/早期割引/, '400', form);
    type(/期限後の追加料金/, '1.5', form);
    fireEvent.click(within(form).getByRole('button', { name: '購入期間を保存' }));
    expect(await within(form).findByText('割引終了日時は購入期限より前にしてください。')).toBeTruthy();
    expect(within(form).getByText('割引額は最も安い価格（300）以下にしてください。')).toBeTruthy();
    expect(within(form).getByText('0以上の整数で入力してください（小数点・記号なし）。')).toBeTruthy();
    expect(api.calls()).not.toContain('PUT /api/studio/categories/11/period');

    type(/^割引終了日時/, '2026-12-01T10:00', form);
    type(/早期割引/, '100', form);
    type(/期限後の追加料金/, '200', form);
    // Two of the cheapest item (¥300): ¥400 with the discount, ¥600, ¥1,000 after the deadline.
    const example = within(form).getByText(/保護者が/).parentElement!;
    expect(example.textContent).toContain('￥400');
    expect(example.textContent).toContain('通常：￥600');
    expect(example.textContent).toContain('￥1,000');
    fireEvent.click(within(form).getByRole('button', { name: '購入期間を保存' }));
    expect(await screen.findByText('「年少組」の購入期間を保存しました。')).toBeTruthy();
    expect(api.bodyOf('PUT /api/studio/categories/11/period')).toEqual({
      expired_time_t: fromLocalInput('2026-12-10T10:00'),
      expired_append_cost_in_tax: 200,
      discount_end_time_t: fromLocalInput('2026-12-01T10:00'),
      discount_cost_in_tax: 100,
    });
  });

  it('is not open to support', async () => {
    catalogueApi('support');
    const router = renderStudio('/studio/events/31/categories');
    await waitFor(() => expect(router.state.location.pathname).toBe('/studio'), { timeout: 5000 });
  });
});

describe('prices page', () => {
  it('sets each size’s price in the event’s currency; empty is not sold; orders keep their prices', async () => {
    const { api } = catalogueApi('owner');
    renderStudio('/studio/events/31/prices');
    expect(
      await screen.findByRole('heading', { level: 1, name: '価格表 — 運動会 2026' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: '← 運動会 2026 に戻る' }).getAttribute('href')).toBe(
      '/studio/events/31',
    );
    expect(screen.getByText(/すでに受けた注文の金額は変わりません/)).toBeTruthy();
    const download = screen.getByLabelText('ダウンロード（円）') as HTMLInputElement;
    expect(download.value).toBe('500');
    expect((screen.getByLabelText('ワイド四切（円）') as HTMLInputElement).value).toBe('');

    type('ワイド四切（円）', '1.5');
    type('L判（円）', '50');
    fireEvent.click(screen.getByRole('button', { name: '価格を保存' }));
    expect(await screen.findByText('0以上の整数で入力してください（小数点・記号なし）。')).toBeTruthy();
    expect(screen.getByText('早期割引（￥100）より低い価格は設定できません。')).toBeTruthy();
    expect(api.calls()).not.toContain('PUT /api/studio/events/31/prices');

    type('ワイド四切（円）', '1500');
    type('L判（円）', '');
    type('動画ダウンロード（円）', '800');
    fireEvent.click(screen.getByRole('button', { name: '価格を保存' }));
    expect(await screen.findByText('価格を保存しました。')).toBeTruthy();
    expect(api.bodyOf('PUT /api/studio/events/31/prices')).toEqual({
      prices: [
        { size_id: 1, unit_price: 500 },
        { size_id: 11, unit_price: 1500 },
        { size_id: 21, unit_price: 800 },
      ],
      confirm: false,
    });
  });

  it('asks to confirm a change when the event has paid orders (issue 29)', async () => {
    const { api, setPaidOrders } = catalogueApi('owner');
    setPaidOrders(3);
    const confirm = vi.fn().mockReturnValueOnce(false).mockReturnValueOnce(true);
    vi.stubGlobal('confirm', confirm);
    renderStudio('/studio/events/31/prices');
    await screen.findByRole('heading', { level: 1, name: '価格表 — 運動会 2026' }, { timeout: 5000 });
    type('L判（円）', '400');
    fireEvent.click(screen.getByRole('button', { name: '価格を保存' }));
    expect(confirm).toHaveBeenCalledWith(expect.stringContaining('支払い済みの注文が3件'));
    expect(api.calls()).not.toContain('PUT /api/studio/events/31/prices');
    fireEvent.click(screen.getByRole('button', { name: '価格を保存' }));
    expect(await screen.findByText('価格を保存しました。')).toBeTruthy();
    expect(api.bodyOf('PUT /api/studio/events/31/prices')).toMatchObject({ confirm: true });
  });

  it('shows staff the prices without letting them change them', async () => {
    catalogueApi('staff');
    renderStudio('/studio/events/31/prices');
    await screen.findByRole('heading', { level: 1, name: '価格表 — 運動会 2026' }, { timeout: 5000 });
    expect((screen.getByLabelText('ダウンロード（円）') as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: '価格を保存' })).toBeNull();
    expect(screen.getByText(/価格の変更はオーナー/)).toBeTruthy();
  });
});

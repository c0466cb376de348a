import type { StudioOrderDetail, StudioOrderSummary } from '@omoide/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorJson, type FakeRoute, fakeApi, json } from '@/shared/auth/test-api';
import { initI18n } from '@/shared/i18n/i18n';
import { renderStudio } from '../../test/render-studio';

const me = (role: 'owner' | 'staff' | 'support') => ({
  id: 1,
  email: 'kana@studio.jp',
  name: 'Kana',
  memberships: [{ organization_id: 7, organization_name: 'さくら幼稚園', role }],
});

const summary = (order_id: number, extra: Partial<StudioOrderSummary> = {}): StudioOrderSummary => ({
  order_id,
  order_code: `CODE${order_id}`,
  created_t: 1_780_000_000,
  buyer_kind: 'member',
  buyer_email: `parent${order_id}@example.jp`,
  event_id: 31,
  event_name: '運動会 2026',
  payment_type: 'credit_card',
  total_in_tax: 3300,
  currency_type_id: 1,
  status: 'paid',
  refund_pending: false,
  ...extra,
});

const detail = (extra: Partial<StudioOrderDetail> = {}): StudioOrderDetail => ({
  order_id: 501,
  order_code: 'CODE501',
  organization_id: 7,
  status: 'paid',
  refund_pending: false,
  created_t: 1_780_000_000,
  paid_t: 1_780_000_060,
  event_id: 31,
  event_name: '運動会 2026',
  currency_type_id: 1,
  totals: {
    data_subtotal_in_tax: 1100,
    print_subtotal_in_tax: 2200,
    extra_cost_in_tax: 0,
    discount_in_tax: 0,
    shipping_fee_in_tax: 0,
    total_in_tax: 3300,
  },
  buyer: { kind: 'member', email: 'parent@example.jp', language: 'ja' },
  home_address: {
    full_name: '山田 花子',
    full_name_kana: '',
    line: '〒104-0061 東京都 中央区銀座1-2-3',
    tel: '0312345678',
  },
  shipping_address: null,
  shipping_type_id: 1,
  children: [],
  payment: {
    payment_type: 'credit_card',
    card_brand: 'visa',
    card_last4: '4242',
    cvs_slip: null,
    failure_code: null,
  },
  lines: [
    {
      image_item_id: 900,
      thumbnail_url: '/media/abc/thumb.jpg',
      file_name: 'IMG_0001.JPG',
      price_type_name: 'プリント',
      size_name: 'L判',
      quantity: 2,
      unit_price: 1100,
      extra_cost_in_tax: 0,
      discount_in_tax: 0,
      crop: { x: 10, y: 20, width: 800, height: 600 },
    },
  ],
  shipment: null,
  refund: { requested_by: null, reason: null },
  timeline: [
    { at_t: 1_780_000_000, step: 'created', by: { kind: 'buyer', label: 'parent@example.jp' }, detail: null },
    { at_t: 1_780_000_060, step: 'paid', by: { kind: 'provider', label: 'credit_card' }, detail: null },
  ],
  downloads: { total: 3, items: [{ image_item_id: 900, kind: 'original', count: 3, last_t: 1_780_000_100 }] },
  may: { refund: true, cancel: false, over_limit: false },
  ...extra,
});

function ordersApi(role: 'owner' | 'staff' | 'support', extra: Record<string, FakeRoute> = {}) {
  const urls: string[] = [];
  const api = fakeApi({
    'GET /api/studio/me': () => json(200, me(role)),
    'GET /api/studio/organizations/7/orders': ({ url }) => {
      urls.push(url);
      const next = new URL(url, 'http://localhost').searchParams.get('next_index');
      return json(200, {
        orders: next ? [summary(3)] : [summary(1), summary(2, { buyer_kind: 'guest', refund_pending: true })],
        events: [
          { event_id: 31, name: '運動会 2026' },
          { event_id: 32, name: '卒園式' },
        ],
        next_page: !next,
        next_index: next ? null : 50,
      });
    },
    'GET /api/studio/orders/501': () => json(200, detail()),
    ...extra,
  });
  return { api, urls };
}

beforeEach(async () => {
  localStorage.clear();
  localStorage.setItem('studioJwt', JSON.stringify({ token: 'op-token', expires_t: 4_102_444_800 }));
  await act(() => initI18n('ja'));
});
afterEach(() => vi.unstubAllGlobals());

describe('orders page', () => {
  it('lists the orders with their columns, and support finds it in the menu', async () => {
    const { api } = ordersApi('support');
    renderStudio('/studio/orders');
    const link = await screen.findByRole('link', { name: 'CODE1' }, { timeout: 5000 });
    expect(link.getAttribute('href')).toBe('/studio/orders/1');
    const cells = within(screen.getByRole('row', { name: /CODE2/ })).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual([
      'CODE2',
      expect.stringMatching(/2026/),
      'parent2@example.jpゲスト',
      '運動会 2026',
      'クレジットカード',
      '￥3,300',
      '支払い済み返金確認中',
    ]);
    expect(screen.getByRole('link', { name: '注文' })).toBeTruthy();
    expect(api.authOf('GET /api/studio/organizations/7/orders')).toBe('Bearer op-token');
  });

  it('puts the filters into the address and asks the API with them', async () => {
    const { urls } = ordersApi('staff');
    const router = renderStudio('/studio/orders');
    await screen.findByRole('link', { name: 'CODE1' }, { timeout: 5000 });
    fireEvent.change(screen.getByLabelText('状態'), { target: { value: 'refunded' } });
    fireEvent.change(screen.getByLabelText('支払い方法'), { target: { value: 'r_paypay' } });
    fireEvent.change(screen.getByLabelText('イベント'), { target: { value: '32' } });
    fireEvent.change(screen.getByLabelText(/購入者のメールアドレス/), { target: { value: 'parent@' } });
    fireEvent.change(screen.getByLabelText('注文日（から）'), { target: { value: '2026-05-01' } });
    fireEvent.click(screen.getByRole('button', { name: '検索' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?status=refunded&payment_type=r_paypay&event_id=32&from=2026-05-01&email=parent%40',
      ),
    );
    await waitFor(() => expect(urls).toHaveLength(2));
    const query = new URL(urls[1]!, 'http://localhost').searchParams;
    expect(query.get('status')).toBe('refunded');
    expect(query.get('payment_type')).toBe('r_paypay');
    expect(query.get('event_id')).toBe('32');
    expect(query.get('email')).toBe('parent@');
    expect(Number(query.get('from_t'))).toBe(new Date('2026-05-01T00:00:00').getTime() / 1000);
    // Cleared: back to every order.
    fireEvent.click(screen.getByRole('button', { name: '条件をクリア' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('reads the filters of a shared link, and pages on with next_index', async () => {
    const { urls } = ordersApi('owner');
    renderStudio('/studio/orders?status=paid&code=abc&to=2026-05-31&bogus=1&payment_type=cash');
    await screen.findByRole('link', { name: 'CODE1' }, { timeout: 5000 });
    expect((screen.getByLabelText('状態') as HTMLSelectElement).value).toBe('paid');
    expect((screen.getByLabelText('注文番号') as HTMLInputElement).value).toBe('abc');
    const query = new URL(urls[0]!, 'http://localhost').searchParams;
    expect([...query.keys()].sort()).toEqual(['code', 'status', 'to_t']);
    expect(Number(query.get('to_t'))).toBe(new Date('2026-06-01T00:00:00').getTime() / 1000);
    fireEvent.click(screen.getByRole('button', { name: 'さらに表示' }));
    expect(await screen.findByRole('link', { name: 'CODE3' })).toBeTruthy();
    expect(new URL(urls[1]!, 'http://localhost').searchParams.get('next_index')).toBe('50');
    expect(screen.queryByRole('button', { name: 'さらに表示' })).toBeNull();
  });
});

describe('order page', () => {
  it('shows the lines, totals, buyer, payment, history and downloads', async () => {
    ordersApi('staff');
    renderStudio('/studio/orders/501');
    expect(
      await screen.findByRole('heading', { level: 1, name: '注文 CODE501' }, { timeout: 5000 }),
    ).toBeTruthy();
    const line = within(screen.getByRole('table', { name: /注文内容/ })).getAllByRole('row')[1]!;
    expect(within(line).getByRole('img', { name: 'IMG_0001.JPG' }).getAttribute('src')).toBe(
      '/media/abc/thumb.jpg',
    );
    expect(line.textContent).toContain('L判');
    expect(line.textContent).toContain('￥1,100');
    expect(line.textContent).toContain('800×600');
    expect(screen.getByText('visa 末尾 4242')).toBeTruthy();
    const history = screen.getByRole('table', { name: /注文の経緯/ });
    expect(
      within(history)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      expect.stringContaining('出来事'),
      expect.stringMatching(/注文購入者parent@example\.jp$/),
      expect.stringMatching(/支払い完了決済会社credit_card$/),
    ]);
    expect(screen.getByText('合計 3 回')).toBeTruthy();
  });

  it('refunds after the confirm dialog with the amount, a reason required, and says it is done', async () => {
    const refunded = detail({ status: 'refunded', may: { refund: false, cancel: false, over_limit: false } });
    const { api } = ordersApi('staff', {
      'POST /api/studio/orders/501/refund': () => json(200, { outcome: 'refunded', order: refunded }),
    });
    renderStudio('/studio/orders/501');
    fireEvent.click(await screen.findByRole('button', { name: '返金する' }, { timeout: 5000 }));
    const dialog = screen.getByRole('dialog', { name: '注文 CODE501 を返金しますか？' });
    expect(dialog.textContent).toContain('￥3,300 を決済会社を通じて購入者に返金します');
    const confirm = within(dialog).getByRole('button', { name: '￥3,300 を返金する' });
    fireEvent.click(confirm);
    expect(await within(dialog).findByText('理由を入力してください。')).toBeTruthy();
    expect(api.calls()).not.toContain('POST /api/studio/orders/501/refund');
    fireEvent.change(within(dialog).getByLabelText('理由'), { target: { value: '重複購入' } });
    fireEvent.click(confirm);
    expect(await screen.findByText('返金しました。購入者にお知らせメールを送りました。')).toBeTruthy();
    expect(api.bodyOf('POST /api/studio/orders/501/refund')).toEqual({ reason: '重複購入' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getAllByText('返金済み').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: '返金する' })).toBeNull();
  });

  it('tells the operator a lost provider answer is pending and must not be refunded again', async () => {
    const pending = detail({ refund_pending: true });
    ordersApi('owner', {
      'POST /api/studio/orders/501/refund': () => json(200, { outcome: 'refund_pending', order: pending }),
    });
    renderStudio('/studio/orders/501');
    fireEvent.click(await screen.findByRole('button', { name: '返金する' }, { timeout: 5000 }));
    fireEvent.change(screen.getByLabelText('理由'), { target: { value: 'お客さまのご依頼' } });
    fireEvent.click(screen.getByRole('button', { name: '￥3,300 を返金する' }));
    const status = await screen.findByText(/決済会社から返金の結果が届いていません/);
    expect(status.textContent).toContain('自動確認で完了します');
    expect(status.textContent).toContain('もう一度返金したり');
    expect(screen.getAllByText('返金確認中').length).toBeGreaterThan(0);
  });

  it('shows the server’s refusal inside the dialog, and support above its limit gets no refund button', async () => {
    ordersApi('support', {
      'POST /api/studio/orders/501/refund': () =>
        errorJson(403, 'STUDIO-REFUND-LIMIT', { ja: 'サポート担当者が返金できるのは 10,000 JPY までです。' }),
    });
    renderStudio('/studio/orders/501');
    fireEvent.click(await screen.findByRole('button', { name: '返金する' }, { timeout: 5000 }));
    fireEvent.change(screen.getByLabelText('理由'), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: '￥3,300 を返金する' }));
    const dialog = screen.getByRole('dialog');
    expect(
      await within(dialog).findByText('サポート担当者が返金できるのは 10,000 JPY までです。'),
    ).toBeTruthy();
  });

  it('offers no refund above the support limit', async () => {
    const over = detail({ may: { refund: false, cancel: false, over_limit: true } });
    ordersApi('support', { 'GET /api/studio/orders/501': () => json(200, over) });
    renderStudio('/studio/orders/501');
    expect(
      await screen.findByText(/サポート担当者の返金上限を超えています/, {}, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: '返金する' })).toBeNull();
  });

  it('cancels an unpaid order after its dialog', async () => {
    const none = { refund: false, cancel: false, over_limit: false };
    const open = detail({ status: 'pending_payment', may: { ...none, cancel: true } });
    const { api } = ordersApi('support', {
      'GET /api/studio/orders/501': () => json(200, open),
      'POST /api/studio/orders/501/cancel': () =>
        json(200, { outcome: 'cancelled', order: detail({ status: 'cancelled', may: none }) }),
    });
    renderStudio('/studio/orders/501');
    fireEvent.click(await screen.findByRole('button', { name: '注文を取り消す' }, { timeout: 5000 }));
    const dialog = screen.getByRole('dialog', { name: '注文 CODE501 を取り消しますか？' });
    expect(dialog.textContent).toContain('未払いの注文（￥3,300）を取り消します');
    fireEvent.change(within(dialog).getByLabelText('理由'), { target: { value: 'お電話でのご依頼' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '取り消す' }));
    expect(await screen.findByText('注文を取り消しました。')).toBeTruthy();
    expect(api.bodyOf('POST /api/studio/orders/501/cancel')).toEqual({ reason: 'お電話でのご依頼' });
  });
});

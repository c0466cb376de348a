import type { OrderSummary } from '@omoide/contract';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '@/shared/auth/test-api';
import { signInMemberForTest } from '@/shared/auth/test-sessions';
import { closeErrorModal } from '@/shared/errors/error-modal-store';
import { initI18n } from '@/shared/i18n/i18n';
import { renderApp } from '@/test/render-app';
import { ORDER_DETAIL } from './test-fixtures';

const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 3000 });

function summary(id: number): OrderSummary {
  return {
    id,
    order_code: `OM${String(id).padStart(6, '0')}`,
    status: id % 2 ? 'paid' : 'shipped',
    ordered_t: 1_795_132_800 - id * 86_400,
    paid_t: null,
    event_id: 1,
    event_name: `イベント ${id}`,
    currency_type_id: 1,
    total_in_tax: 1000 + id,
    quantity: 2,
  };
}

beforeEach(async () => {
  signInMemberForTest('member-token');
  await act(() => initI18n('ja'));
});

afterEach(() => {
  act(() => closeErrorModal());
  vi.unstubAllGlobals();
});

describe('/history/{orderId}', () => {
  it('shows what a DCC order was charged in the card’s currency (decision 013)', async () => {
    const dcc = {
      quote_id: 'dq_1',
      card_currency: 'USD',
      card_amount: 833,
      card_currency_exponent: 2,
      rate: 0.0069345,
      margin_percent: 3.5,
    };
    fakeApi({
      'GET /api/mypage/order/detail/42': () =>
        json(200, {
          ...ORDER_DETAIL,
          payment: { ...ORDER_DETAIL.payment, payment_type: 'credit_card_dcc', dcc },
        }),
    });
    renderApp('/history/42');
    expect(
      await screen.findByText(
        'カードの通貨でお支払い：$8.33（レート 1 JPY = 0.0069345 USD）',
        {},
        { timeout: 3000 },
      ),
    ).toBeTruthy();
  });

  it.each([
    ['ja', '返金済み'],
    ['hant', '已退款'],
    ['vi', 'Đã hoàn tiền'],
    ['en-US', 'Refunded'],
  ] as const)('shows a refunded order as refunded (%s)', async (locale, text) => {
    await act(() => initI18n(locale));
    fakeApi({ 'GET /api/mypage/order/detail/42': () => json(200, { ...ORDER_DETAIL, status: 'refunded' }) });
    renderApp('/history/42');
    expect(await screen.findByText(text, {}, { timeout: 3000 })).toBeTruthy();
  });

  it.each([
    ['ja', '追跡番号', '配送状況を確認する（配送業者のサイト）', 'ヤマト運輸'],
    ['vi', 'Mã vận đơn', 'Theo dõi bưu kiện (trang của đơn vị vận chuyển)', 'Yamato Transport'],
  ] as const)(
    'shows a shipped order’s carrier, tracking number and tracking link (%s)',
    async (locale, label, link, carrier) => {
      await act(() => initI18n(locale));
      const shipment = {
        carrier: 'yamato',
        tracking_number: '123456789012',
        tracking_url: 'https://toi.kuronekoyamato.co.jp/cgi-bin/tneko?number01=123456789012',
        shipped_t: 1_795_132_800,
      };
      fakeApi({
        'GET /api/mypage/order/detail/42': () => json(200, { ...ORDER_DETAIL, status: 'shipped', shipment }),
      });
      renderApp('/history/42');
      const parcel = await screen.findByTestId('shipment', {}, { timeout: 3000 });
      expect(within(parcel).getByText(label)).toBeTruthy();
      expect(within(parcel).getByText(carrier)).toBeTruthy();
      expect(within(parcel).getByTestId('tracking-number').textContent).toBe('123456789012');
      const track = within(parcel).getByRole('link', { name: link });
      expect(track.getAttribute('href')).toBe(shipment.tracking_url);
      expect(track.getAttribute('target')).toBe('_blank');
    },
  );

  it('says an order in production is being made, without a parcel yet', async () => {
    fakeApi({
      'GET /api/mypage/order/detail/42': () =>
        json(200, { ...ORDER_DETAIL, status: 'in_production', shipment: null }),
    });
    renderApp('/history/42');
    expect(
      await screen.findByText(
        'プリントを制作しています。発送したらメールでお知らせします。',
        {},
        { timeout: 3000 },
      ),
    ).toBeTruthy();
    expect(screen.queryByTestId('shipment')).toBeNull();
  });

  it('shows the order as placed: status, date, photos with sizes, totals, address and card', async () => {
    fakeApi({ 'GET /api/mypage/order/detail/42': () => json(200, ORDER_DETAIL) });
    renderApp('/history/42');
    await heading('注文詳細');
    expect(await screen.findByText('お支払い済み')).toBeTruthy();
    expect(screen.getByText('OM7K2QX9')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '2026 秋の運動会' })).toBeTruthy();
    expect(screen.getByText('2026年11月20日')).toBeTruthy();
    const photo = screen.getByRole('img', { name: '写真 11' });
    expect(photo.getAttribute('src')).toBe('/media/11/thumb.jpg');
    // One photo, its download first, then its print (receipt order, spec §9).
    const lines = within(photo.closest('li') as HTMLElement).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      expect.stringContaining('ダウンロード'),
      expect.stringContaining('L判'),
    ]);
    expect(lines[1]?.textContent).toContain('×2');
    expect(screen.getByText('送料（全国一律）')).toBeTruthy();
    expect(screen.getByText('合計').nextElementSibling?.textContent).toContain('1,200');
    expect(screen.getByText('〒150-0041')).toBeTruthy();
    expect(screen.getByText('ご注文者の住所へお届けします')).toBeTruthy();
    expect(screen.getByText('VISA 下4桁 1111')).toBeTruthy();
    expect(screen.getByRole('link', { name: /写真をダウンロード/ }).getAttribute('href')).toBe(
      '/history/42/download',
    );
  });
});

describe('/history', () => {
  it('lists the member’s orders ten at a time, with more on request', async () => {
    const api = fakeApi({
      'GET /api/mypage/order/list': ({ url }) => {
        const index = Number(new URL(url, 'http://localhost').searchParams.get('index'));
        const ids = index === 0 ? Array.from({ length: 10 }, (_, i) => i + 1) : [11, 12];
        return json(200, {
          next_page: index === 0,
          next_index: index === 0 ? 10 : null,
          data: ids.map(summary),
        });
      },
    });
    renderApp('/history');
    await heading('注文履歴');
    const list = await screen.findByRole('list', { name: '注文履歴' });
    expect(within(list).getAllByRole('link')).toHaveLength(10);
    expect(within(list).getAllByRole('link')[0]?.getAttribute('href')).toBe('/history/1');
    fireEvent.click(screen.getByRole('button', { name: 'さらに表示' }));
    expect(await screen.findByText('イベント 12')).toBeTruthy();
    expect(within(list).getAllByRole('link')).toHaveLength(12);
    expect(screen.queryByRole('button', { name: 'さらに表示' })).toBeNull();
    expect(api.calls().filter((call) => call.includes('/order/list'))).toHaveLength(2);
  });

  it('says when there is no order yet', async () => {
    fakeApi({
      'GET /api/mypage/order/list': () => json(200, { next_page: false, next_index: null, data: [] }),
    });
    renderApp('/history');
    expect(await screen.findByText('まだご注文はありません。')).toBeTruthy();
  });
});

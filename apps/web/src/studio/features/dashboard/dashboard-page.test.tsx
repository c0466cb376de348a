import type { StudioDashboard } from '@omoide/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '@/shared/auth/test-api';
import { initI18n } from '@/shared/i18n/i18n';
import { renderStudio } from '../../test/render-studio';

const me = (role: 'owner' | 'staff' | 'support') => ({
  id: 1,
  email: 'kana@studio.jp',
  name: 'Kana',
  memberships: [{ organization_id: 7, organization_name: 'さくら幼稚園', role }],
});

const japanDay = (day: string) => Date.parse(`${day}T00:00:00+09:00`) / 1000;

const figures: StudioDashboard = {
  from_t: japanDay('2026-05-11'),
  to_t: japanDay('2026-05-14'),
  time_zone: 'Asia/Tokyo',
  sales_by_day: [
    {
      day: '2026-05-11',
      currency_type_id: 1,
      orders: 2,
      amount: 4400,
      refunded_orders: 0,
      refunded_amount: 0,
    },
    {
      day: '2026-05-12',
      currency_type_id: 1,
      orders: 0,
      amount: 0,
      refunded_orders: 1,
      refunded_amount: 1100,
    },
    {
      day: '2026-05-12',
      currency_type_id: 3,
      orders: 1,
      amount: 500,
      refunded_orders: 0,
      refunded_amount: 0,
    },
  ],
  sales_by_event: [
    {
      event_id: 31,
      event_name: '運動会 2026',
      currency_type_id: 1,
      orders: 2,
      amount: 4400,
      refunded_orders: 1,
      refunded_amount: 1100,
    },
    {
      event_id: 32,
      event_name: '畢業典禮',
      currency_type_id: 3,
      orders: 1,
      amount: 500,
      refunded_orders: 0,
      refunded_amount: 0,
    },
  ],
  lines_by_type: [
    { currency_type_id: 1, price_type_id: 1, lines: 1, quantity: 1, amount: 1100 },
    { currency_type_id: 1, price_type_id: 2, lines: 3, quantity: 3, amount: 3300 },
    { currency_type_id: 3, price_type_id: 1, lines: 1, quantity: 1, amount: 500 },
  ],
  payment_types: [
    { currency_type_id: 1, payment_type: 'credit_card', orders: 1, amount: 3300 },
    { currency_type_id: 1, payment_type: 'r_paypay', orders: 1, amount: 1100 },
    { currency_type_id: 3, payment_type: 'tw_credit_card', orders: 1, amount: 500 },
  ],
  downloads: { orders_with_data: 2, orders_downloaded: 1, originals: 3, movies: 0, zips: 1 },
  faces: { children_with_faces: 4, children_matched: 2, confirmed: 5, rejected: 1 },
};

function dashboardApi(role: 'owner' | 'staff' | 'support') {
  const urls: string[] = [];
  const api = fakeApi({
    'GET /api/studio/me': () => json(200, me(role)),
    'GET /api/studio/organizations/7/dashboard': ({ url }) => {
      urls.push(url);
      return json(200, figures);
    },
    'GET /api/studio/organizations/7/dashboard.csv': () =>
      new Response('\uFEFF区分,項目\r\n', { status: 200, headers: { 'content-type': 'text/csv' } }),
  });
  return { api, urls };
}

beforeEach(async () => {
  localStorage.clear();
  localStorage.setItem('studioJwt', JSON.stringify({ token: 'op-token', expires_t: 4_102_444_800 }));
  await act(() => initI18n('ja'));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('dashboard page', () => {
  it('shows the figures per currency, with each chart’s figures as a table', async () => {
    const { api, urls } = dashboardApi('support');
    renderStudio('/studio/dashboard?from=2026-05-11&to=2026-05-13');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'ダッシュボード' }, { timeout: 5000 }),
    ).toBeTruthy();
    // The menu's first item after home, for support too.
    const nav = within(screen.getByRole('navigation'));
    expect(
      nav
        .getAllByRole('link')
        .map((link) => link.textContent)
        .slice(0, 2),
    ).toEqual(['ホーム', 'ダッシュボード']);
    const query = new URL(urls[0]!, 'http://localhost').searchParams;
    expect(Number(query.get('from_t'))).toBe(japanDay('2026-05-11'));
    expect(Number(query.get('to_t'))).toBe(japanDay('2026-05-14'));
    expect(api.authOf('GET /api/studio/organizations/7/dashboard')).toBe('Bearer op-token');

    await screen.findByRole('heading', { level: 3, name: '売上（JPY）' });
    const yen = screen.getByRole('heading', { level: 3, name: '売上（JPY）' }).parentElement!;
    expect(yen.textContent).toBe('売上（JPY）￥4,400注文 2 件返金 1 件・￥1,100');
    expect(screen.getByRole('heading', { level: 3, name: '売上（TWD）' })).toBeTruthy();
    expect(screen.getByText('データを含む注文 2 件のうち 1 件がダウンロード済み')).toBeTruthy();

    // The charts arrive lazily (recharts is a chunk of its own), one per figure and currency.
    await waitFor(() => expect(document.querySelectorAll('.recharts-responsive-container')).toHaveLength(8), {
      timeout: 5000,
    });
    const perDay = screen.getByRole('table', { name: '日別売上（JPY）' });
    expect(perDay.closest('details')).toBeTruthy();
    const rows = within(perDay)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      '日付注文数売上（税込）返金数返金額',
      '2026-05-112￥4,4000￥0',
      '2026-05-120￥01￥1,100',
    ]);
    const events = within(screen.getByRole('table', { name: 'イベント別売上（TWD）' })).getAllByRole('row');
    expect(events[1]?.textContent).toContain('畢業典禮');
    const payments = within(screen.getByRole('table', { name: '支払い方法（JPY）' })).getAllByRole('row');
    expect(payments.map((row) => row.textContent)).toContain('PayPay1￥1,100');
    const types = within(screen.getByRole('table', { name: 'ダウンロードとプリント（JPY）' })).getAllByRole(
      'row',
    );
    expect(types.map((row) => row.textContent)).toContain('プリント3￥3,300');
  });

  it('downloads the CSV of the period with the studio token', async () => {
    const saved: string[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:csv', revokeObjectURL: () => {} }),
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { api } = dashboardApi('owner');
    renderStudio('/studio/dashboard?from=2026-05-11&to=2026-05-13');
    fireEvent.click(await screen.findByRole('button', { name: 'CSVをダウンロード' }, { timeout: 5000 }));
    await waitFor(() => expect(saved).toEqual(['dashboard-2026-05-11-2026-05-13.csv']));
    expect(api.authOf('GET /api/studio/organizations/7/dashboard.csv')).toBe('Bearer op-token');
    const call = api.fetch.mock.calls.find(([input]) => String(input).includes('dashboard.csv'));
    expect(String(call?.[0])).toBe(
      `/api/studio/organizations/7/dashboard.csv?from_t=${japanDay('2026-05-11')}&to_t=${japanDay('2026-05-14')}`,
    );
  });

  it('changes the period in the address, and refuses a custom one that ends before it starts', async () => {
    const { urls } = dashboardApi('owner');
    const router = renderStudio('/studio/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'ダッシュボード' }, { timeout: 5000 });
    expect(screen.getByRole('radio', { name: '過去30日間' })).toHaveProperty('checked', true);
    fireEvent.click(screen.getByRole('radio', { name: '過去7日間' }));
    await waitFor(() => expect(router.state.location.search).toBe('?days=7'));
    await waitFor(() => expect(urls).toHaveLength(2));
    const week = new URL(urls[1]!, 'http://localhost').searchParams;
    expect(Number(week.get('to_t')) - Number(week.get('from_t'))).toBe(7 * 86_400);

    fireEvent.click(screen.getByRole('radio', { name: '期間を指定' }));
    fireEvent.change(screen.getByLabelText(/開始日/), { target: { value: '2026-05-13' } });
    fireEvent.change(screen.getByLabelText(/終了日/), { target: { value: '2026-05-11' } });
    fireEvent.click(screen.getByRole('button', { name: '表示' }));
    expect(await screen.findByText('開始日は終了日以前の日付にしてください。')).toBeTruthy();
    expect(router.state.location.search).toBe('?days=7');
  });

  it('is not for staff: no menu item, and the address leads home', async () => {
    dashboardApi('staff');
    const router = renderStudio('/studio/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/studio'), { timeout: 5000 });
    expect(screen.queryByRole('link', { name: 'ダッシュボード' })).toBeNull();
  });
});

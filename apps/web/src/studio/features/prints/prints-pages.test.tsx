import type { Carrier, PrintEvent, PrintOrder, PrintOrderState } from '@omoide/contract';
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

const event = (event_id: number, name: string, shipping_type_id: number, paid: number): PrintEvent => ({
  event_id,
  name,
  event_date: '2026-05-10',
  shipping_type_id,
  counts: { paid, in_production: 1, shipped: 4 },
});
const sportsDay = event(31, '運動会 2026', 1, 2);
const graduation = event(32, '卒園式', 2, 1);

const order = (order_id: number, status: PrintOrderState): PrintOrder => ({
  order_id,
  order_code: `ORD-${order_id}`,
  status,
  paid_t: 1_780_000_000 + order_id,
  buyer_name: `Buyer ${order_id}`,
  ship_to: '〒150-0001 東京都渋谷区神宮前1-1-1',
  tel: '03-1234-5678',
  children: order_id === 102 ? [{ class_name: 'ひまわり組', child_name: 'はると' }] : [],
  lines: [
    { image_item_id: 900, file_name: `IMG_${order_id}.jpg`, size_name: 'L判', quantity: 2 },
    { image_item_id: 901, file_name: null, size_name: '2L判', quantity: 1 },
  ].map((line) => ({
    ...line,
    size_id: 1,
    crop: order_id === 101 ? { x: 0, y: 0, width: 8, height: 6 } : null,
  })),
  shipment: null,
});

/** A small fulfilment API over a list of orders, answering each state filter like the server. */
function fulfilmentApi(
  role: 'owner' | 'staff' | 'support',
  initial: PrintOrder[],
  events = [sportsDay],
  extra: Record<string, FakeRoute> = {},
) {
  let orders = initial;
  const urls: string[] = [];
  const replace = (next: PrintOrder) => {
    orders = orders.map((o) => (o.order_id === next.order_id ? next : o));
    return next;
  };
  const api = fakeApi({
    'GET /api/studio/me': () => json(200, me(role)),
    'GET /api/studio/organizations/7/print_events': () => json(200, { events }),
    'GET /api/studio/events/31/print_orders': ({ url }) => {
      urls.push(url);
      const status = new URL(url, 'http://localhost').searchParams.get('status');
      return json(200, { orders: orders.filter((o) => !status || o.status === status) });
    },
    'POST /api/studio/orders/101/in_production': () =>
      json(200, replace({ ...orders.find((o) => o.order_id === 101)!, status: 'in_production' })),
    // Like the server: the number kept without hyphens, and the order shipped.
    'POST /api/studio/orders/102/shipment': ({ body }) => {
      const { carrier, tracking_number } = body as { carrier: Carrier; tracking_number: string };
      const number = tracking_number.replace(/-/g, '');
      const shipment = { carrier, tracking_number: number, tracking_url: null, shipped_t: 1_780_100_000 };
      return json(200, replace({ ...orders.find((o) => o.order_id === 102)!, status: 'shipped', shipment }));
    },
    'POST /api/studio/orders/101/shipment': () =>
      errorJson(400, 'FUL-400', {
        ja: 'この配送方法では追跡番号が必要です。',
        'en-US': 'Tracking required.',
      }),
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

const typeNumber = (value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: /追跡番号/ }), { target: { value } });

describe('print events page', () => {
  it('lists the events with prints, their delivery and counts, each linking to its orders', async () => {
    const { api } = fulfilmentApi('staff', [], [sportsDay, graduation]);
    renderStudio('/studio/prints');
    const link = await screen.findByRole('link', { name: '運動会 2026' }, { timeout: 5000 });
    expect(link.getAttribute('href')).toBe('/studio/prints/31');
    expect(screen.getByRole('link', { name: '卒園式' }).getAttribute('href')).toBe('/studio/prints/32');
    const table = screen.getByRole('table', { name: 'プリント注文のあるイベント' });
    const row = within(table).getByRole('row', { name: /運動会 2026/ });
    const cells = within(row).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual([
      '2026年5月10日',
      '購入者へ個別配送',
      '2',
      '1',
      '4',
    ]);
    expect(within(table).getByRole('row', { name: /卒園式/ }).textContent).toContain('学校・園へ一括配送');
    // Staff see the page in the menu, and the operator's token was sent.
    expect(screen.getByRole('link', { name: 'プリント発送' })).toBeTruthy();
    expect(api.authOf('GET /api/studio/organizations/7/print_events')).toBe('Bearer op-token');
  });

  it('says so when no event has print orders', async () => {
    fulfilmentApi('owner', [], []);
    renderStudio('/studio/prints');
    const empty = 'プリントの支払い済み注文があるイベントはまだありません。';
    expect(await screen.findByText(empty, {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('is neither in the menu nor open for a support operator', async () => {
    const { api } = fulfilmentApi('support', []);
    const router = renderStudio('/studio/prints');
    await waitFor(() => expect(router.state.location.pathname).toBe('/studio'), { timeout: 5000 });
    expect(await screen.findByRole('link', { name: 'ホーム' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'プリント発送' })).toBeNull();
    expect(api.calls()).not.toContain('GET /api/studio/organizations/7/print_events');
  });
});

describe('print orders page', () => {
  it('filters the orders by state through the address', async () => {
    const { urls } = fulfilmentApi('staff', [order(101, 'paid'), order(102, 'in_production')]);
    const router = renderStudio('/studio/prints/31');
    await screen.findByRole('heading', { level: 1, name: '運動会 2026' }, { timeout: 5000 });
    expect(await screen.findByText('ORD-101')).toBeTruthy();
    expect(screen.queryByText('ORD-102')).toBeNull();
    expect(urls).toEqual(['/api/studio/events/31/print_orders?status=paid']);
    // The counts of the event are on the segments; the current one is marked.
    const filter = screen.getByRole('navigation', { name: '状態で絞り込む' });
    const current = await within(filter).findByRole('link', { name: '制作待ち 2' });
    expect(current.getAttribute('aria-current')).toBe('page');

    fireEvent.click(within(filter).getByRole('link', { name: '制作中 1' }));
    expect(await screen.findByText('ORD-102')).toBeTruthy();
    expect(screen.queryByText('ORD-101')).toBeNull();
    expect(router.state.location.search).toBe('?status=in_production');
    expect(urls.at(-1)).toBe('/api/studio/events/31/print_orders?status=in_production');

    fireEvent.click(within(filter).getByRole('link', { name: 'すべて 7' }));
    expect(await screen.findByText('ORD-101')).toBeTruthy();
    expect(screen.getByText('ORD-102')).toBeTruthy();
    expect(urls.at(-1)).toBe('/api/studio/events/31/print_orders');
    // Lines name the file, the size and quantity, and a trim.
    const row = screen.getByRole('row', { name: /ORD-101/ });
    expect(row.textContent).toContain('IMG_101.jpg');
    expect(row.textContent).toContain('L判 × 2枚');
    expect(row.textContent).toContain('トリミングあり');
    expect(row.textContent).toContain('画像 #901');
    const other = screen.getByRole('row', { name: /ORD-102/ });
    expect(other.textContent).not.toContain('トリミングあり');
    expect(other.textContent).toContain('ひまわり組 はると');
  });

  it('marks an order in production once, then refreshes the list and says so', async () => {
    const { api } = fulfilmentApi('staff', [order(101, 'paid'), order(103, 'paid')]);
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const real = api.fetch.getMockImplementation()!;
    api.fetch.mockImplementation(async (input, init) => {
      const response = await real(input, init);
      if (init?.method === 'POST') await gate; // The answer is held: the button stays busy meanwhile.
      return response;
    });
    renderStudio('/studio/prints/31');
    const button = await screen.findByRole('button', { name: 'ORD-101 を制作中にする' }, { timeout: 5000 });
    fireEvent.click(button);
    await waitFor(() => expect(button).toHaveProperty('disabled', true));
    fireEvent.click(button);
    release();

    expect(await screen.findByText('ORD-101 を制作中にしました。')).toBeTruthy();
    const post = 'POST /api/studio/orders/101/in_production';
    expect(api.calls().filter((call) => call === post)).toHaveLength(1);
    expect(api.authOf(post)).toBe('Bearer op-token');
    // Refreshed: the order left the "to produce" list, the other stays.
    await waitFor(() => expect(screen.queryByText('ORD-101')).toBeNull());
    expect(screen.getByText('ORD-103')).toBeTruthy();
    expect(api.calls().filter((call) => call === 'GET /api/studio/events/31/print_orders')).toHaveLength(2);
    expect(screen.getByRole('status').textContent).toBe('ORD-101 を制作中にしました。');
  });

  it('records a parcel with carrier and number, then links its tracking page', async () => {
    const { api } = fulfilmentApi('owner', [order(102, 'in_production')]);
    renderStudio('/studio/prints/31?status=all');
    const opener = await screen.findByRole('button', { name: 'ORD-102 を発送済みにする' }, { timeout: 5000 });
    fireEvent.click(opener);
    const carrier = screen.getByRole('combobox', { name: '配送業者' });
    expect(document.activeElement).toBe(carrier);
    expect(opener.getAttribute('aria-expanded')).toBe('true');
    fireEvent.change(carrier, { target: { value: 'yamato' } });
    typeNumber('1234-5678-9012');
    fireEvent.click(screen.getByRole('button', { name: '発送済みにする' }));

    const link = await screen.findByRole('link', { name: /123456789012/ });
    expect(link.getAttribute('href')).toBe(
      'https://toi.kuronekoyamato.co.jp/cgi-bin/tneko?number01=123456789012',
    );
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noreferrer');
    const body = api.bodyOf('POST /api/studio/orders/102/shipment');
    expect(body).toEqual({ carrier: 'yamato', tracking_number: '1234-5678-9012' });
    expect(screen.getByRole('row', { name: /ORD-102/ }).textContent).toContain('ヤマト運輸');
    expect(screen.getByRole('status').textContent).toContain('ORD-102 を発送済みにしました。');
    // The form closed and focus went back to the row's button, which now corrects the number.
    expect(screen.queryByRole('combobox', { name: '配送業者' })).toBeNull();
    const corrector = await screen.findByRole('button', { name: 'ORD-102 の追跡番号を修正' });
    expect(document.activeElement).toBe(corrector);
  });

  it('asks for a number when each buyer gets a parcel, and shows the server refusing a shipment', async () => {
    const { api } = fulfilmentApi('staff', [order(101, 'paid')]);
    renderStudio('/studio/prints/31');
    await screen.findByRole('link', { name: '制作待ち 2' }, { timeout: 5000 }); // The event's delivery is known.
    fireEvent.click(await screen.findByRole('button', { name: 'ORD-101 を発送済みにする' }));
    fireEvent.click(screen.getByRole('button', { name: '発送済みにする' }));
    expect(await screen.findByText('個別配送のイベントでは追跡番号が必要です。')).toBeTruthy();
    expect(api.calls().some((call) => call.startsWith('POST'))).toBe(false);

    fireEvent.change(screen.getByRole('combobox', { name: '配送業者' }), { target: { value: 'sagawa' } });
    typeNumber('X1');
    fireEvent.click(screen.getByRole('button', { name: '発送済みにする' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('この配送方法では追跡番号が必要です。');
    expect(alert.textContent).toContain('FUL-400');
    const body = api.bodyOf('POST /api/studio/orders/101/shipment');
    expect(body).toEqual({ carrier: 'sagawa', tracking_number: 'X1' });
    expect(screen.getByRole('combobox', { name: '配送業者' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '発送済みにする' })).toHaveProperty('disabled', false);
  });

  it('saves the lab’s files with the studio token, and shows why the print files cannot be made', async () => {
    const saved: string[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:sheet', revokeObjectURL: () => {} }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const { api } = fulfilmentApi('staff', [order(101, 'paid')], [sportsDay], {
      'GET /api/studio/events/31/print_sheet': () =>
        new Response('\uFEFF注文番号\r\n', { status: 200, headers: { 'content-type': 'text/csv' } }),
      'GET /api/studio/events/31/print_files': () =>
        errorJson(409, 'STUDIO-PRINT-FILES-MISSING', {
          ja: '次の写真の元データが見つからないため、入稿データを作れません: IMG_101.jpg',
          'en-US': 'Missing: IMG_101.jpg',
        }),
    });
    renderStudio('/studio/prints/31');
    fireEvent.click(await screen.findByRole('button', { name: 'プリント指示書（CSV）' }, { timeout: 5000 }));
    await waitFor(() => expect(saved).toEqual(['print-sheet-event-31-paid.csv']));
    expect(api.authOf('GET /api/studio/events/31/print_sheet')).toBe('Bearer op-token');
    const sheetCall = api.fetch.mock.calls.find(([input]) => String(input).includes('print_sheet'));
    expect(String(sheetCall?.[0])).toBe('/api/studio/events/31/print_sheet?status=paid');

    fireEvent.click(screen.getByRole('button', { name: '入稿データ一式（ZIP）' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('IMG_101.jpg');
    expect(saved).toHaveLength(1);
    click.mockRestore();
  });
});

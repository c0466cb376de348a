import type { StudioEvent, StudioEventRow } from '@omoide/contract';
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

const row = (id: number, name: string, state: StudioEventRow['state']): StudioEventRow => ({
  id,
  name,
  event_date: '2026-10-10',
  event_code1: 'ABCDE',
  event_code2: 'FGH23',
  state,
  photo_count: 12,
});

const event = (over: Partial<StudioEvent> = {}): StudioEvent => ({
  id: 41,
  organization_id: 7,
  name: 'Sports day',
  name_lang: { ja: '運動会', hant: '', vi: '' },
  event_date: '2026-10-10',
  published_from_t: 1_790_000_000,
  published_until_t: 1_800_000_000,
  currency_type_id: 1,
  shipping_type_id: 1,
  downloads_until_t: null,
  face_search_enabled: true,
  face_consent_text: { ja: '', hant: '', vi: '', 'en-US': '' },
  event_code1: 'ABCDE',
  event_code2: 'FGH23',
  state: 'draft',
  published_at_t: null,
  photo_count: 0,
  has_orders: false,
  has_prices: false,
  display_names: { ja: '運動会', hant: 'Sports day', vi: 'Sports day', 'en-US': 'Sports day' },
  ...over,
});

function catalogueApi(role: 'owner' | 'staff' | 'support', extra: Record<string, FakeRoute> = {}) {
  return fakeApi({
    'GET /api/studio/me': () => json(200, me(role)),
    'GET /api/studio/organizations/7/events': () =>
      json(200, { events: [row(41, '運動会', 'open'), row(42, '卒園式', 'draft')] }),
    'GET /api/studio/events/41': () => json(200, { event: event() }),
    ...extra,
  });
}

beforeEach(async () => {
  localStorage.clear();
  localStorage.setItem('studioJwt', JSON.stringify({ token: 'op-token', expires_t: 4_102_444_800 }));
  await act(() => initI18n('ja'));
});
afterEach(() => vi.unstubAllGlobals());

describe('events page', () => {
  it('lists the events with date, code, state and photos, each linking to its page', async () => {
    catalogueApi('staff');
    renderStudio('/studio/events');
    const link = await screen.findByRole('link', { name: '運動会' }, { timeout: 5000 });
    expect(link.getAttribute('href')).toBe('/studio/events/41');
    expect(screen.getByText('さくら幼稚園 のイベントです。作成・編集・公開をここで行います。')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'イベント一覧' });
    const cells = within(within(table).getByRole('row', { name: /卒園式/ })).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual([
      '2026年10月10日',
      'ABCDE-FGH23',
      '下書き（非公開）',
      '12',
    ]);
    expect(screen.getByRole('link', { name: 'イベント', current: 'page' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '新しいイベント' }).getAttribute('href')).toBe(
      '/studio/events/new',
    );
  });

  it('is neither in the menu nor open for support', async () => {
    const api = catalogueApi('support');
    const router = renderStudio('/studio/events');
    await waitFor(() => expect(router.state.location.pathname).toBe('/studio'), { timeout: 5000 });
    expect(screen.queryByRole('link', { name: 'イベント' })).toBeNull();
    expect(api.calls()).not.toContain('GET /api/studio/organizations/7/events');
  });
});

describe('new event form', () => {
  it('says what is missing, then creates the draft and opens it', async () => {
    const api = catalogueApi('owner', {
      'POST /api/studio/organizations/7/events': () => json(201, { event: event() }),
    });
    const router = renderStudio('/studio/events/new');
    const submit = await screen.findByRole('button', { name: '作成する' }, { timeout: 5000 });
    fireEvent.click(submit);
    expect(await screen.findAllByText('入力してください。')).toHaveLength(2);
    expect(api.calls()).not.toContain('POST /api/studio/organizations/7/events');
    fireEvent.change(screen.getByLabelText('標準の名前'), { target: { value: 'Sports day' } });
    fireEvent.change(screen.getByLabelText(/日本語の名前/), { target: { value: '運動会' } });
    fireEvent.change(screen.getByLabelText('開催日'), { target: { value: '2026-10-10' } });
    // An end before the start is refused in the form.
    fireEvent.change(screen.getByLabelText('公開終了'), { target: { value: '2020-01-01T10:00' } });
    fireEvent.click(submit);
    expect(await screen.findByText('公開終了は公開開始より後にしてください。')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('公開終了'), { target: { value: '2099-01-01T10:00' } });
    fireEvent.click(submit);
    await waitFor(() => expect(router.state.location.pathname).toBe('/studio/events/41'));
    expect(api.bodyOf('POST /api/studio/organizations/7/events')).toMatchObject({
      name: 'Sports day',
      name_lang: { ja: '運動会', hant: '', vi: '' },
      event_date: '2026-10-10',
      currency_type_id: 1,
      shipping_type_id: 1,
      downloads_until_t: null,
      face_search_enabled: true,
    });
  });
});

describe('event page', () => {
  it('shows the sub-page tabs, saves edits and publishes, showing the server refusal first', async () => {
    let prices = false;
    const api = catalogueApi('staff', {
      'PATCH /api/studio/events/41': ({ body }) =>
        json(200, {
          event: event({ shipping_type_id: (body as { shipping_type_id: 1 | 2 }).shipping_type_id }),
        }),
      'POST /api/studio/events/41/publish': () =>
        prices
          ? json(200, { event: event({ state: 'open', published_at_t: 1_790_000_100, has_prices: true }) })
          : errorJson(409, 'STUDIO-EVENT-NO-PRICES', {
              ja: '価格表がまだないため公開できません。',
              'en-US': 'No prices.',
            }),
      'POST /api/studio/events/41/unpublish': () => json(200, { event: event() }),
    });
    renderStudio('/studio/events/41');
    // Named in the operator's language, as on every studio screen (issue 29).
    await screen.findByRole('heading', { level: 1, name: /運動会/ }, { timeout: 5000 });
    const tabs = screen.getByRole('navigation', { name: 'イベントのページ' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/studio/events/41',
      '/studio/events/41/categories',
      '/studio/events/41/prices',
      '/studio/events/41/photos',
    ]);
    expect(screen.getByText(/下書きです。保護者には見えません/)).toBeTruthy();

    fireEvent.change(screen.getByLabelText('プリントの配送'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: '保存する' }));
    expect(await screen.findByText('保存しました。')).toBeTruthy();
    expect(api.bodyOf('PATCH /api/studio/events/41')).toMatchObject({ shipping_type_id: 2 });

    fireEvent.click(screen.getByRole('button', { name: '公開する' }));
    expect(await screen.findByText('価格表がまだないため公開できません。')).toBeTruthy();
    prices = true;
    fireEvent.click(screen.getByRole('button', { name: '公開する' }));
    expect(await screen.findByText('公開中です。保護者が閲覧・購入できます。')).toBeTruthy();
    // Unpublishing is asked first: nothing is sent until it is confirmed.
    fireEvent.click(screen.getByRole('button', { name: '非公開にする' }));
    const ask = screen.getByRole('alertdialog');
    expect(ask.textContent).toContain('保護者はすぐにこのイベントを見られなくなります');
    expect(api.bodyOf('POST /api/studio/events/41/unpublish')).toBeUndefined();
    fireEvent.click(within(ask).getByRole('button', { name: '非公開にする' }));
    expect(await screen.findByRole('button', { name: '公開する' })).toBeTruthy();
  });

  it('locks the currency once orders exist, regenerates the code after a confirmation, and makes a preview link', async () => {
    const api = catalogueApi('owner', {
      'GET /api/studio/events/41': () => json(200, { event: event({ has_orders: true }) }),
      'POST /api/studio/events/41/event_code': () =>
        json(200, { event: event({ has_orders: true, event_code1: 'QRSTU', event_code2: 'VWXYZ' }) }),
      'POST /api/studio/events/41/preview': () =>
        json(200, { url: 'http://localhost/bridge?hash=h&from=studio&is_preview=true', expires_t: 1 }),
    });
    renderStudio('/studio/events/41');
    const currency = await screen.findByLabelText('通貨', {}, { timeout: 5000 });
    expect((currency as HTMLSelectElement).disabled).toBe(true);
    expect(screen.getByText('注文があるため通貨は変更できません。')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'コードを再発行' }));
    expect(api.calls()).not.toContain('POST /api/studio/events/41/event_code');
    fireEvent.click(screen.getByRole('button', { name: '再発行する' }));
    expect(await screen.findByText('QRSTU-VWXYZ')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'プレビュー用リンクを作成' }));
    const open = await screen.findByRole('link', { name: 'プレビューを開く（新しいタブ）' });
    expect(open.getAttribute('href')).toContain('is_preview=true');
    expect(open.getAttribute('target')).toBe('_blank');
  });
});

describe('organisation page', () => {
  it('lets the owner save the name and watermark, and anyone create an organisation', async () => {
    const api = catalogueApi('owner', {
      'GET /api/studio/organizations/7': () =>
        json(200, {
          organization: {
            id: 7,
            name: 'さくら幼稚園',
            watermark_text: 'Omoide SAMPLE',
            time_zone: 'Asia/Tokyo',
            watermark_rerender: null,
          },
        }),
      // Issue 29: three earlier photos get the new watermark in the background.
      'PATCH /api/studio/organizations/7': ({ body }) =>
        json(200, {
          organization: { id: 7, ...(body as object), watermark_rerender: { total: 3, done: 0 } },
        }),
      'POST /api/studio/organizations': () =>
        json(201, {
          organization: {
            id: 8,
            name: 'もみじ保育園',
            watermark_text: 'Omoide SAMPLE',
            time_zone: 'Asia/Tokyo',
            watermark_rerender: null,
          },
        }),
    });
    renderStudio('/studio/organization');
    const watermark = await screen.findByLabelText(/透かしの文字/, {}, { timeout: 5000 });
    fireEvent.change(watermark, { target: { value: 'SAKURA' } });
    // The organisation's time zone (issue 29), its buyers' countries first.
    fireEvent.change(screen.getByLabelText('タイムゾーン'), { target: { value: 'Asia/Taipei' } });
    fireEvent.click(screen.getByRole('button', { name: '保存する' }));
    expect(
      await screen.findByText(
        '保存しました。新しいウォーターマークを以前の写真 3 枚に反映しています（バックグラウンドで処理されます）。',
      ),
    ).toBeTruthy();
    expect(screen.getByText('以前の写真にウォーターマークを反映しています：3 枚中 0 枚完了')).toBeTruthy();
    expect(api.bodyOf('PATCH /api/studio/organizations/7')).toEqual({
      name: 'さくら幼稚園',
      watermark_text: 'SAKURA',
      time_zone: 'Asia/Taipei',
    });

    const create = screen.getByRole('button', { name: '作成する' });
    fireEvent.click(create);
    expect(await screen.findByText('入力してください。')).toBeTruthy();
    fireEvent.change(screen.getAllByLabelText('団体名')[1]!, { target: { value: 'もみじ保育園' } });
    fireEvent.click(create);
    await waitFor(() => expect(api.calls()).toContain('POST /api/studio/organizations'));
    expect(await screen.findByText(/「もみじ保育園」を作成しました/)).toBeTruthy();
    expect(api.bodyOf('POST /api/studio/organizations')).toEqual({ name: 'もみじ保育園' });
  });
});

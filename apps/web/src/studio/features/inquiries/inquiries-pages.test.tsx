import type { StudioInquiryDetail, StudioInquirySummary } from '@omoide/contract';
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

const summary = (inquiry_id: number, extra: Partial<StudioInquirySummary> = {}): StudioInquirySummary => ({
  inquiry_id,
  created_t: 1_780_000_000,
  email: `parent${inquiry_id}@example.jp`,
  name: `保護者${inquiry_id}`,
  category: 'download',
  excerpt: '写真がダウンロードできません。',
  status: 'open',
  unread: false,
  assignee: null,
  ...extra,
});

const colleague = { operator_id: 2, name: 'Ken', email: 'ken@studio.jp' };
const detail = (extra: Partial<StudioInquiryDetail> = {}): StudioInquiryDetail => ({
  inquiry_id: 41,
  created_t: 1_780_000_000,
  email: 'lan@parents.vn',
  name: 'Nguyễn Thị Lan',
  category: 'print',
  body: 'Ảnh in chưa đến.\n<b>Xin giúp</b>',
  language: 'vi',
  status: 'open',
  assignee: null,
  replies: [],
  orders: [
    {
      order_id: 501,
      order_code: 'CODE501',
      created_t: 1_780_000_000,
      event_name: '運動会 2026',
      buyer_kind: 'guest',
      total_in_tax: 3300,
      currency_type_id: 1,
      status: 'paid',
    },
  ],
  history: [{ at_t: 1_780_000_050, actor: 'ken@studio.jp', action: 'assigned' }],
  assignees: [{ operator_id: 1, name: 'Kana', email: 'kana@studio.jp' }, colleague],
  ...extra,
});

const counts = { open: 2, mine: 1, answered: 4, closed: 9, all: 15 };

function inquiriesApi(role: 'owner' | 'staff' | 'support', extra: Record<string, FakeRoute> = {}) {
  const urls: string[] = [];
  const api = fakeApi({
    'GET /api/studio/me': () => json(200, me(role)),
    'GET /api/studio/inquiries': ({ url }) => {
      urls.push(url);
      const next = new URL(url, 'http://localhost').searchParams.get('next_index');
      return json(200, {
        inquiries: next ? [summary(3)] : [summary(1, { unread: true }), summary(2, { status: 'answered' })],
        counts,
        next_page: !next,
        next_index: next ? null : 50,
      });
    },
    'GET /api/studio/inquiries/41': () => json(200, detail()),
    ...extra,
  });
  return { api, urls };
}

const queryOf = (url: string) => new URL(url, 'http://localhost').searchParams;

beforeEach(async () => {
  localStorage.clear();
  localStorage.setItem('studioJwt', JSON.stringify({ token: 'op-token', expires_t: 4_102_444_800 }));
  await act(() => initI18n('ja'));
});
afterEach(() => vi.unstubAllGlobals());

describe('inquiries inbox', () => {
  it('lists the inquiries with unread ones bold, the counts per view and the open count in the menu', async () => {
    const { api, urls } = inquiriesApi('support');
    renderStudio('/studio/inquiries');
    const link = await screen.findByRole('link', { name: 'ダウンロードについて (未読)' }, { timeout: 5000 });
    expect(link.getAttribute('href')).toBe('/studio/inquiries/1');
    const unreadRow = screen.getByRole('row', { name: /保護者1/ });
    const readRow = screen.getByRole('row', { name: /保護者2/ });
    expect(unreadRow.className).not.toBe('');
    expect(readRow.className).toBe('');
    expect(within(readRow).getByText('返信済み')).toBeTruthy();
    expect(screen.getByRole('link', { name: '未対応 (2)' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'クローズ (9)' }).getAttribute('href')).toBe(
      '/studio/inquiries?view=closed',
    );
    expect(await screen.findByRole('link', { name: 'お問い合わせ（未対応 2）' })).toBeTruthy();
    expect(queryOf(urls[0]!).get('view')).toBe('open');
    expect(api.authOf('GET /api/studio/inquiries')).toBe('Bearer op-token');
  });

  it('puts the view and the search into the address and asks the API with them; pages on', async () => {
    const { urls } = inquiriesApi('owner');
    const router = renderStudio('/studio/inquiries?view=mine&q=lan');
    await screen.findByRole('row', { name: /保護者1/ }, { timeout: 5000 });
    expect((screen.getByLabelText(/メールアドレス・名前・本文/) as HTMLInputElement).value).toBe('lan');
    const first = urls.map(queryOf).find((query) => query.get('view') === 'mine')!;
    expect(first.get('q')).toBe('lan');
    fireEvent.change(screen.getByLabelText(/メールアドレス・名前・本文/), { target: { value: 'sato@' } });
    fireEvent.click(screen.getByRole('button', { name: '検索' }));
    await waitFor(() => expect(router.state.location.search).toBe('?view=mine&q=sato%40'));
    await waitFor(() => expect(urls.map(queryOf).some((query) => query.get('q') === 'sato@')).toBe(true));
    fireEvent.click(screen.getByRole('link', { name: 'すべて (15)' }));
    await waitFor(() => expect(router.state.location.search).toBe('?view=all&q=sato%40'));
    fireEvent.click(await screen.findByRole('button', { name: 'さらに表示' }));
    expect(await screen.findByRole('row', { name: /保護者3/ })).toBeTruthy();
    expect(urls.map(queryOf).some((query) => query.get('next_index') === '50')).toBe(true);
  });

  it('is not offered to staff: no menu entry, and the address leads home', async () => {
    const { api } = inquiriesApi('staff');
    const router = renderStudio('/studio/inquiries');
    await waitFor(() => expect(router.state.location.pathname).toBe('/studio'));
    expect(screen.queryByRole('link', { name: /お問い合わせ/ })).toBeNull();
    expect(api.calls()).not.toContain('GET /api/studio/inquiries');
  });
});

describe('inquiry page', () => {
  it('shows the message as plain text, its facts and the buyer’s orders linking to the order', async () => {
    inquiriesApi('support');
    renderStudio('/studio/inquiries/41');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'お問い合わせ #41（Nguyễn Thị Lan 様）' },
        { timeout: 5000 },
      ),
    ).toBeTruthy();
    // The buyer's markup is shown as the characters they typed, never as markup.
    expect(screen.getByText(/<b>Xin giúp<\/b>/)).toBeTruthy();
    expect(document.querySelector('b')).toBeNull();
    expect(screen.getByText('ベトナム語')).toBeTruthy();
    expect(screen.getByText('プリント・配送について')).toBeTruthy();
    const orders = screen.getByRole('table', { name: 'この方のご注文' });
    expect(within(orders).getByRole('link', { name: 'CODE501' }).getAttribute('href')).toBe(
      '/studio/orders/501',
    );
    expect(orders.textContent).toContain('ゲスト');
    expect(orders.textContent).toContain('￥3,300');
    expect(screen.getByText('ken@studio.jp が担当者を変更')).toBeTruthy();
  });

  it('assigns to me and to a colleague', async () => {
    const { api } = inquiriesApi('owner', {
      'POST /api/studio/inquiries/41/assign': ({ body }) => {
        const id = (body as { operator_id: number | null }).operator_id;
        const assignee = detail().assignees.find((a) => a.operator_id === id) ?? null;
        return json(200, detail({ assignee }));
      },
    });
    renderStudio('/studio/inquiries/41');
    fireEvent.click(await screen.findByRole('button', { name: '自分を担当にする' }, { timeout: 5000 }));
    await waitFor(() =>
      expect(api.bodyOf('POST /api/studio/inquiries/41/assign')).toEqual({ operator_id: 1 }),
    );
    expect(await screen.findByText('担当者を変更しました。')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '自分を担当にする' })).toBeNull();
    fireEvent.change(screen.getByLabelText('担当者'), { target: { value: '2' } });
    await waitFor(() =>
      expect(api.bodyOf('POST /api/studio/inquiries/41/assign', 1)).toEqual({ operator_id: 2 }),
    );
    await waitFor(() => expect((screen.getByLabelText('担当者') as HTMLSelectElement).value).toBe('2'));
  });

  it('mails a reply: refuses an empty one, sends the text and shows it in the thread', async () => {
    const { api } = inquiriesApi('support', {
      'POST /api/studio/inquiries/41/replies': ({ body }) =>
        json(
          200,
          detail({
            status: 'answered',
            replies: [
              {
                reply_id: 1,
                sent_t: 1_780_000_100,
                author: 'kana@studio.jp',
                body: (body as { body: string }).body,
              },
            ],
          }),
        ),
    });
    renderStudio('/studio/inquiries/41');
    const field = await screen.findByLabelText('返信', {}, { timeout: 5000 });
    expect(screen.getByText(/lan@parents\.vn 宛てにベトナム語のメールで送信されます/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'メールで返信する' }));
    expect(await screen.findByText('返信内容を入力してください。')).toBeTruthy();
    expect(api.calls()).not.toContain('POST /api/studio/inquiries/41/replies');
    fireEvent.change(field, { target: { value: '  Chúng tôi đã gửi lại ảnh.  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'メールで返信する' }));
    expect(await screen.findByText('返信メールを送信しました。')).toBeTruthy();
    expect(api.bodyOf('POST /api/studio/inquiries/41/replies')).toEqual({
      body: 'Chúng tôi đã gửi lại ảnh.',
    });
    const thread = screen.getByRole('region', { name: '返信履歴' });
    expect(thread.textContent).toContain('Chúng tôi đã gửi lại ảnh.');
    expect(thread.textContent).toContain('kana@studio.jp');
    expect((screen.getByLabelText('返信') as HTMLTextAreaElement).value).toBe('');
  });

  it('closes and reopens; a closed inquiry offers no reply; a refusal shows the server’s message', async () => {
    const { api } = inquiriesApi('support', {
      'POST /api/studio/inquiries/41/close': () => json(200, detail({ status: 'closed' })),
      'POST /api/studio/inquiries/41/reopen': () =>
        errorJson(409, 'STUDIO-INQUIRY-OPEN', {
          ja: 'このお問い合わせはクローズされていません。',
          'en-US': 'Not closed.',
        }),
    });
    renderStudio('/studio/inquiries/41');
    fireEvent.click(await screen.findByRole('button', { name: 'クローズする' }, { timeout: 5000 }));
    expect(await screen.findByText('お問い合わせをクローズしました。')).toBeTruthy();
    expect(screen.queryByLabelText('返信')).toBeNull();
    expect(screen.getByText(/返信するには再オープンしてください/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '再オープンする' }));
    expect(await screen.findByText('このお問い合わせはクローズされていません。')).toBeTruthy();
    expect(api.calls()).toContain('POST /api/studio/inquiries/41/reopen');
  });

  it('shows the not-found answer of an unknown inquiry', async () => {
    inquiriesApi('owner', {
      'GET /api/studio/inquiries/99': () =>
        errorJson(404, 'STUDIO-INQUIRY-404', { ja: 'お問い合わせが見つかりません。', 'en-US': 'Not found.' }),
    });
    renderStudio('/studio/inquiries/99');
    expect(await screen.findByText('お問い合わせが見つかりません。', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'お問い合わせ一覧に戻る' })).toBeTruthy();
  });
});

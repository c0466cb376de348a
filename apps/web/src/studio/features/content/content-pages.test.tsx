import type { LegalSettings, StudioFaqAnswer, StudioNews } from '@omoide/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorJson, fakeApi, json } from '@/shared/auth/test-api';
import { initI18n } from '@/shared/i18n/i18n';
import { renderStudio } from '../../test/render-studio';

const me = (role: 'owner' | 'staff' | 'support') => ({
  id: 1,
  email: 'kana@studio.jp',
  name: 'Kana',
  memberships: [{ organization_id: 7, organization_name: 'さくら幼稚園', role }],
});
const text = (en: string, ja = '') => ({ ja, hant: '', vi: '', 'en-US': en });
const empty = text('');

/** The content API over in-memory data, answering like the server. */
function contentApi(role: 'owner' | 'staff' | 'support' = 'owner') {
  let news: StudioNews[] = [
    {
      id: 1,
      display_text: text('Photos are up', '写真を公開しました'),
      body_html: text('<p>Hi</p>'),
      published_t: 1_700_000_000,
    },
  ];
  let faq: StudioFaqAnswer = {
    categories: [
      { id: 10, name: 'download', display_text: text('Downloads', 'ダウンロード'), sort_order: 0 },
      { id: 11, name: 'prints', display_text: text('Prints', 'プリント'), sort_order: 1 },
    ],
    faqs: [
      {
        id: 100,
        category_id: 10,
        key: 'download-how',
        title: text('How?', '保存方法は？'),
        body_html: text('<p>Tap</p>'),
        sort_order: 0,
      },
      {
        id: 101,
        category_id: 10,
        key: null,
        title: text('Where?', 'どこ？'),
        body_html: text('<p>Here</p>'),
        sort_order: 1,
      },
    ],
  };
  let legal: LegalSettings = {
    seller: empty,
    representative: empty,
    address: empty,
    phone_hours: empty,
    privacy_manager: empty,
    court: empty,
    effective_date: empty,
    phone: '',
    email: '',
  };
  let constants = {
    uri: { home: '/', password_reminder: '/guest/contact' },
    shipping_fee: { print_standard_in_tax: 300, print_large_in_tax: 500 },
  };
  const api = fakeApi({
    'GET /api/studio/me': () => json(200, me(role)),
    'GET /api/studio/news': () => json(200, { news }),
    'POST /api/studio/news': ({ body }) => {
      const created = { id: 2, ...(body as Omit<StudioNews, 'id'>) };
      news = [created, ...news];
      return json(201, created);
    },
    'DELETE /api/studio/news/1': () => {
      news = news.filter((n) => n.id !== 1);
      return new Response(null, { status: 204 });
    },
    'POST /api/studio/content/preview': () =>
      json(200, { body_html: { ...empty, 'en-US': '<p>Safe</p>', ja: '<p>安全</p>' } }),
    'GET /api/studio/faq': () => json(200, faq),
    'PUT /api/studio/faq/entries/100': ({ body }) => {
      const b = body as { category_id: number; title: typeof empty; body_html: typeof empty };
      const saved = { ...faq.faqs[0]!, ...b };
      faq = { ...faq, faqs: [saved, ...faq.faqs.slice(1)] };
      return json(200, saved);
    },
    'PUT /api/studio/faq/order': () => json(200, { ok: true }),
    'DELETE /api/studio/faq/categories/10': () =>
      errorJson(409, 'STUDIO-FAQ-CATEGORY-409', {
        ja: 'このカテゴリにはまだ項目があります。',
        'en-US': 'This category still holds entries.',
      }),
    'GET /api/studio/legal': () => json(200, legal),
    'PUT /api/studio/legal': ({ body }) => {
      legal = body as LegalSettings;
      return json(200, legal);
    },
    'GET /api/studio/constants': () => json(200, constants),
    'PUT /api/studio/constants': ({ body }) => {
      constants = body as typeof constants;
      return json(200, constants);
    },
  });
  return api;
}

beforeEach(async () => {
  localStorage.clear();
  localStorage.setItem('studioJwt', JSON.stringify({ token: 'op-token', expires_t: 4_102_444_800 }));
  await act(() => initI18n('ja'));
});
afterEach(() => vi.unstubAllGlobals());

const type = (label: string | RegExp, value: string, scope: HTMLElement = document.body) =>
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });

describe('news editor', () => {
  it('lists news, writes one with a preview of what buyers see, and deletes one', async () => {
    const api = contentApi();
    renderStudio('/studio/content/news');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'お知らせ' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'コンテンツ' })).toBeTruthy();
    expect(await screen.findByText('写真を公開しました')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'お知らせを作成' }));
    const form = screen.getByRole('form', { name: '新しいお知らせ' });
    const title = within(form).getByRole('group', { name: 'タイトル' });
    type('日本語', '運動会の写真', title);
    fireEvent.click(within(form).getByRole('button', { name: '保存' }));
    expect(await within(form).findByText('既定（英語）を入力してください。')).toBeTruthy();
    expect(api.calls()).not.toContain('POST /api/studio/news');

    type('既定（英語）', 'Sports day photos', title);
    const body = within(form).getByRole('group', { name: '本文（HTML）' });
    type('既定（英語）', '<p>Safe<script>x()</script></p>', body);
    fireEvent.click(within(form).getByRole('button', { name: '購入者の表示をプレビュー' }));
    const preview = await within(form).findByRole('region', { name: '購入者向けプレビュー' });
    expect(await within(preview).findByText('安全')).toBeTruthy();
    expect(within(preview).getByText('Safe')).toBeTruthy();
    expect(api.bodyOf('POST /api/studio/content/preview')).toMatchObject({
      body_html: { 'en-US': '<p>Safe<script>x()</script></p>' },
    });

    fireEvent.click(within(form).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('「運動会の写真」を保存しました。')).toBeTruthy();
    expect(api.bodyOf('POST /api/studio/news')).toMatchObject({
      display_text: { ja: '運動会の写真', 'en-US': 'Sports day photos' },
      published_t: expect.any(Number),
    });

    fireEvent.click(screen.getByRole('button', { name: '「写真を公開しました」を削除' }));
    fireEvent.click(await screen.findByRole('button', { name: '削除' }));
    expect(await screen.findByText('「写真を公開しました」を削除しました。')).toBeTruthy();
    expect(api.calls()).toContain('DELETE /api/studio/news/1');
  });

  it('is not open to staff, who see no Content link', async () => {
    contentApi('staff');
    const router = renderStudio('/studio/content/news');
    await waitFor(() => expect(router.state.location.pathname).toBe('/studio'), { timeout: 5000 });
    expect(screen.queryByRole('link', { name: 'コンテンツ' })).toBeNull();
  });
});

describe('FAQ editor', () => {
  it('edits a standard entry, reorders, and shows the server’s refusal of a delete', async () => {
    const api = contentApi();
    renderStudio('/studio/content/faq');
    expect(
      await screen.findByRole('heading', { level: 2, name: /ダウンロード/ }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByText('標準')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '「保存方法は？」を編集' }));
    const form = screen.getByRole('form', { name: '項目を編集' });
    expect(within(form).getByText(/これは標準の項目です/)).toBeTruthy();
    type('日本語', '写真の保存方法', within(form).getByRole('group', { name: '質問' }));
    fireEvent.click(within(form).getByRole('button', { name: '保存' }));
    expect(
      await screen.findByText('「写真の保存方法」を保存しました。購入者の画面にもすぐ反映されます。'),
    ).toBeTruthy();
    expect(api.bodyOf('PUT /api/studio/faq/entries/100')).toMatchObject({
      category_id: 10,
      title: { ja: '写真の保存方法', 'en-US': 'How?' },
    });

    fireEvent.click(await screen.findByRole('button', { name: '「プリント」を一つ上へ' }));
    expect(await screen.findByText('並び順を保存しました。購入者の画面にもすぐ反映されます。')).toBeTruthy();
    expect(api.bodyOf('PUT /api/studio/faq/order')).toEqual({ category_ids: [11, 10], faq_ids: [100, 101] });

    fireEvent.click(screen.getByRole('button', { name: '「ダウンロード」を削除' }));
    fireEvent.click(await screen.findByRole('button', { name: '削除' }));
    expect(await screen.findByText('このカテゴリにはまだ項目があります。')).toBeTruthy();
  });
});

describe('legal details and system settings', () => {
  it('saves the seller’s details per language, checking the phone first', async () => {
    const api = contentApi();
    renderStudio('/studio/content/legal');
    const form = await screen.findByRole('form', { name: '規約・法定表記' }, { timeout: 5000 });
    type('日本語', '株式会社おもいで', within(form).getByRole('group', { name: '販売事業者（会社名）' }));
    type('電話番号', 'call me', form);
    fireEvent.click(within(form).getByRole('button', { name: '保存' }));
    expect(
      await within(form).findByText('数字、スペース、+、( )、ハイフンのみで入力してください。'),
    ).toBeTruthy();
    type('電話番号', '03-1234-5678', form);
    fireEvent.click(within(form).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('保存しました。各ページに新しい情報が表示されます。')).toBeTruthy();
    expect(api.bodyOf('PUT /api/studio/legal')).toMatchObject({
      seller: { ja: '株式会社おもいで', 'en-US': '' },
      phone: '03-1234-5678',
    });
  });

  it('changes the shipping fees, refusing what is not a whole number', async () => {
    const api = contentApi();
    renderStudio('/studio/content/constants');
    const form = await screen.findByRole('form', { name: 'システム設定' }, { timeout: 5000 });
    expect((within(form).getByLabelText('通常サイズ（円・税込）') as HTMLInputElement).value).toBe('300');
    type('通常サイズ（円・税込）', '3.5', form);
    fireEvent.click(within(form).getByRole('button', { name: '保存' }));
    expect(await within(form).findByText('0〜100,000の整数で入力してください。')).toBeTruthy();
    type('通常サイズ（円・税込）', '450', form);
    fireEvent.click(within(form).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('保存しました。以後のカートにはこの値が使われます。')).toBeTruthy();
    expect(api.bodyOf('PUT /api/studio/constants')).toEqual({
      uri: { home: '/', password_reminder: '/guest/contact' },
      shipping_fee: { print_standard_in_tax: 450, print_large_in_tax: 500 },
    });
  });
});

describe('audit log', () => {
  it('labels the content changes in the owner’s log', async () => {
    fakeApi({
      'GET /api/studio/me': () => json(200, me('owner')),
      'GET /api/studio/organizations/7/audit': () =>
        json(200, {
          entries: [
            {
              id: 1,
              at_t: 1_700_000_000,
              actor: 'kana@studio.jp',
              via_api_key: false,
              action: 'content.news_created',
              entity_type: 'news',
              entity_id: '2',
              before: null,
              after: { id: 2 },
            },
          ],
          actions: ['content.news_created'],
          next_page: false,
          next_index: null,
        }),
    });
    renderStudio('/studio/audit');
    expect(await screen.findByRole('cell', { name: /お知らせを作成/ }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'お知らせを作成' })).toBeTruthy();
  });
});

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getErrorModal } from '@/shared/errors/error-modal-store';
import { initI18n } from '@/shared/i18n/i18n';
import { renderApp } from '@/test/render-app';
import { readContactDraft, writeContactDraft } from './contact-draft';
import { apiError, json, signIn, stubApi } from './test-fixtures';

const heading = (name: string | RegExp) =>
  screen.findByRole('heading', { level: 1, name }, { timeout: 3000 });
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

const DRAFT = {
  email: '  parent@example.com ',
  name: '山田 花子',
  category: 'download',
  inquiry_body: 'ダウンロードができません。\n2行目です。  ',
};

function type(label: string, value: string) {
  const input = field(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

async function fillForm() {
  await heading('お問い合わせ');
  type('メールアドレス', 'parent@example.com');
  type('お名前', '山田 花子');
  type('お問い合わせの種類', 'download');
  type('お問い合わせ内容', 'ダウンロードができません。');
}

beforeAll(async () => {
  await initI18n('ja');
});

beforeEach(async () => {
  await act(() => initI18n('ja'));
  signIn('member');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('contact draft (spec §3) survives a reload and the back button', () => {
  it('keeps what was typed across a reload', async () => {
    stubApi({});
    const first = renderApp('/contact');
    await fillForm();
    expect(readContactDraft()).toEqual({
      email: 'parent@example.com',
      name: '山田 花子',
      category: 'download',
      inquiry_body: 'ダウンロードができません。',
    });
    first.unmount();

    renderApp('/contact');
    await heading('お問い合わせ');
    expect(field('メールアドレス').value).toBe('parent@example.com');
    expect(field('お名前').value).toBe('山田 花子');
    expect(field('お問い合わせの種類').value).toBe('download');
    expect(field('お問い合わせ内容').value).toBe('ダウンロードができません。');
  });

  it('keeps it when the visitor leaves and comes back with Back', async () => {
    stubApi({ 'GET /api/info/faq': () => json(200, { categories: [], faqs: [] }) });
    const { router } = renderApp('/contact');
    await fillForm();
    await act(() => router.navigate('/faq'));
    await heading('よくあるご質問');
    await act(() => router.navigate(-1));
    await heading('お問い合わせ');
    expect(field('お名前').value).toBe('山田 花子');
    expect(field('お問い合わせ内容').value).toBe('ダウンロードができません。');
  });

  it('keeps it through confirm → Back, and the confirmation shows exactly what will be sent', async () => {
    stubApi({});
    const { router } = renderApp('/contact');
    await fillForm();
    type('メールアドレス', '  parent@example.com  ');
    fireEvent.click(screen.getByRole('button', { name: /確認画面へ進む/ }));
    await heading('入力内容の確認');
    expect(router.state.location.pathname).toBe('/contact/confirm');
    const values = screen.getAllByRole('definition').map((dd) => dd.textContent);
    expect(values).toEqual([
      'parent@example.com',
      '山田 花子',
      'ダウンロードについて',
      'ダウンロードができません。',
    ]);

    // The browser's Back (the bar's Back does the same in a browser; e2e covers it).
    expect(
      within(document.querySelector('[data-bottom-bar]') as HTMLElement).getByRole('button', {
        name: '戻る',
      }),
    );
    await act(() => router.navigate(-1));
    await heading('お問い合わせ');
    expect(field('メールアドレス').value).toBe('parent@example.com');
    expect(field('お問い合わせの種類').value).toBe('download');
  });
});

describe('contact form validation mirrors the server', () => {
  it('shows translated errors for empty and malformed fields and stays on the form', async () => {
    stubApi({});
    const { router } = renderApp('/contact');
    await heading('お問い合わせ');
    type('メールアドレス', 'not-an-address');
    fireEvent.click(screen.getByRole('button', { name: /確認画面へ進む/ }));
    expect(await screen.findByText('メールアドレスの形式が正しくありません。')).toBeTruthy();
    expect(screen.getAllByText('入力してください。')).toHaveLength(2);
    expect(screen.getByText('お問い合わせの種類を選択してください。')).toBeTruthy();
    expect(field('メールアドレス').getAttribute('aria-invalid')).toBe('true');
    expect(router.state.location.pathname).toBe('/contact');
  });

  it('counts the message up to 4000 characters and refuses more', async () => {
    stubApi({});
    renderApp('/contact');
    await heading('お問い合わせ');
    expect(screen.getByText('0 / 4,000 文字')).toBeTruthy();
    type('お問い合わせ内容', 'あ'.repeat(4001));
    expect(screen.getByText('4,001 / 4,000 文字')).toBeTruthy();
    expect(await screen.findByText('4000文字以内で入力してください。')).toBeTruthy();
  });

  it('refuses a name with a control character (a tab), as the server does', async () => {
    stubApi({});
    renderApp('/contact');
    await heading('お問い合わせ');
    type('お名前', '山田\t花子');
    expect(
      await screen.findByText('使用できない文字（タブや改行などの制御文字）が含まれています。'),
    ).toBeTruthy();
  });
});

describe('sending the inquiry', () => {
  beforeEach(() => {
    writeContactDraft(DRAFT);
  });

  it('sends exactly what the confirmation shows, then clears the draft and shows the reference number', async () => {
    const api = stubApi({
      'POST /api/inquiry/form': () => json(201, { inquiry_id: 4711, received_t: 1_780_000_000 }),
    });
    const { router } = renderApp('/contact/confirm');
    await heading('入力内容の確認');
    const bar = document.querySelector('[data-bottom-bar]') as HTMLElement;
    fireEvent.click(within(bar).getByRole('button', { name: /送信する/ }));

    await heading('お問い合わせを受け付けました');
    expect(router.state.location.pathname).toBe('/contact/complete');
    expect(screen.getByText('4711')).toBeTruthy();
    expect(api.calls.map((call) => call.body)).toEqual([
      {
        email: 'parent@example.com',
        name: '山田 花子',
        category: 'download',
        inquiry_body: 'ダウンロードができません。\n2行目です。',
      },
    ]);
    expect(api.calls[0]?.headers.has('authorization')).toBe(false);
    expect(api.calls[0]?.headers.get('x-language')).toBe('ja');
    expect(readContactDraft()).toBeNull();
  });

  it('returns to the form with the field error on a 400, keeping the draft', async () => {
    stubApi({
      'POST /api/inquiry/form': () =>
        apiError(400, 'VALIDATION-body.email', {
          ja: '入力内容に誤りがあります（body.email）。',
          'en-US': 'Invalid (body.email).',
        }),
    });
    const { router } = renderApp('/contact/confirm');
    await heading('入力内容の確認');
    fireEvent.click(screen.getByRole('button', { name: /送信する/ }));
    expect(await screen.findByText('入力内容に誤りがあります（body.email）。')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/contact');
    await waitFor(() => expect(field('メールアドレス').getAttribute('aria-invalid')).toBe('true'));
    expect(field('お名前').value).toBe('山田 花子');
    expect(readContactDraft()?.inquiry_body).toBe(DRAFT.inquiry_body);
    expect(getErrorModal()).toBeNull();
  });

  it('explains a 429 in the visitor’s language and keeps the draft', async () => {
    stubApi({
      'POST /api/inquiry/form': () => apiError(429, 'REQUEST-429', { ja: 'しばらく時間をおいて…' }),
    });
    const { router } = renderApp('/contact/confirm');
    await heading('入力内容の確認');
    fireEvent.click(screen.getByRole('button', { name: /送信する/ }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/15分ほど時間をおいてから/);
    expect(alert.textContent).toMatch(/入力内容はそのまま保存されています/);
    expect(router.state.location.pathname).toBe('/contact/confirm');
    expect(readContactDraft()).toEqual(DRAFT);
    expect(getErrorModal()).toBeNull();
  });

  it('keeps the draft when the network fails', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch')));
    renderApp('/contact/confirm');
    await heading('入力内容の確認');
    fireEvent.click(screen.getByRole('button', { name: /送信する/ }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/通信エラー/);
    expect(readContactDraft()).toEqual(DRAFT);
  });

  it('puts Back and Send on the page itself in the guest area, which has no bottom bar', async () => {
    localStorage.clear();
    stubApi({ 'POST /api/inquiry/form': () => json(201, { inquiry_id: 12, received_t: 1_780_000_000 }) });
    const { router } = renderApp('/guest/contact/confirm');
    await heading('入力内容の確認');
    expect(document.querySelector('[data-bottom-bar]')).toBeNull();
    expect(screen.getByRole('button', { name: '戻って修正する' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /送信する/ }));
    await heading('お問い合わせを受け付けました');
    expect(router.state.location.pathname).toBe('/guest/contact/complete');
  });
});

describe('pages of the flow opened on their own', () => {
  it('sends /contact/confirm without a draft back to the form', async () => {
    stubApi({});
    const { router } = renderApp('/contact/confirm');
    await heading('お問い合わせ');
    expect(router.state.location.pathname).toBe('/contact');
  });

  it('sends /contact/complete without a sent inquiry back to the form', async () => {
    stubApi({});
    const { router } = renderApp('/guest/contact/complete');
    await heading('お問い合わせ');
    expect(router.state.location.pathname).toBe('/guest/contact');
  });
});

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/shared/i18n/i18n';
import { renderApp } from '@/test/render-app';
import { FAQ_ALL_LANG, json, signIn, stubApi } from './test-fixtures';

const heading = (name: string | RegExp) =>
  screen.findByRole('heading', { level: 1, name }, { timeout: 3000 });

function searchBox(): HTMLInputElement {
  return screen.getByRole('searchbox') as HTMLInputElement;
}

function questionButtons(): string[] {
  return screen
    .queryAllByRole('button', { expanded: false })
    .concat(screen.queryAllByRole('button', { expanded: true }))
    .filter((button) => button.hasAttribute('aria-controls'))
    .map((button) => button.textContent?.replace(/^Q/, '').trim() ?? '');
}

beforeAll(async () => {
  await initI18n('ja');
});

let api: ReturnType<typeof stubApi>;

beforeEach(async () => {
  await act(() => initI18n('ja'));
  api = stubApi({ 'GET /api/info/faq/all_lang': () => json(200, FAQ_ALL_LANG) });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('FAQ search as you type', () => {
  it('lists every category and question, then narrows them as the visitor types', async () => {
    renderApp('/guest/faq');
    await heading('よくあるご質問');
    await screen.findByRole('heading', { level: 2, name: 'ご購入について' });
    expect(questionButtons()).toHaveLength(3);
    expect(api.routes()).toEqual(['GET /api/info/faq/all_lang']);

    fireEvent.change(searchBox(), { target: { value: '支払' } });
    // One title and one answer say it.
    expect(questionButtons()).toEqual(['支払い方法は何がありますか？', '販売期間を過ぎても購入できますか？']);
    expect(screen.getByText('2 件の質問が見つかりました').getAttribute('role')).toBe('status');
    fireEvent.change(searchBox(), { target: { value: '支払い方法' } });
    expect(questionButtons()).toEqual(['支払い方法は何がありますか？']);
    expect(screen.getByText('1 件の質問が見つかりました').getAttribute('role')).toBe('status');

    fireEvent.change(searchBox(), { target: { value: '' } });
    expect(questionButtons()).toHaveLength(3);
  });

  it('matches answers too, whatever the width of what is typed', async () => {
    renderApp('/guest/faq');
    await screen.findByRole('heading', { level: 2, name: 'ご購入について' });
    // Half-width katakana and full-width Latin of words that appear only in answers.
    fireEvent.change(searchBox(), { target: { value: 'ｸﾚｼﾞｯﾄｶｰﾄﾞ' } });
    expect(questionButtons()).toEqual(['支払い方法は何がありますか？']);
    fireEvent.change(searchBox(), { target: { value: '期間外　手数料' } });
    expect(questionButtons()).toEqual(['販売期間を過ぎても購入できますか？']);
  });

  it('marks the match in the question, and shows where an answer matched while it is closed', async () => {
    renderApp('/guest/faq');
    await screen.findByRole('heading', { level: 2, name: 'ご購入について' }, { timeout: 5000 });
    // Hiragana typed for the katakana of an answer.
    fireEvent.change(searchBox(), { target: { value: 'こんびに' } });
    expect(questionButtons()).toEqual(['支払い方法は何がありますか？']);
    const item = screen.getByRole('button', { name: /支払い方法/ }).closest('li')!;
    const excerpt = [...item.querySelectorAll('p')].find((p) => !p.closest('[hidden]'))!;
    expect(excerpt.textContent).toContain('コンビニ払い');
    expect(excerpt.querySelector('mark')?.textContent).toBe('コンビニ');

    fireEvent.click(within(item).getByRole('button'));
    const answer = document.getElementById(within(item).getByRole('button').getAttribute('aria-controls')!)!;
    expect(answer.querySelector('mark')?.textContent).toBe('コンビニ');

    fireEvent.change(searchBox(), { target: { value: '支払い' } });
    const marks = [...document.querySelectorAll('button[aria-controls] mark')].map(
      (mark) => mark.textContent,
    );
    expect(marks).toEqual(['支払い']);
  });

  it('finds Vietnamese with or without accents, and exactly when accents are typed', async () => {
    await act(() => initI18n('vi'));
    renderApp('/guest/faq');
    await screen.findByRole('heading', { level: 2, name: 'Về việc mua hàng' }, { timeout: 5000 });
    fireEvent.change(searchBox(), { target: { value: 'khuon mat' } });
    expect(questionButtons()).toEqual(['Ảnh khuôn mặt được sử dụng như thế nào?']);
    expect(screen.getByText('Tìm thấy 1 câu hỏi')).toBeTruthy();
    fireEvent.change(searchBox(), { target: { value: 'khuôn mặt' } });
    expect(questionButtons()).toEqual(['Ảnh khuôn mặt được sử dụng như thế nào?']);
    // The accents typed are read: “mát” is another word than “mặt”.
    fireEvent.change(searchBox(), { target: { value: 'khuôn mát' } });
    expect(questionButtons()).toEqual([]);
  });

  it('searches in the current language, case-insensitively', async () => {
    await act(() => initI18n('en-US'));
    renderApp('/guest/faq');
    await screen.findByRole('heading', { level: 2, name: 'Buying photos' });
    fireEvent.change(searchBox(), { target: { value: 'MOBILE wallets' } });
    expect(questionButtons()).toEqual(['Which payment methods can I use?']);
  });

  it('says so when nothing matches and offers the contact form', async () => {
    renderApp('/guest/faq');
    await screen.findByRole('heading', { level: 2, name: 'ご購入について' });
    fireEvent.change(searchBox(), { target: { value: '存在しない言葉' } });
    expect(questionButtons()).toEqual([]);
    expect(screen.getByText(/該当する質問が見つかりませんでした/)).toBeTruthy();
    expect(screen.getByText('0 件の質問が見つかりました').getAttribute('role')).toBe('status');
    expect(screen.getByRole('link', { name: 'お問い合わせフォームで質問する' }).getAttribute('href')).toBe(
      '/guest/contact',
    );
    const help = screen.getByRole('complementary', { name: '解決しない場合は' });
    expect(within(help).getByRole('link').getAttribute('href')).toBe('/guest/contact');
  });

  it('keeps the search in the URL so that Back returns to the same results', async () => {
    const { router } = renderApp('/guest/faq?q=%E9%A1%94');
    await screen.findByRole('heading', { level: 2, name: 'アカウント・お子さま登録' });
    expect(searchBox().value).toBe('顔');
    expect(questionButtons()).toEqual(['顔写真はどのように使われますか？']);

    fireEvent.change(searchBox(), { target: { value: '支払い' } });
    await waitFor(() => expect(router.state.location.search).toBe(`?q=${encodeURIComponent('支払い')}`));
  });
});

describe('FAQ disclosures and deep links', () => {
  it('opens and closes an answer with an accessible disclosure button', async () => {
    renderApp('/guest/faq/purchase');
    await heading('ご購入について');
    const button = screen.getByRole('button', { name: /支払い方法は何がありますか/ });
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(panel?.hidden).toBe(true);

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(panel?.hidden).toBe(false);
    expect(within(panel as HTMLElement).getByText(/クレジットカード/)).toBeTruthy();
    expect(
      within(panel as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe('/guest/faq/purchase/1');

    fireEvent.click(button);
    expect(panel?.hidden).toBe(true);
  });

  it('shows one question at its own address, with its category and the contact link', async () => {
    renderApp('/guest/faq/purchase/2');
    await heading(/販売期間を過ぎても購入できますか/);
    expect(screen.getByText(/期間外手数料をお支払いいただくことで/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ご購入について' }).getAttribute('href')).toBe(
      '/guest/faq/purchase',
    );
    expect(screen.getByRole('link', { name: /支払い方法は何がありますか/ }).getAttribute('href')).toBe(
      '/guest/faq/purchase/1',
    );
    expect(screen.getByRole('link', { name: /お問い合わせフォームへ/ }).getAttribute('href')).toBe(
      '/guest/contact',
    );
  });

  it('sends a question opened under another category to its own address', async () => {
    const { router } = renderApp('/guest/faq/account/1');
    await heading(/支払い方法は何がありますか/);
    expect(router.state.location.pathname).toBe('/guest/faq/purchase/1');
  });

  it.each([
    ['/guest/faq/nope'],
    ['/guest/faq/purchase/99'],
    ['/guest/faq/purchase/abc'],
    ['/guest/faq/purchase/0'],
  ])('answers %s with Page Not Found', async (path) => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp(path);
    await heading('Page Not Found');
    logged.mockRestore();
  });

  it('renders answers only through the sanitiser', async () => {
    renderApp('/guest/faq/account/3');
    await heading(/顔写真はどのように使われますか/);
    const article = screen.getByRole('article');
    expect(article.querySelector('img, script')).toBeNull();
    expect(article.innerHTML).not.toMatch(/onerror|__pwned/);
  });
});

describe('FAQ source (spec §6)', () => {
  it('uses the member FAQ in the member area when a member is signed in', async () => {
    signIn('member');
    const member = {
      categories: [{ id: 1, name: 'purchase', display_text: 'ご購入について' }],
      faqs: [{ id: 1, category_id: 1, title: '会員向けの質問', body_html: '<p>答え</p>' }],
    };
    api = stubApi({ 'GET /api/info/faq': () => json(200, member) });
    renderApp('/faq');
    await screen.findByRole('button', { name: /会員向けの質問/ });
    expect(api.routes()).toEqual(['GET /api/info/faq']);
    expect(api.calls[0]?.headers.get('authorization')).toBe('Bearer member-token');
    expect(api.calls[0]?.headers.get('x-language')).toBe('ja');
  });

  it('uses the public all_lang FAQ on guest pages, without a token', async () => {
    renderApp('/guest/faq');
    await screen.findByRole('heading', { level: 2, name: 'ご購入について' });
    expect(api.calls[0]?.headers.has('authorization')).toBe(false);
  });
});

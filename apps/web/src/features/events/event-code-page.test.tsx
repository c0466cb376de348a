import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorJson, fakeApi, json } from '@/shared/auth/test-api';
import { signInGuestForTest, signInMemberForTest } from '@/shared/auth/test-sessions';
import { getAuthState } from '@/shared/auth/token-store';
import { closeErrorModal, getErrorModal } from '@/shared/errors/error-modal-store';
import { initI18n } from '@/shared/i18n/i18n';
import { EVENT_INFO } from '@/test/event-fixtures';
import { renderApp } from '@/test/render-app';

const EVENT = {
  id: 1,
  name: '2026 秋の運動会',
  event_date: '2026-10-10',
  published_until_t: 4_102_444_800,
  shipping_type_id: 1,
  currency_type_id: 1,
  organization_name: 'さくら幼稚園',
};
const NOT_FOUND = {
  ja: '公開中のイベントが見つかりません。イベントコードをご確認ください。',
  'en-US': 'No public event was found. Please check the event code.',
};

const first = () => screen.getByLabelText('イベントコード（前半5文字）') as HTMLInputElement;
const second = () => screen.getByLabelText('イベントコード（後半5文字）') as HTMLInputElement;
const submit = () => fireEvent.click(screen.getByRole('button', { name: '写真を見る' }));

function paste(input: HTMLInputElement, text: string) {
  fireEvent.paste(input, { clipboardData: { getData: () => text } });
}

beforeAll(async () => {
  await initI18n('ja');
});
beforeEach(async () => {
  await act(() => initI18n('ja'));
});
afterEach(() => {
  act(() => closeErrorModal());
  vi.unstubAllGlobals();
});

describe('event code page', () => {
  it('splits a pasted "SPORT-12345" into both fields and opens the event', async () => {
    signInMemberForTest('member-token');
    const api = fakeApi({
      'POST /api/auth/code/event_code': () => json(200, { event: EVENT }),
      'GET /api/event/info/1': () => json(200, EVENT_INFO),
    });
    const { router } = renderApp('/events/code');
    await screen.findByRole('heading', { level: 1, name: 'イベントコードを入力' }, { timeout: 3000 });
    expect(first().getAttribute('autocapitalize')).toBe('characters');
    paste(first(), 'SPORT-12345');
    expect(first().value).toBe('SPORT');
    expect(second().value).toBe('12345');
    submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/events/detail/1'));
    expect(api.bodyOf('POST /api/auth/code/event_code')).toEqual({
      event_code1: 'SPORT',
      event_code2: '12345',
    });
    expect(api.authOf('POST /api/auth/code/event_code')).toBe('Bearer member-token');
    expect((getAuthState().event as { id: number }).id).toBe(1);
  });

  it('accepts full-width input and typing past 5 characters', async () => {
    signInMemberForTest();
    const api = fakeApi({ 'POST /api/auth/code/event_code': () => json(200, { event: EVENT }) });
    renderApp('/events/code');
    await screen.findByRole('heading', { level: 1, name: 'イベントコードを入力' }, { timeout: 3000 });
    fireEvent.change(first(), { target: { value: 'ＳＰＯＲＴ１２３４５' } });
    expect(first().value).toBe('SPORT');
    expect(second().value).toBe('12345');
    fireEvent.change(second(), { target: { value: '１２３４５' } });
    submit();
    await waitFor(() =>
      expect(api.bodyOf('POST /api/auth/code/event_code')).toEqual({
        event_code1: 'SPORT',
        event_code2: '12345',
      }),
    );
  });

  it('checks the format before sending', async () => {
    signInMemberForTest();
    const api = fakeApi({});
    renderApp('/events/code');
    await screen.findByRole('heading', { level: 1, name: 'イベントコードを入力' }, { timeout: 3000 });
    fireEvent.change(first(), { target: { value: 'SPOR' } });
    submit();
    expect(await screen.findByText('前半：英数字5文字で入力してください。')).toBeTruthy();
    expect(first().getAttribute('aria-invalid')).toBe('true');
    expect(api.calls()).not.toContain('POST /api/auth/code/event_code');
  });

  it('shows the translated "not found" inline, keeps the input, no modal', async () => {
    signInMemberForTest();
    fakeApi({ 'POST /api/auth/code/event_code': () => errorJson(404, 'EVENT-CODE-404', NOT_FOUND) });
    const { router } = renderApp('/events/code');
    await screen.findByRole('heading', { level: 1, name: 'イベントコードを入力' }, { timeout: 3000 });
    paste(first(), 'SPORT12346');
    submit();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(NOT_FOUND.ja);
    expect(alert.textContent).toContain('EVENT-CODE-404');
    expect(first().value).toBe('SPORT');
    expect(router.state.location.pathname).toBe('/events/code');
    expect(getErrorModal()).toBeNull();
  });

  it('explains a rate limit and maps a 400 to its field', async () => {
    signInMemberForTest();
    let status = 429;
    fakeApi({
      'POST /api/auth/code/event_code': () =>
        status === 429
          ? errorJson(429, 'RATE-LIMIT-429', { ja: 'Too many' })
          : errorJson(400, 'VALIDATION-body.event_code2', { ja: '入力内容に誤りがあります' }),
    });
    renderApp('/events/code');
    await screen.findByRole('heading', { level: 1, name: 'イベントコードを入力' }, { timeout: 3000 });
    paste(first(), 'SPORT12345');
    submit();
    expect((await screen.findByRole('alert')).textContent).toContain('入力回数の上限に達しました');
    status = 400;
    submit();
    expect(await screen.findByText('後半：英数字5文字で入力してください。')).toBeTruthy();
    expect(second().getAttribute('aria-invalid')).toBe('true');
  });

  it('opens the guest event detail with the guest token', async () => {
    signInGuestForTest('guest-token');
    const api = fakeApi({ 'POST /api/auth/code/event_code': () => json(200, { event: EVENT }) });
    const { router } = renderApp('/guest/events/code');
    await screen.findByRole('heading', { level: 1, name: 'イベントコードを入力' }, { timeout: 3000 });
    expect(screen.queryByRole('link', { name: /参加中のイベント一覧を見る/ })).toBeNull();
    paste(second(), 'SPORT 12345');
    submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/guest/events/detail/1'));
    expect(api.authOf('POST /api/auth/code/event_code')).toBe('Bearer guest-token');
  });
});

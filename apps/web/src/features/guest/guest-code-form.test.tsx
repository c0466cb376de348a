import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { guestTarget } from '@/shared/auth/redirect-target';
import { errorJson, fakeApi, json, tokenAnswer } from '@/shared/auth/test-api';
import { signInMemberForTest } from '@/shared/auth/test-sessions';
import { readToken } from '@/shared/auth/token-store';
import { initI18n } from '@/shared/i18n/i18n';
import { renderApp } from '@/test/render-app';
import {
  minutesLeft,
  normalizeCheckCode,
  type PendingCheck,
  readPendingCheck,
  writePendingCheck,
} from './guest-check';
import { GuestCodeForm } from './guest-code-form';

const CHECK: PendingCheck = { check_id: 'check-1', email: 'guest@example.com', expires_t: 4_102_444_800 };
const WRONG = {
  ja: '確認コードが正しくありません。メールに記載の6桁のコードを入力してください。',
  vi: 'Mã xác nhận không đúng. Vui lòng nhập mã 6 chữ số trong email.',
  'en-US': 'The confirmation code is incorrect.',
};

const codeInput = () => screen.getByLabelText(/^(確認コード|Mã xác nhận)$/) as HTMLInputElement;

beforeEach(async () => {
  await act(() => initI18n('ja'));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('check code normalisation', () => {
  it.each([
    ['123456', '123456'],
    ['１２３４５６', '123456'],
    ['123 456', '123456'],
    ['１２３－４５６', '123456'],
    [' 12345６ ', '123456'],
    ['12a456', '12a456'],
  ])('%s → %s', (typed, sent) => {
    expect(normalizeCheckCode(typed)).toBe(sent);
  });

  it('counts whole minutes left, rounded up, never below 0', () => {
    expect(minutesLeft(1000 + 600, 1000)).toBe(10);
    expect(minutesLeft(1000 + 61, 1000)).toBe(2);
    expect(minutesLeft(999, 1000)).toBe(0);
  });
});

describe('guest code form', () => {
  it('offers a numeric keyboard and one-time-code autofill, with a label', () => {
    render(<GuestCodeForm check={CHECK} onConfirmed={vi.fn()} onResent={vi.fn()} />);
    const input = codeInput();
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.getAttribute('autocomplete')).toBe('one-time-code');
  });

  it('accepts full-width digits and sends them as the 6 digits', async () => {
    const confirm = vi.fn().mockResolvedValue(tokenAnswer('guest-token'));
    const onConfirmed = vi.fn();
    render(<GuestCodeForm check={CHECK} onConfirmed={onConfirmed} onResent={vi.fn()} confirm={confirm} />);
    fireEvent.input(codeInput(), { target: { value: '０１２３４５' } });
    fireEvent.click(screen.getByRole('button', { name: '確認して進む' }));
    await waitFor(() => expect(onConfirmed).toHaveBeenCalledWith(tokenAnswer('guest-token')));
    expect(confirm).toHaveBeenCalledWith({ check_id: 'check-1', check_code: '012345' });
  });

  it('shows a short or missing code as a field error without calling the API', async () => {
    const confirm = vi.fn();
    render(<GuestCodeForm check={CHECK} onConfirmed={vi.fn()} onResent={vi.fn()} confirm={confirm} />);
    fireEvent.click(screen.getByRole('button', { name: '確認して進む' }));
    expect(await screen.findByText('確認コードを入力してください。')).toBeTruthy();
    fireEvent.input(codeInput(), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: '確認して進む' }));
    expect(await screen.findByText('メールに記載の6桁の数字を入力してください。')).toBeTruthy();
    expect(codeInput().getAttribute('aria-invalid')).toBe('true');
    expect(confirm).not.toHaveBeenCalled();
  });

  it('shows the translated server message for a wrong code inline and keeps the code', async () => {
    fakeApi({ 'POST /api/guest/email/check/confirm': () => errorJson(400, 'GUEST-CHECK-400', WRONG) });
    const onConfirmed = vi.fn();
    render(<GuestCodeForm check={CHECK} onConfirmed={onConfirmed} onResent={vi.fn()} />);
    fireEvent.input(codeInput(), { target: { value: '999999' } });
    fireEvent.click(screen.getByRole('button', { name: '確認して進む' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(WRONG.ja);
    expect(alert.textContent).toContain('(GUEST-CHECK-400)');
    expect(codeInput().value).toBe('999999');
    expect(onConfirmed).not.toHaveBeenCalled();
  });

  it('mails a new code to the same address and says so', async () => {
    const resend = vi.fn().mockResolvedValue({ ...CHECK, check_id: 'check-2' });
    const onResent = vi.fn();
    render(<GuestCodeForm check={CHECK} onConfirmed={vi.fn()} onResent={onResent} resend={resend} />);
    fireEvent.click(screen.getByRole('button', { name: '確認コードを再送信' }));
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('新しい確認コードを送信しました');
    expect(resend).toHaveBeenCalledWith('guest@example.com');
    expect(onResent).toHaveBeenCalledWith({ ...CHECK, check_id: 'check-2' });
  });
});

describe('guest e-mail check through the pages', () => {
  it('landing → send → email_sent → confirm → /guest, in Vietnamese', async () => {
    await act(() => initI18n('vi'));
    // A member signed in on this device earlier: the guest sign-in replaces it.
    signInMemberForTest();
    const api = fakeApi({
      'POST /api/guest/email/check/send': () => json(200, { check_id: 'check-9', expires_t: 4_102_444_800 }),
      'POST /api/guest/email/check/confirm': ({ body }) =>
        (body as { check_code: string }).check_code === '654321'
          ? json(200, tokenAnswer('guest-token'))
          : errorJson(400, 'GUEST-CHECK-400', WRONG),
    });
    const { router } = renderApp('/guest/landing');
    await screen.findByRole('heading', { level: 1, name: 'Mua với tư cách khách' }, { timeout: 3000 });
    fireEvent.input(screen.getByLabelText('Địa chỉ email'), { target: { value: 'guest@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Gửi mã xác nhận' }));

    await screen.findByRole('heading', { level: 1, name: 'Vui lòng kiểm tra email' }, { timeout: 3000 });
    expect(router.state.location.pathname).toBe('/guest/email_sent');
    expect(api.bodyOf('POST /api/guest/email/check/send')).toEqual({ email: 'guest@example.com' });
    expect(readPendingCheck()?.check_id).toBe('check-9');
    expect(screen.getByText('guest@example.com')).toBeTruthy();

    fireEvent.input(codeInput(), { target: { value: '111111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Xác nhận và tiếp tục' }));
    expect((await screen.findByRole('alert')).textContent).toContain(WRONG.vi);

    fireEvent.input(codeInput(), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Xác nhận và tiếp tục' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/guest'));
    expect(readToken('guest')?.token).toBe('guest-token');
    expect(readToken('member')).toBeNull();
    expect(readPendingCheck()).toBeNull();
  });

  it('a guest stopped at an event page lands back on it once the e-mail is verified (issue #17)', async () => {
    await act(() => initI18n('vi'));
    fakeApi({
      'POST /api/guest/email/check/send': () => json(200, { check_id: 'check-7', expires_t: 4_102_444_800 }),
      'POST /api/guest/email/check/confirm': () => json(200, tokenAnswer('guest-token')),
    });
    const { router } = renderApp('/guest/events/detail/3');
    await waitFor(() => expect(router.state.location.pathname).toBe('/guest/landing'));
    expect(router.state.location.search).toBe('?redirect=%2Fguest%2Fevents%2Fdetail%2F3');
    fireEvent.input(await screen.findByLabelText('Địa chỉ email'), { target: { value: 'g@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Gửi mã xác nhận' }));
    await screen.findByRole('heading', { level: 1, name: 'Vui lòng kiểm tra email' }, { timeout: 3000 });
    expect(router.state.location.pathname).toBe('/guest/email_sent');
    fireEvent.input(codeInput(), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Xác nhận và tiếp tục' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/guest/events/detail/3'));
  });

  it('follows only guest pages of this site after the code', () => {
    expect(guestTarget('/guest/events/detail/3')).toBe('/guest/events/detail/3');
    expect(guestTarget('/guest/cart')).toBe('/guest/cart');
    for (const bad of [
      '/history',
      '//evil.example',
      'https://evil.example/guest/x',
      '/guest/landing',
      null,
    ]) {
      expect(guestTarget(bad)).toBeNull();
    }
  });

  it('email_sent without a pending check points back to the landing', async () => {
    renderApp('/guest/email_sent');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: '確認コードはまだ送信されていません' },
        { timeout: 3000 },
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'メールアドレスを入力する' }).getAttribute('href')).toBe(
      '/guest/landing',
    );
  });

  it('keeps the address for a second try from the landing', async () => {
    writePendingCheck(CHECK);
    renderApp('/guest/landing');
    const email = (await screen.findByLabelText('メールアドレス', {}, { timeout: 3000 })) as HTMLInputElement;
    expect(email.value).toBe('guest@example.com');
  });
});

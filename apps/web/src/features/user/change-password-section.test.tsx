import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '@/shared/auth/test-api';
import { signInMemberForTest } from '@/shared/auth/test-sessions';
import { resetAuthStateForTests } from '@/shared/auth/token-store';
import { initI18n } from '@/shared/i18n/i18n';
import { ChangePasswordSection } from './change-password-section';

// The user page's password change with the shared new-password fields (ja texts).
const NEW = '新しいパスワード';
const REPEAT = '新しいパスワード（確認）';
const MISMATCH = '2つのパスワードが一致しません。';
const TOO_SHORT = '8文字以上で入力してください。';

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

beforeEach(async () => {
  resetAuthStateForTests();
  await act(() => initI18n('ja'));
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ChangePasswordSection', () => {
  it('refuses a short or unrepeated password, then changes it', async () => {
    signInMemberForTest();
    const api = fakeApi({ 'POST /api/user/password': () => json(200, { other_sessions_ended: 2 }) });
    render(<ChangePasswordSection />);
    type('現在のパスワード', 'old-password-1');
    type(NEW, 'short');
    type(REPEAT, 'short');
    fireEvent.click(screen.getByRole('button', { name: 'パスワードを変更' }));
    expect(await screen.findByText(TOO_SHORT)).toBeTruthy();

    type(NEW, 'new-password-2026');
    type(REPEAT, 'new-password-2027');
    fireEvent.click(screen.getByRole('button', { name: 'パスワードを変更' }));
    expect(await screen.findByText(MISMATCH)).toBeTruthy();
    expect(api.calls()).toEqual([]);

    type(REPEAT, 'new-password-2026');
    fireEvent.click(screen.getByRole('button', { name: 'パスワードを変更' }));
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'パスワードを変更しました。ほかの端末2台をログアウトしました。',
    );
    expect(api.bodyOf('POST /api/user/password')).toEqual({
      current_password: 'old-password-1',
      new_password: 'new-password-2026',
    });
  });
});

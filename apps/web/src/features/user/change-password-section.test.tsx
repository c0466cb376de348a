import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, json } from '@/shared/auth/test-api';
import { eachTestSignedOutInJapanese, NEW_PASSWORD_JA, typeInto } from '@/shared/auth/test-password-forms';
import { signInMemberForTest } from '@/shared/auth/test-sessions';
import { ChangePasswordSection } from './change-password-section';

// The user page's password change with the shared new-password fields (ja texts).

eachTestSignedOutInJapanese();

describe('ChangePasswordSection', () => {
  it('refuses a short or unrepeated password, then changes it', async () => {
    signInMemberForTest();
    const api = fakeApi({ 'POST /api/user/password': () => json(200, { other_sessions_ended: 2 }) });
    render(<ChangePasswordSection />);
    typeInto('現在のパスワード', 'old-password-1');
    typeInto(NEW_PASSWORD_JA.new, 'short');
    typeInto(NEW_PASSWORD_JA.repeat, 'short');
    fireEvent.click(screen.getByRole('button', { name: 'パスワードを変更' }));
    expect(await screen.findByText(NEW_PASSWORD_JA.tooShort)).toBeTruthy();

    typeInto(NEW_PASSWORD_JA.new, 'new-password-2026');
    typeInto(NEW_PASSWORD_JA.repeat, 'new-password-2027');
    fireEvent.click(screen.getByRole('button', { name: 'パスワードを変更' }));
    expect(await screen.findByText(NEW_PASSWORD_JA.mismatch)).toBeTruthy();
    expect(api.calls()).toEqual([]);

    typeInto(NEW_PASSWORD_JA.repeat, 'new-password-2026');
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

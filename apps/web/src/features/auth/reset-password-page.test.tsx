import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, json, tokenAnswer } from '@/shared/auth/test-api';
import { eachTestSignedOutInJapanese, NEW_PASSWORD_JA, typeInto } from '@/shared/auth/test-password-forms';
import { renderApp } from '@/test/render-app';

// The mailed reset link's page with the shared new-password fields (ja texts).
const KEY = 'k'.repeat(43);

eachTestSignedOutInJapanese();

describe('/password/reset', () => {
  it('refuses an unrepeated password, then sends the new one with the key', async () => {
    const api = fakeApi({
      'POST /api/auth/password_reset/check': () =>
        json(200, { email_hint: 'p***@example.jp', expires_t: 4_102_444_800 }),
      'POST /api/auth/password_reset/confirm': () => json(200, tokenAnswer('reset-member-token')),
    });
    renderApp(`/password/reset?key=${KEY}`);
    const submit = await screen.findByRole('button', { name: '保存してログイン' }, { timeout: 3000 });
    typeInto(NEW_PASSWORD_JA.new, 'new-password-2026');
    typeInto(NEW_PASSWORD_JA.repeat, 'new-password-2027');
    fireEvent.click(submit);
    expect(await screen.findByText(NEW_PASSWORD_JA.mismatch)).toBeTruthy();
    expect(api.calls()).not.toContain('POST /api/auth/password_reset/confirm');

    typeInto(NEW_PASSWORD_JA.repeat, 'new-password-2026');
    fireEvent.click(submit);
    await waitFor(() =>
      expect(api.bodyOf('POST /api/auth/password_reset/confirm')).toEqual({
        key: KEY,
        new_password: 'new-password-2026',
      }),
    );
  });
});

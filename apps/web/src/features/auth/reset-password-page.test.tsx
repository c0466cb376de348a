import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, tokenAnswer } from '@/shared/auth/test-api';
import { resetAuthStateForTests } from '@/shared/auth/token-store';
import { initI18n } from '@/shared/i18n/i18n';
import { renderApp } from '@/test/render-app';

// The mailed reset link's page with the shared new-password fields (ja texts).
const NEW = '新しいパスワード';
const REPEAT = '新しいパスワード（確認）';
const MISMATCH = '2つのパスワードが一致しません。';
const KEY = 'k'.repeat(43);

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

describe('/password/reset', () => {
  it('refuses an unrepeated password, then sends the new one with the key', async () => {
    const api = fakeApi({
      'POST /api/auth/password_reset/check': () =>
        json(200, { email_hint: 'p***@example.jp', expires_t: 4_102_444_800 }),
      'POST /api/auth/password_reset/confirm': () => json(200, tokenAnswer('reset-member-token')),
    });
    renderApp(`/password/reset?key=${KEY}`);
    const submit = await screen.findByRole('button', { name: '保存してログイン' }, { timeout: 3000 });
    type(NEW, 'new-password-2026');
    type(REPEAT, 'new-password-2027');
    fireEvent.click(submit);
    expect(await screen.findByText(MISMATCH)).toBeTruthy();
    expect(api.calls()).not.toContain('POST /api/auth/password_reset/confirm');

    type(REPEAT, 'new-password-2026');
    fireEvent.click(submit);
    await waitFor(() =>
      expect(api.bodyOf('POST /api/auth/password_reset/confirm')).toEqual({
        key: KEY,
        new_password: 'new-password-2026',
      }),
    );
  });
});

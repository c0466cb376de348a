import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { initI18n } from '@/shared/i18n/i18n';
import { resetAuthStateForTests } from './token-store';

/** For tests only: the auth pages' tests, and the new-password fields' ja texts. */

export const NEW_PASSWORD_JA = {
  new: '新しいパスワード',
  repeat: '新しいパスワード（確認）',
  mismatch: '2つのパスワードが一致しません。',
  tooShort: '8文字以上で入力してください。',
};

/** Types `value` into the field labelled `label`. */
export function typeInto(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

/** Every test of the calling file starts signed out, in Japanese, and ends with its fakes undone. */
export function eachTestSignedOutInJapanese() {
  beforeEach(async () => {
    resetAuthStateForTests();
    await act(() => initI18n('ja'));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}

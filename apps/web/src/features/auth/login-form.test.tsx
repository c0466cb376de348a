import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/shared/api/api-error';
import { tokenAnswer } from '@/shared/auth/test-api';
import { getAuthState, readToken, resetAuthStateForTests } from '@/shared/auth/token-store';
import { closeErrorModal, errorModalEnvironment, getErrorModal } from '@/shared/errors/error-modal-store';
import { initI18n } from '@/shared/i18n/i18n';
import { LoginForm, type LoginValues } from './login-form';

const loginError = new ApiError(
  400,
  {
    display_message: 'The e-mail address or password is incorrect.',
    display_message_lang: {
      ja: 'メールアドレスまたはパスワードが正しくありません。',
      hant: '電子郵件地址或密碼不正確。',
      vi: 'Email hoặc mật khẩu không đúng.',
      'en-US': 'The e-mail address or password is incorrect.',
    },
    display_code: 'AUTH-LOGIN-400',
  },
  '/api/auth/login',
);

function fill(email: string, password: string) {
  fireEvent.input(screen.getByLabelText(/^(メールアドレス|Email address|Địa chỉ email)/), {
    target: { value: email },
  });
  fireEvent.input(screen.getByLabelText(/^(パスワード|Password|Mật khẩu)$/), { target: { value: password } });
}

const original = { ...errorModalEnvironment };

beforeEach(async () => {
  resetAuthStateForTests();
  await act(() => initI18n('ja'));
});

afterEach(() => {
  act(() => closeErrorModal());
  Object.assign(errorModalEnvironment, original);
});

describe('login form', () => {
  it('shows the translated server message inline and keeps what was typed (spec §4, §8)', async () => {
    const onSignedIn = vi.fn();
    render(<LoginForm onSignedIn={onSignedIn} login={() => Promise.reject(loginError)} />);
    fill('parent@example.com', 'wrong-password');
    fireEvent.click(screen.getByRole('button', { name: 'ログイン' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('メールアドレスまたはパスワードが正しくありません。');
    expect(alert.textContent).toContain('(AUTH-LOGIN-400)');
    expect(getErrorModal()).toBeNull();
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(getAuthState()).toMatchObject({ login: 'failed', loginError: { display_code: 'AUTH-LOGIN-400' } });
    expect((screen.getByLabelText('メールアドレス') as HTMLInputElement).value).toBe('parent@example.com');
    expect((screen.getByLabelText('パスワード') as HTMLInputElement).value).toBe('wrong-password');
    expect(readToken('member')).toBeNull();
  });

  it('re-chooses the message when the language changes', async () => {
    render(<LoginForm onSignedIn={vi.fn()} login={() => Promise.reject(loginError)} />);
    fill('parent@example.com', 'wrong');
    fireEvent.click(screen.getByRole('button', { name: 'ログイン' }));
    await screen.findByRole('alert');
    await act(() => initI18n('vi'));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('Email hoặc mật khẩu không đúng.'),
    );
  });

  it('disables the button while sending, then stores the token and hands over', async () => {
    let resolve: (value: ReturnType<typeof tokenAnswer>) => void = () => {};
    const login = vi.fn(
      (_values: LoginValues) => new Promise<ReturnType<typeof tokenAnswer>>((done) => (resolve = done)),
    );
    const onSignedIn = vi.fn();
    render(<LoginForm onSignedIn={onSignedIn} login={login} />);
    fill(' parent@example.com ', 'secret');
    fireEvent.click(screen.getByRole('button', { name: 'ログイン' }));

    const busy = await screen.findByRole('button', { name: 'ログインしています…' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(login).toHaveBeenCalledWith({ email: 'parent@example.com', password: 'secret' });

    await act(async () => resolve(tokenAnswer('member-token')));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(readToken('member')?.token).toBe('member-token');
    expect(getAuthState().login).toBe('succeeded');
  });

  it('checks the fields before calling the API, with messages tied to the inputs', async () => {
    const login = vi.fn();
    render(<LoginForm onSignedIn={vi.fn()} login={login} />);
    fill('not-an-address', '');
    fireEvent.click(screen.getByRole('button', { name: 'ログイン' }));

    expect(await screen.findByText('正しいメールアドレスを入力してください。')).toBeTruthy();
    expect(screen.getByText('パスワードを入力してください。')).toBeTruthy();
    const email = screen.getByLabelText('メールアドレス');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toContain(
      '正しいメールアドレス',
    );
    expect(login).not.toHaveBeenCalled();
  });

  it('shows the password on request', async () => {
    render(<LoginForm onSignedIn={vi.fn()} />);
    const password = screen.getByLabelText('パスワード') as HTMLInputElement;
    const toggle = screen.getByRole('button', { name: 'パスワードを表示' });
    expect(password.type).toBe('password');
    fireEvent.click(toggle);
    expect(password.type).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
  });

  it('leaves a failure it cannot explain inline (no connection) to the error modal', async () => {
    errorModalEnvironment.pathname = () => '/login';
    errorModalEnvironment.navigate = vi.fn();
    render(
      <LoginForm
        onSignedIn={vi.fn()}
        login={() => Promise.reject(new ApiError(null, null, '/api/auth/login'))}
      />,
    );
    fill('parent@example.com', 'secret');
    fireEvent.click(screen.getByRole('button', { name: 'ログイン' }));
    await waitFor(() =>
      expect(getErrorModal()?.message).toEqual({ kind: 'key', key: 'errors.modal.network' }),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

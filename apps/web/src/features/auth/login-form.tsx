import { zodResolver } from '@hookform/resolvers/zod';
import type { ErrorResponse, TokenAnswer } from '@omoide/contract';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { postLogin } from '@/shared/auth/auth-api';
import {
  loginErrorMessage,
  loginFailed,
  loginSucceeded,
  resetLogin,
  setLoginPending,
  useAuthState,
} from '@/shared/auth/token-store';
import { reportError } from '@/shared/errors/error-modal-store';
import { inlineErrorBody, validationField } from '@/shared/errors/server-error';
import { AUTH_NAMESPACE } from '@/shared/i18n/i18n';
import { useTextLanguage } from '@/shared/i18n/use-locale';
import { Button, FormAlert, PasswordField, TextField } from '@/shared/ui';
import styles from '@/shared/ui/form.module.css';

/** Messages are i18n keys of the auth namespace; the form translates them. */
export const loginSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'validation.emailRequired')
    .max(254, 'validation.tooLong')
    .email('validation.email'),
  password: z.string().min(1, 'validation.passwordRequired').max(256, 'validation.tooLong'),
});
export type LoginValues = z.infer<typeof loginSchema>;

interface LoginFormProps {
  /** After the token is stored (spec §4 "Login success stores the token"). */
  onSignedIn: (answer: TokenAnswer) => void | Promise<void>;
  login?: (values: LoginValues) => Promise<TokenAnswer>;
}

/**
 * E-mail + password. A refused login keeps what was typed and shows the server's message
 * (AUTH-LOGIN-400, the rate limit's 429) inline, chosen by language (spec §4, §8).
 */
export function LoginForm({ onSignedIn, login = postLogin }: LoginFormProps) {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const language = useTextLanguage();
  const { loginError } = useAuthState();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });

  // A stored error belongs to this visit of the page.
  useEffect(() => {
    resetLogin();
    return resetLogin;
  }, []);

  const onSubmit = handleSubmit(async (values) => {
    setLoginPending();
    let answer: TokenAnswer;
    try {
      answer = await login(values);
    } catch (error) {
      const body: ErrorResponse | null = inlineErrorBody(error);
      if (!body) {
        resetLogin();
        reportError(error);
        return;
      }
      const stored = loginFailed(body, language);
      const field = validationField(body);
      if (field === 'email' || field === 'password') setError(field, { message: stored.display_message });
      setFocus(field === 'email' ? 'email' : 'password');
      return;
    }
    loginSucceeded(answer);
    await onSignedIn(answer);
  });

  const fieldError = (message: string | undefined) =>
    message ? (message.startsWith('validation.') ? t(message) : message) : undefined;

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={isSubmitting}>
      {loginError ? (
        <FormAlert>
          <span>{loginErrorMessage(loginError, language)}</span>
          <span className={styles.code}>({loginError.display_code})</span>
        </FormAlert>
      ) : null}
      <TextField
        id="login-email"
        label={t('login.email')}
        type="email"
        inputMode="email"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={fieldError(errors.email?.message)}
        {...register('email')}
      />
      <PasswordField
        id="login-password"
        label={t('login.password')}
        autoComplete="current-password"
        error={fieldError(errors.password?.message)}
        {...register('password')}
      />
      <Button type="submit" block disabled={isSubmitting}>
        {isSubmitting ? t('login.submitting') : t('login.submit')}
      </Button>
    </form>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import type { ErrorResponse } from '@omoide/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { sendPasswordReset } from '@/shared/auth/password-api';
import { reportError } from '@/shared/errors/error-modal-store';
import { inlineErrorBody } from '@/shared/errors/server-error';
import { AUTH_NAMESPACE } from '@/shared/i18n/i18n';
import { Button, ButtonLink, NoticePanel, ServerAlert, TextField } from '@/shared/ui';
import styles from '@/shared/ui/form.module.css';

const forgotSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'validation.emailRequired')
    .max(254, 'validation.tooLong')
    .email('validation.email'),
});
type ForgotValues = z.infer<typeof forgotSchema>;

/**
 * `/password/forgot` (the default `uri.password_reminder`): a member asks for a reset link.
 * The answer is the same whether the address has an account, so the page says "if".
 */
export default function ForgotPasswordPage() {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const [sent, setSent] = useState<{ email: string; minutes: number } | null>(null);
  const [failure, setFailure] = useState<ErrorResponse | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotValues>({ resolver: zodResolver(forgotSchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      const answer = await sendPasswordReset(email);
      setSent({ email, minutes: answer.expires_in_minutes });
    } catch (error) {
      const body = inlineErrorBody(error);
      if (body) setFailure(body);
      else reportError(error);
    }
  });
  const message = (key: string | undefined) => (key ? t(key) : undefined);

  if (sent)
    return (
      <NoticePanel
        icon="mail"
        title={t('password.sentTitle')}
        body={t('password.sentBody', { email: sent.email, minutes: sent.minutes })}
      >
        <ButtonLink to="/login" variant="secondary" block>
          {t('password.backToLogin')}
        </ButtonLink>
      </NoticePanel>
    );

  return (
    <section className={styles.card} aria-labelledby="page-heading">
      <header className={styles.cardHeader}>
        <h1 id="page-heading" className={styles.title}>
          {t('password.forgotHeading')}
        </h1>
        <p className={styles.lead}>{t('password.forgotLead')}</p>
      </header>
      <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
        <ServerAlert body={failure} />
        <TextField
          id="forgot-email"
          label={t('login.email')}
          type="email"
          inputMode="email"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          error={message(errors.email?.message)}
          {...register('email')}
        />
        <Button type="submit" block disabled={isSubmitting}>
          {isSubmitting ? t('password.sending') : t('password.send')}
        </Button>
      </form>
      <div className={styles.links}>
        <ButtonLink to="/login" variant="secondary" block>
          {t('password.backToLogin')}
        </ButtonLink>
      </div>
    </section>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { type ErrorResponse, PASSWORD_RESET_LINK_PARAM } from '@omoide/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { loadMemberSystemConstants } from '@/shared/auth/auth-api';
import { NewPasswordFields } from '@/shared/auth/new-password-fields';
import { newPasswordSchema } from '@/shared/auth/new-password-schema';
import { confirmPasswordReset, passwordResetQuery } from '@/shared/auth/password-api';
import { forgetPreviousIdentity } from '@/shared/auth/session-reset';
import { loginSucceeded } from '@/shared/auth/token-store';
import { reportError } from '@/shared/errors/error-modal-store';
import { inlineErrorBody } from '@/shared/errors/server-error';
import { AUTH_NAMESPACE } from '@/shared/i18n/i18n';
import { Button, ButtonLink, FormAlert, ServerAlert, Spinner } from '@/shared/ui';
import styles from '@/shared/ui/form.module.css';

type ResetValues = z.infer<typeof newPasswordSchema>;

/**
 * `/password/reset?key=`: the mailed link. A working link shows the form; the new password
 * ends every other sign-in and signs this browser in (the link proved the address).
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const key = params.get(PASSWORD_RESET_LINK_PARAM) ?? '';
  const check = useQuery({ ...passwordResetQuery(key), enabled: key.length >= 16 });
  const [failure, setFailure] = useState<ErrorResponse | null>(null);
  const form = useForm<ResetValues>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { new_password: '', repeat: '' },
  });
  const { isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await confirmPasswordReset(key, values.new_password);
      forgetPreviousIdentity(queryClient);
      loginSucceeded(answer);
      await loadMemberSystemConstants().catch(() => undefined);
      await navigate('/', { replace: true });
    } catch (error) {
      const body = inlineErrorBody(error);
      if (body) setFailure(body);
      else reportError(error);
    }
  });

  let body: React.ReactNode;
  if (key.length < 16 || check.isError) {
    body = (
      <>
        <FormAlert>{t('password.linkInvalid')}</FormAlert>
        <ButtonLink to="/password/forgot" block>
          {t('password.askAgain')}
        </ButtonLink>
      </>
    );
  } else if (!check.data) {
    body = <Spinner label={t('password.checking')} />;
  } else {
    body = (
      <FormProvider {...form}>
        <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
          <p className={styles.lead}>{t('password.resetLead', { email: check.data.email_hint })}</p>
          <ServerAlert body={failure} />
          <NewPasswordFields idPrefix="reset" />
          <Button type="submit" block disabled={isSubmitting}>
            {isSubmitting ? t('password.saving') : t('password.resetSubmit')}
          </Button>
        </form>
      </FormProvider>
    );
  }

  return (
    <section className={styles.card} aria-labelledby="page-heading">
      <header className={styles.cardHeader}>
        <h1 id="page-heading" className={styles.title}>
          {t('password.resetHeading')}
        </h1>
      </header>
      {body}
    </section>
  );
}

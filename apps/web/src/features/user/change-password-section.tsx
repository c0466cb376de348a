import { zodResolver } from '@hookform/resolvers/zod';
import type { ErrorResponse } from '@omoide/contract';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { NewPasswordFields } from '@/shared/auth/new-password-fields';
import { newPasswordSchema } from '@/shared/auth/new-password-schema';
import { changePassword } from '@/shared/auth/password-api';
import { reportError } from '@/shared/errors/error-modal-store';
import { inlineErrorBody } from '@/shared/errors/server-error';
import { AUTH_NAMESPACE } from '@/shared/i18n/i18n';
import { Button, PasswordField, ServerAlert } from '@/shared/ui';
import formStyles from '@/shared/ui/form.module.css';
import pageStyles from '@/shared/ui/page.module.css';

const changeSchema = z
  .object({
    current_password: z.string().min(1, 'validation.passwordRequired').max(256, 'validation.tooLong'),
  })
  .and(newPasswordSchema);
type ChangeValues = z.infer<typeof changeSchema>;

/** The user page's password change: this device stays signed in, every other one is signed out. */
export function ChangePasswordSection() {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const [failure, setFailure] = useState<ErrorResponse | null>(null);
  const [done, setDone] = useState<number | null>(null);
  const form = useForm<ChangeValues>({
    resolver: zodResolver(changeSchema),
    defaultValues: { current_password: '', new_password: '', repeat: '' },
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    setDone(null);
    try {
      const answer = await changePassword(values.current_password, values.new_password);
      form.reset();
      setDone(answer.other_sessions_ended);
    } catch (error) {
      const body = inlineErrorBody(error);
      if (body) setFailure(body);
      else reportError(error);
    }
  });

  return (
    <section className={pageStyles.card} aria-labelledby="user-password-heading">
      <h2 id="user-password-heading" className={pageStyles.sectionTitle}>
        {t('password.changeHeading')}
      </h2>
      <FormProvider {...form}>
        <form className={formStyles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
          {done !== null ? (
            <p role="status" className={formStyles.lead}>
              {t('password.changed', { count: done })}
            </p>
          ) : null}
          <ServerAlert body={failure} />
          <PasswordField
            id="change-current"
            label={t('password.current')}
            autoComplete="current-password"
            error={errors.current_password?.message ? t(errors.current_password.message) : undefined}
            {...register('current_password')}
          />
          <NewPasswordFields idPrefix="change" />
          <Button type="submit" block disabled={isSubmitting}>
            {isSubmitting ? t('password.saving') : t('password.changeSubmit')}
          </Button>
        </form>
      </FormProvider>
    </section>
  );
}

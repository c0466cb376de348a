import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button, FormAlert, PasswordField } from '@/shared/ui';
import { studioFetch } from '../../shared/studio-api';
import { StudioError } from '../../shared/studio-error';
import page from '../../shared/studio-page.module.css';
import { MIN_PASSWORD_LENGTH } from './password-rules';

type Form = { current_password: string; new_password: string; confirm: string };

/** Changing one's password signs out every other device (the server ends those sessions). */
export function PasswordPage() {
  const { t } = useTranslation('studio');
  const { register, handleSubmit, formState, reset, getValues } = useForm<Form>();
  const change = useMutation({
    mutationFn: (values: Form) =>
      studioFetch('/api/studio/me/password', {
        body: { current_password: values.current_password, new_password: values.new_password },
      }),
    onSuccess: () => reset(),
  });
  return (
    <>
      <h1 className={page.title}>{t('password.title')}</h1>
      <p className={page.lead}>{t('password.lead')}</p>
      <form
        className={`${page.card} ${page.narrow}`}
        onSubmit={handleSubmit((v) => change.mutate(v))}
        noValidate
      >
        {change.isSuccess ? <FormAlert tone="success">{t('password.done')}</FormAlert> : null}
        <StudioError error={change.error} />
        <PasswordField
          id="current-password"
          autoComplete="current-password"
          label={t('field.currentPassword')}
          error={formState.errors.current_password ? t('field.required') : undefined}
          {...register('current_password', { required: true })}
        />
        <PasswordField
          id="new-password"
          autoComplete="new-password"
          label={t('field.newPassword')}
          hint={t('field.passwordHint', { min: MIN_PASSWORD_LENGTH })}
          error={
            formState.errors.new_password ? t('field.passwordHint', { min: MIN_PASSWORD_LENGTH }) : undefined
          }
          {...register('new_password', { required: true, minLength: MIN_PASSWORD_LENGTH })}
        />
        <PasswordField
          id="confirm-password"
          autoComplete="new-password"
          label={t('field.confirmPassword')}
          error={formState.errors.confirm ? t('password.mismatch') : undefined}
          {...register('confirm', { validate: (value) => value === getValues('new_password') })}
        />
        <Button type="submit" disabled={change.isPending}>
          {t('password.submit')}
        </Button>
      </form>
    </>
  );
}

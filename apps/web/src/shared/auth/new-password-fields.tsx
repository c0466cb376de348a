import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { AUTH_NAMESPACE } from '@/shared/i18n/i18n';
import { PasswordField } from '@/shared/ui';
import type { newPasswordSchema } from './new-password-schema';

type NewPasswordValues = z.infer<typeof newPasswordSchema>;

/**
 * A new password typed twice (`newPasswordSchema`'s fields), in the form around it
 * (react-hook-form's `FormProvider`): the mailed reset link and the user page's change.
 * `idPrefix` keeps the inputs' ids apart when both could stand on one page.
 */
export function NewPasswordFields({ idPrefix }: { idPrefix: string }) {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const {
    register,
    formState: { errors },
  } = useFormContext<NewPasswordValues>();
  const message = (text: string | undefined) => (text ? t(text) : undefined);
  return (
    <>
      <PasswordField
        id={`${idPrefix}-new`}
        label={t('password.new')}
        hint={t('password.newHint')}
        autoComplete="new-password"
        error={message(errors.new_password?.message)}
        {...register('new_password')}
      />
      <PasswordField
        id={`${idPrefix}-repeat`}
        label={t('password.repeat')}
        autoComplete="new-password"
        error={message(errors.repeat?.message)}
        {...register('repeat')}
      />
    </>
  );
}

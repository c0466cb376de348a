import { zodResolver } from '@hookform/resolvers/zod';
import type { ErrorResponse, TokenAnswer } from '@omoide/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { reportError } from '@/shared/errors/error-modal-store';
import { inlineErrorBody } from '@/shared/errors/server-error';
import { FAMILY_NAMESPACE } from '@/shared/i18n/i18n';
import { Button, PasswordField, ServerAlert, TextField } from '@/shared/ui';
import styles from '@/shared/ui/form.module.css';
import { registerFromInvitation } from './invitation-api';

/** Messages are i18n keys of the family namespace; the form translates them. */
const registerSchema = z.object({
  display_name: z.string().trim().min(1, 'register.nameRequired').max(60, 'register.tooLong'),
  password: z.string().min(8, 'register.passwordShort').max(128, 'register.tooLong'),
});
type RegisterValues = z.infer<typeof registerSchema>;

/**
 * A new account for the invited address: the link proves the address, so only a name and a
 * password are asked. The answer signs the new member in.
 */
export function RegisterGuardianForm({
  token,
  email,
  onRegistered,
}: {
  token: string;
  email: string;
  onRegistered: (answer: TokenAnswer & { child_id: number }) => Promise<void>;
}) {
  const { t } = useTranslation(FAMILY_NAMESPACE);
  const [failure, setFailure] = useState<ErrorResponse | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RegisterValues>({
    resolver: zodResolver(registerSchema),
    defaultValues: { display_name: '', password: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onRegistered(await registerFromInvitation({ token, ...values }));
    } catch (error) {
      const body = inlineErrorBody(error);
      if (body) setFailure(body);
      else reportError(error);
    }
  });
  const message = (key: string | undefined) => (key ? t(key) : undefined);
  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <ServerAlert body={failure} />
      <TextField id="register-email" label={t('register.email')} value={email} readOnly />
      <TextField
        id="register-name"
        label={t('register.name')}
        hint={t('register.nameHint')}
        autoComplete="name"
        error={message(errors.display_name?.message)}
        {...register('display_name')}
      />
      <PasswordField
        id="register-password"
        label={t('register.password')}
        hint={t('register.passwordHint')}
        autoComplete="new-password"
        error={message(errors.password?.message)}
        {...register('password')}
      />
      <Button type="submit" block disabled={isSubmitting}>
        {isSubmitting ? t('register.submitting') : t('register.submit')}
      </Button>
    </form>
  );
}

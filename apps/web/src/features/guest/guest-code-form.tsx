import { zodResolver } from '@hookform/resolvers/zod';
import type { TokenAnswer } from '@omoide/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useServerError } from '@/shared/errors/server-error';
import { AUTH_NAMESPACE } from '@/shared/i18n/i18n';
import { Button, FormAlert, ServerAlert, TextField } from '@/shared/ui';
import formStyles from '@/shared/ui/form.module.css';
import styles from './guest.module.css';
import {
  CHECK_CODE_PATTERN,
  normalizeCheckCode,
  type PendingCheck,
  postGuestConfirm,
  sendGuestCheck,
} from './guest-check';

const codeSchema = z.object({
  code: z
    .string()
    .transform(normalizeCheckCode)
    .pipe(z.string().min(1, 'validation.codeRequired').regex(CHECK_CODE_PATTERN, 'validation.code')),
});
type CodeInput = z.input<typeof codeSchema>;
type CodeValues = z.output<typeof codeSchema>;

interface GuestCodeFormProps {
  check: PendingCheck;
  /** The guest token arrived (the page stores it and moves on). */
  onConfirmed: (answer: TokenAnswer) => void | Promise<void>;
  /** A new code was mailed: the check the page should keep from now on. */
  onResent: (check: PendingCheck) => void;
  confirm?: typeof postGuestConfirm;
  resend?: (email: string) => Promise<PendingCheck>;
}

/**
 * The 6-digit code of the guest e-mail check: a numeric keyboard, the OS's one-time-code
 * autofill, full-width digits accepted. A wrong or spent code shows the server's message
 * inline and keeps what was typed; "send again" mails a new code to the same address.
 */
export function GuestCodeForm({
  check,
  onConfirmed,
  onResent,
  confirm = postGuestConfirm,
  resend = sendGuestCheck,
}: GuestCodeFormProps) {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const server = useServerError();
  const [resending, setResending] = useState(false);
  const [resent, setResent] = useState(false);
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<CodeInput, unknown, CodeValues>({
    resolver: zodResolver(codeSchema),
    defaultValues: { code: '' },
  });

  const onSubmit = handleSubmit(async ({ code }) => {
    server.clear();
    setResent(false);
    let answer: TokenAnswer;
    try {
      answer = await confirm({ check_id: check.check_id, check_code: code });
    } catch (error) {
      if (server.capture(error)) setFocus('code', { shouldSelect: true });
      return;
    }
    await onConfirmed(answer);
  });

  const onResend = async () => {
    server.clear();
    setResent(false);
    setResending(true);
    try {
      onResent(await resend(check.email));
      setResent(true);
    } catch (error) {
      server.capture(error);
    } finally {
      setResending(false);
    }
  };

  const codeError = errors.code?.message;
  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate aria-busy={isSubmitting}>
      <ServerAlert body={server.body} />
      {resent ? <FormAlert tone="success">{t('guestCode.resent')}</FormAlert> : null}
      <TextField
        id="guest-code"
        label={t('guestCode.code')}
        hint={t('guestCode.codeHint')}
        className={formStyles.codeInput}
        inputMode="numeric"
        autoComplete="one-time-code"
        enterKeyHint="done"
        maxLength={16}
        error={codeError ? t(codeError) : undefined}
        {...register('code')}
      />
      <Button type="submit" block disabled={isSubmitting}>
        {isSubmitting ? t('guestCode.confirming') : t('guestCode.submit')}
      </Button>
      <div className={styles.secondaryActions}>
        <button type="button" className={styles.textButton} onClick={onResend} disabled={resending}>
          {resending ? t('guestCode.resending') : t('guestCode.resend')}
        </button>
      </div>
    </form>
  );
}

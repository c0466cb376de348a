import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import formStyles from '@/features/auth/form/form.module.css';
import { FormAlert, TextField } from '@/features/auth/form/form-controls';
import { serverText, useServerError } from '@/features/auth/form/server-error';
import { AUTH_NAMESPACE } from '@/shared/i18n/i18n';
import { useTextLanguage } from '@/shared/i18n/use-locale';
import { Button, Icon } from '@/shared/ui';
import pageStyles from '@/shared/ui/page.module.css';
import styles from './guest.module.css';
import { readPendingCheck, sendGuestCheck } from './guest-check';

const emailSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'validation.emailRequired')
    .max(254, 'validation.tooLong')
    .email('validation.email'),
});
type EmailValues = z.infer<typeof emailSchema>;

/** `/guest/landing`: what buying as a guest means, and the e-mail that starts it (spec §7 Guest). */
export default function GuestLandingPage() {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const language = useTextLanguage();
  const navigate = useNavigate();
  const server = useServerError();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<EmailValues>({
    resolver: zodResolver(emailSchema),
    // Coming back from the code page to fix a typo keeps the address.
    defaultValues: { email: readPendingCheck()?.email ?? '' },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    server.clear();
    try {
      await sendGuestCheck(email);
    } catch (error) {
      server.capture(error);
      return;
    }
    await navigate('/guest/email_sent');
  });

  const emailError = errors.email?.message;
  return (
    <div className={styles.page}>
      <header className={pageStyles.header}>
        <h1 id="page-heading" className={pageStyles.title}>
          {t('guestLanding.heading')}
        </h1>
        <p className={pageStyles.lead}>{t('guestLanding.lead')}</p>
      </header>

      <ol className={styles.steps} aria-label={t('guestLanding.stepsLabel')}>
        {(['email', 'code', 'photos'] as const).map((step, index) => (
          <li key={step} className={styles.step}>
            <span className={styles.stepNumber} aria-hidden="true">
              {index + 1}
            </span>
            <span>{t(`guestLanding.steps.${step}`)}</span>
          </li>
        ))}
      </ol>

      <section className={formStyles.card} aria-labelledby="guest-email-heading">
        <h2 id="guest-email-heading" className={formStyles.subTitle}>
          {t('guestLanding.formHeading')}
        </h2>
        <form className={formStyles.form} onSubmit={onSubmit} noValidate aria-busy={isSubmitting}>
          {server.body ? (
            <FormAlert>
              <span>{serverText(server.body, language)}</span>
              <span className={formStyles.code}>({server.body.display_code})</span>
            </FormAlert>
          ) : null}
          <TextField
            id="guest-email"
            label={t('guestLanding.email')}
            hint={t('guestLanding.emailHint')}
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            error={emailError ? t(emailError) : undefined}
            {...register('email')}
          />
          <Button type="submit" block disabled={isSubmitting}>
            {isSubmitting ? t('guestLanding.sending') : t('guestLanding.submit')}
          </Button>
        </form>
      </section>

      <section className={styles.others} aria-labelledby="guest-others-heading">
        <h2 id="guest-others-heading" className={formStyles.subTitle}>
          {t('guestLanding.othersHeading')}
        </h2>
        <ul className={styles.otherList}>
          <li>
            <Link to="/login" className={styles.otherLink}>
              <Icon name="home" size={24} className={styles.otherIcon} />
              <span className={styles.otherText}>
                <span className={styles.otherTitle}>{t('guestLanding.member')}</span>
                <span className={styles.otherBody}>{t('guestLanding.memberBody')}</span>
              </span>
              <Icon name="forward" size={20} />
            </Link>
          </li>
          <li>
            <Link to="/guest/phone" className={styles.otherLink}>
              <Icon name="receipt" size={24} className={styles.otherIcon} />
              <span className={styles.otherText}>
                <span className={styles.otherTitle}>{t('guestLanding.phone')}</span>
                <span className={styles.otherBody}>{t('guestLanding.phoneBody')}</span>
              </span>
              <Icon name="forward" size={20} />
            </Link>
          </li>
        </ul>
      </section>
    </div>
  );
}

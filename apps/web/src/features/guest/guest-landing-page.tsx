import { zodResolver } from '@hookform/resolvers/zod';
import { CART_SAVE_LINK_PARAM, type ErrorResponse } from '@omoide/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { storeCart } from '@/shared/api/cart';
import { guestTarget, REDIRECT_PARAM, withRedirect } from '@/shared/auth/redirect-target';
import { reportError } from '@/shared/errors/error-modal-store';
import { inlineErrorBody, serverText, useServerError } from '@/shared/errors/server-error';
import { AUTH_NAMESPACE, currentTextLanguage } from '@/shared/i18n/i18n';
import { useTextLanguage } from '@/shared/i18n/use-locale';
import { Button, Icon, Spinner } from '@/shared/ui';
import formStyles from '@/shared/ui/form.module.css';
import { FormAlert, TextField } from '@/shared/ui/form-controls';
import pageStyles from '@/shared/ui/page.module.css';
import styles from './guest.module.css';
import { confirmCartSave, readPendingCheck, sendGuestCheck, startGuestSession } from './guest-check';

const emailSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'validation.emailRequired')
    .max(254, 'validation.tooLong')
    .email('validation.email'),
});
type EmailValues = z.infer<typeof emailSchema>;

/**
 * `/guest/landing?cart_key=…`, the link of the cart-save mail (spec §7 `temporary_save`):
 * the key becomes a guest session with the saved cart, and the guest lands in the cart. A
 * key that is wrong or used up leaves the landing as it is, with the server's reason.
 */
function useCartRestore(): { restoring: boolean; failure: ErrorResponse | null } {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const cartKey = params.get(CART_SAVE_LINK_PARAM)?.trim() || null;
  const [failure, setFailure] = useState<ErrorResponse | null>(null);

  // The key is spent by its first use: it is sent once, and its answer is applied even when
  // the effect runs again meanwhile (a re-render with a new navigate or setParams).
  const sent = useRef<string | null>(null);
  const latest = useRef({ navigate, setParams, queryClient });
  latest.current = { navigate, setParams, queryClient };
  useEffect(() => {
    if (!cartKey || sent.current === cartKey) return;
    sent.current = cartKey;
    confirmCartSave(cartKey).then(
      (answer) => {
        const { navigate, queryClient } = latest.current;
        startGuestSession(answer, queryClient);
        // Seeded, so the cart shows at once and the header badge counts it without a call.
        storeCart(queryClient, 'guest', currentTextLanguage(), answer.cart);
        void navigate('/guest/cart', { replace: true });
      },
      (error: unknown) => {
        const inline = inlineErrorBody(error);
        if (inline) setFailure(inline);
        else reportError(error);
        // A reload must not try the spent key again.
        latest.current.setParams(
          (current) => {
            const next = new URLSearchParams(current);
            next.delete(CART_SAVE_LINK_PARAM);
            return next;
          },
          { replace: true },
        );
      },
    );
  }, [cartKey]);

  return { restoring: cartKey !== null, failure };
}

/** `/guest/landing`: what buying as a guest means, and the e-mail that starts it (spec §7 Guest). */
export default function GuestLandingPage() {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const language = useTextLanguage();
  const navigate = useNavigate();
  const server = useServerError();
  const cartRestore = useCartRestore();
  const [params] = useSearchParams();
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
    // Where the guest was going rides along to the code page (only guest pages: safe target).
    await navigate(withRedirect('/guest/email_sent', guestTarget(params.get(REDIRECT_PARAM))));
  });

  const emailError = errors.email?.message;
  if (cartRestore.restoring) return <Spinner label={t('guestLanding.cartRestoring')} />;
  return (
    <div className={styles.page}>
      <header className={pageStyles.header}>
        <h1 id="page-heading" className={pageStyles.title}>
          {t('guestLanding.heading')}
        </h1>
        <p className={pageStyles.lead}>{t('guestLanding.lead')}</p>
      </header>

      {cartRestore.failure ? (
        <FormAlert>
          <span>{t('guestLanding.cartRestoreFailed')}</span>
          <span>{serverText(cartRestore.failure, language)}</span>
          <span className={formStyles.code}>({cartRestore.failure.display_code})</span>
        </FormAlert>
      ) : null}

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

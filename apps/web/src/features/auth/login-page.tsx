import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { loadMemberSystemConstants } from '@/shared/auth/auth-api';
import { REDIRECT_PARAM, safeRedirectTarget } from '@/shared/auth/redirect-target';
import { forgetPreviousIdentity } from '@/shared/auth/session-reset';
import { AUTH_NAMESPACE } from '@/shared/i18n/i18n';
import { ButtonLink, Icon } from '@/shared/ui';
import styles from '@/shared/ui/form.module.css';
import { LoginForm } from './login-form';
import { usePublicConstants } from './use-public-constants';

/** `/login`: member sign-in, with ways out for a forgotten password and for guests. */
export default function LoginPage() {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const { data: constants } = usePublicConstants();
  const passwordReminder = constants?.uri.password_reminder;

  const onSignedIn = async () => {
    // The previous visitor's cached lists must not show to this member.
    forgetPreviousIdentity(queryClient);
    try {
      await loadMemberSystemConstants();
    } catch (error) {
      console.warn('[auth] could not load system constants', error);
    }
    await navigate(safeRedirectTarget(params.get(REDIRECT_PARAM)) ?? '/', { replace: true });
  };

  return (
    <section className={styles.card} aria-labelledby="page-heading">
      <header className={styles.cardHeader}>
        <h1 id="page-heading" className={styles.title}>
          {t('login.heading')}
        </h1>
        <p className={styles.lead}>{t('login.lead')}</p>
      </header>
      <LoginForm onSignedIn={onSignedIn} />
      {passwordReminder ? (
        <a href={passwordReminder} className={styles.linkRow}>
          {t('login.forgot')}
          <Icon name="forward" size={16} />
        </a>
      ) : null}
      <div className={styles.links}>
        <h2 className={styles.subTitle}>{t('login.guestHeading')}</h2>
        <p className={styles.lead}>{t('login.guestBody')}</p>
        <ButtonLink to="/guest/landing" variant="secondary" block>
          {t('login.guestLink')}
        </ButtonLink>
      </div>
    </section>
  );
}

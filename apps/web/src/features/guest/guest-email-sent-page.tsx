import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { guestTarget, REDIRECT_PARAM } from '@/shared/auth/redirect-target';
import { authClock } from '@/shared/auth/token-store';
import { AUTH_NAMESPACE } from '@/shared/i18n/i18n';
import { ButtonLink, Icon, NoticePanel } from '@/shared/ui';
import formStyles from '@/shared/ui/form.module.css';
import pageStyles from '@/shared/ui/page.module.css';
import styles from './guest.module.css';
import { minutesLeft, type PendingCheck, readPendingCheck, startGuestSession } from './guest-check';
import { GuestCodeForm } from './guest-code-form';

/** `/guest/email_sent`: the code from the mail turns into a guest sign-in. */
export default function GuestEmailSentPage() {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [check, setCheck] = useState<PendingCheck | null>(readPendingCheck);
  const [params] = useSearchParams();

  if (!check) {
    return (
      <NoticePanel icon="mail" title={t('guestCode.missingHeading')} body={t('guestCode.missingBody')}>
        <ButtonLink to="/guest/landing" block>
          {t('guestCode.restart')}
        </ButtonLink>
      </NoticePanel>
    );
  }

  const minutes = minutesLeft(check.expires_t, authClock.now());
  return (
    <div className={styles.page}>
      <header className={pageStyles.header}>
        <h1 id="page-heading" className={pageStyles.title}>
          {t('guestCode.heading')}
        </h1>
        <p className={pageStyles.lead}>
          {t('guestCode.sentTo')} <span className={styles.address}>{check.email}</span>
        </p>
        <p className={pageStyles.lead}>
          {minutes > 0 ? t('guestCode.validFor', { minutes }) : t('guestCode.expired')}
        </p>
      </header>
      <section className={formStyles.card} aria-label={t('guestCode.formLabel')}>
        <GuestCodeForm
          check={check}
          onResent={setCheck}
          onConfirmed={async (answer) => {
            startGuestSession(answer, queryClient);
            await navigate(guestTarget(params.get(REDIRECT_PARAM)) ?? '/guest', { replace: true });
          }}
        />
      </section>
      <p className={pageStyles.lead}>{t('guestCode.noMail')}</p>
      <Link to="/guest/landing" className={formStyles.linkRow}>
        <Icon name="back" size={16} />
        {t('guestCode.changeEmail')}
      </Link>
    </div>
  );
}

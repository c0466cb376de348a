import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { postLogout } from '@/shared/auth/auth-api';
import { fullSignOut } from '@/shared/auth/session-reset';
import { readToken } from '@/shared/auth/token-store';
import { AUTH_NAMESPACE } from '@/shared/i18n/i18n';
import { ButtonLink, NoticePanel, Spinner } from '@/shared/ui';

let running: Promise<void> | null = null;

/**
 * Revokes the member session on the server (so the token cannot be refreshed), then the
 * full sign-out of spec §4. The local part happens whatever the server says: a visitor who
 * asked to sign out is signed out on this device even offline. One run at a time (React's
 * StrictMode mounts effects twice).
 */
export function signOut(queryClient: QueryClient): Promise<void> {
  running ??= (async () => {
    try {
      if (readToken('member')) await postLogout();
    } catch (error) {
      console.warn('[auth] logout call failed; signing out locally', error);
    } finally {
      fullSignOut(queryClient);
    }
  })().finally(() => {
    running = null;
  });
  return running;
}

/** `/logout`: signs out, then confirms it with a way back in. */
export default function LogoutPage() {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const queryClient = useQueryClient();
  const [done, setDone] = useState(false);

  useEffect(() => {
    let active = true;
    void signOut(queryClient).then(() => {
      if (active) setDone(true);
    });
    return () => {
      active = false;
    };
  }, [queryClient]);

  if (!done) return <Spinner label={t('logout.working')} />;
  return (
    <NoticePanel icon="camera" title={t('logout.heading')} body={t('logout.body')}>
      <ButtonLink to="/login" block>
        {t('logout.login')}
      </ButtonLink>
      <ButtonLink to="/guest/landing" variant="secondary" block>
        {t('logout.guest')}
      </ButtonLink>
    </NoticePanel>
  );
}

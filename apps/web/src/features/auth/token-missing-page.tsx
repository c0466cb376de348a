import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { REDIRECT_PARAM, withRedirect } from '@/shared/auth/redirect-target';
import { hadMemberSession } from '@/shared/auth/token-store';
import { serverMessage } from '@/shared/errors/describe-api-error';
import { AUTH_NAMESPACE } from '@/shared/i18n/i18n';
import { useTextLanguage } from '@/shared/i18n/use-locale';
import { ButtonLink, FormAlert, NoticePanel } from '@/shared/ui';
import { readTokenMissingState } from './token-missing-state';
import { WelcomePanel } from './welcome-panel';

/**
 * `/token_missing`: where a missing or expired member sign-in ends up (spec §4, §8). A
 * session that ended (or a bridge that failed) hears "please sign in again" and why; someone
 * who never signed in on this browser gets the welcome instead (issue #17).
 */
export default function TokenMissingPage() {
  const { t } = useTranslation();
  const { t: tAuth } = useTranslation(AUTH_NAMESPACE);
  const language = useTextLanguage();
  const location = useLocation();
  const [params] = useSearchParams();
  const why = readTokenMissingState(location.state);
  const reason = why?.error
    ? serverMessage(why.error, language)
    : why?.reason === 'network'
      ? tAuth('session.network')
      : null;

  const loginHref = withRedirect('/login', params.get(REDIRECT_PARAM));
  if (!why && !hadMemberSession()) return <WelcomePanel loginHref={loginHref} />;
  return (
    <NoticePanel icon="phone" title={t('tokenMissing.heading')} body={t('tokenMissing.body')}>
      {reason ? <FormAlert>{reason}</FormAlert> : null}
      {/* Signing in brings the member back to the page the guard stopped. */}
      <ButtonLink to={loginHref} block>
        {t('tokenMissing.login')}
      </ButtonLink>
      <ButtonLink to="/guest/landing" variant="secondary" block>
        {t('tokenMissing.guest')}
      </ButtonLink>
    </NoticePanel>
  );
}

import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { guestTarget, REDIRECT_PARAM, withRedirect } from '@/shared/auth/redirect-target';
import { ButtonLink, NoticePanel } from '@/shared/ui';

/**
 * `/guest/expired`: the guest session ran out (spec §4 "Expired guest token"); once the
 * e-mail is verified again, the guest goes back to the page they were on.
 */
export default function GuestExpiredPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const again = withRedirect('/guest/landing', guestTarget(params.get(REDIRECT_PARAM)));
  return (
    <NoticePanel icon="refresh" title={t('guestExpired.heading')} body={t('guestExpired.body')}>
      <ButtonLink to={again} block>
        {t('guestExpired.again')}
      </ButtonLink>
    </NoticePanel>
  );
}

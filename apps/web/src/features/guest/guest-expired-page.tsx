import { useTranslation } from 'react-i18next';
import { ButtonLink, NoticePanel } from '@/shared/ui';

/** `/guest/expired`: the guest sign-in ran out (spec §4 "Expired guest token"). */
export default function GuestExpiredPage() {
  const { t } = useTranslation();
  return (
    <NoticePanel icon="refresh" title={t('guestExpired.heading')} body={t('guestExpired.body')}>
      <ButtonLink to="/guest/landing" block>
        {t('guestExpired.again')}
      </ButtonLink>
    </NoticePanel>
  );
}

import { useTranslation } from 'react-i18next';
import { ButtonLink, NoticePanel } from '@/shared/ui';

/** `/token_missing`: where a missing or expired member sign-in ends up (spec §4, §8). */
export default function TokenMissingPage() {
  const { t } = useTranslation();
  return (
    <NoticePanel icon="phone" title={t('tokenMissing.heading')} body={t('tokenMissing.body')}>
      <ButtonLink to="/login" block>
        {t('tokenMissing.login')}
      </ButtonLink>
      <ButtonLink to="/guest/landing" variant="secondary" block>
        {t('tokenMissing.guest')}
      </ButtonLink>
    </NoticePanel>
  );
}

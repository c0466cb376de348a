import { useTranslation } from 'react-i18next';
import { ButtonLink } from './button';
import { NoticePanel } from './notice-panel';

/** Body of a page whose screen arrives in a later release. */
export function ComingSoon({ title, homeHref }: { title: string; homeHref: string }) {
  const { t } = useTranslation();
  return (
    <NoticePanel icon="camera" title={title} body={t('comingSoon.body')}>
      <ButtonLink to={homeHref} variant="secondary" block>
        {t('common.backHome')}
      </ButtonLink>
    </NoticePanel>
  );
}

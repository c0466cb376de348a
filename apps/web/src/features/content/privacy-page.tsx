import { useTranslation } from 'react-i18next';
import { StaticPage } from './static-page';

const SECTIONS = ['collect', 'faces', 'use', 'rights'] as const;

export default function PrivacyPage() {
  const { t } = useTranslation();
  return (
    <StaticPage
      title={t('titles.privacy')}
      lead={t('static.privacy.lead')}
      sections={SECTIONS.map((key) => ({
        heading: t(`static.privacy.${key}.heading`),
        body: t(`static.privacy.${key}.body`),
      }))}
    />
  );
}

import { useTranslation } from 'react-i18next';
import { StaticPage } from './static-page';

const SECTIONS = ['find', 'buy', 'privacy'] as const;

export default function AboutPage() {
  const { t } = useTranslation();
  return (
    <StaticPage
      title={t('titles.about')}
      lead={t('static.about.lead')}
      sections={SECTIONS.map((key) => ({
        heading: t(`static.about.${key}.heading`),
        body: t(`static.about.${key}.body`),
      }))}
    />
  );
}

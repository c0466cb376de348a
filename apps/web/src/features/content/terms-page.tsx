import { useTranslation } from 'react-i18next';
import { StaticPage } from './static-page';

const SECTIONS = ['use', 'purchase', 'rights', 'prohibited'] as const;

export default function TermsPage() {
  const { t } = useTranslation();
  return (
    <StaticPage
      title={t('titles.terms')}
      lead={t('static.terms.lead')}
      sections={SECTIONS.map((key) => ({
        heading: t(`static.terms.${key}.heading`),
        body: t(`static.terms.${key}.body`),
      }))}
    />
  );
}

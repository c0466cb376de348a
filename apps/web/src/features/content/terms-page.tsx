import { useTranslation } from 'react-i18next';
import { StaticPage } from './static-page';
import { useLegalDetails } from './use-legal';

const SECTIONS = [
  'scope',
  'account',
  'order',
  'price',
  'period',
  'licence',
  'prints',
  'cancel',
  'prohibited',
  'disclaimer',
  'law',
] as const;

/** `/terms`: the sales terms (licence of downloads, prints, cancellations, periods and fees). */
export default function TermsPage() {
  const { t } = useTranslation('content');
  const { t: tc } = useTranslation();
  // The operator's name, court and date come from the studio's legal settings.
  const legal = useLegalDetails();
  return (
    <StaticPage
      title={tc('titles.terms')}
      lead={t('static.terms.lead', { company: legal.company })}
      sections={SECTIONS.map((key, index) => ({
        id: `terms-${key}`,
        heading: t('static.terms.article', { number: index + 1, heading: t(`static.terms.${key}.heading`) }),
        body: t(`static.terms.${key}.body`, { court: legal.court }),
      }))}
      footnote={t('static.terms.effective', { date: legal.date })}
    />
  );
}

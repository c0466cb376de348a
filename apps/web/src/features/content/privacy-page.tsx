import { useTranslation } from 'react-i18next';
import { FACE_DATA_RETENTION_DAYS } from '@/shared/config';
import { StaticPage } from './static-page';
import { useLegalDetails } from './use-legal';

const SECTIONS = [
  'operator',
  'collect',
  'use',
  'faces',
  'eventPhotos',
  'sharing',
  'security',
  'storage',
  'retention',
  'rights',
  'changes',
] as const;

/** `/privacy`, with its own framed section on children's face images (DESIGN §1.5, §7). */
export default function PrivacyPage() {
  const { t } = useTranslation('content');
  const { t: tc } = useTranslation();
  // The operator's name, address, manager and date come from the studio's legal settings.
  const legal = useLegalDetails();
  return (
    <StaticPage
      title={tc('titles.privacy')}
      lead={t('static.privacy.lead', { company: legal.company })}
      sections={SECTIONS.map((key, index) => ({
        id: `privacy-${key}`,
        heading: t('static.numbered', { number: index + 1, heading: t(`static.privacy.${key}.heading`) }),
        body: t(`static.privacy.${key}.body`, {
          days: FACE_DATA_RETENTION_DAYS,
          company: legal.company,
          address: legal.companyAddress,
          manager: legal.manager,
        }),
        highlight: key === 'faces',
      }))}
      footnote={t('static.privacy.effective', { date: legal.date })}
    />
  );
}

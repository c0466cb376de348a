import { useTranslation } from 'react-i18next';
import { ButtonLink, Icon } from '@/shared/ui';
import { useAreaPaths } from './area-path';
import { StaticPage } from './static-page';
import styles from './static-page.module.css';

const SECTIONS = ['what', 'find', 'buy', 'formats', 'periods', 'guest', 'privacy'] as const;

/** `/about`: what Omoide is and how buying works. */
export default function AboutPage() {
  const { t } = useTranslation('content');
  const { t: tc } = useTranslation();
  const { to } = useAreaPaths();
  return (
    <StaticPage
      title={tc('titles.about')}
      lead={t('static.about.lead')}
      sections={SECTIONS.map((key) => ({
        id: `about-${key}`,
        heading: t(`static.about.${key}.heading`),
        body: t(`static.about.${key}.body`),
      }))}
    >
      <div className={styles.links}>
        <ButtonLink to={to('/faq')} variant="secondary">
          <Icon name="help" size={20} />
          {tc('footer.faq')}
        </ButtonLink>
        <ButtonLink to={to('/contact')} variant="secondary">
          <Icon name="mail" size={20} />
          {tc('footer.contact')}
        </ButtonLink>
      </div>
    </StaticPage>
  );
}

import { useTranslation } from 'react-i18next';
import { ButtonLink, Icon } from '@/shared/ui';
import { useAreaPaths } from './area-path';
import styles from './content.module.css';

/** "Still need help?": the way from the FAQ to the inquiry form of the same area. */
export function ContactPrompt() {
  const { t } = useTranslation('content');
  const { to } = useAreaPaths();
  return (
    <aside className={styles.helpBox} aria-labelledby="faq-help-heading">
      <h2 id="faq-help-heading" className={styles.helpHeading}>
        {t('faq.help.heading')}
      </h2>
      <p className={styles.helpBody}>{t('faq.help.body')}</p>
      <ButtonLink to={to('/contact')} variant="secondary">
        <Icon name="mail" size={20} />
        {t('faq.help.cta')}
      </ButtonLink>
    </aside>
  );
}

import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import styles from './content.module.css';

const SECTIONS = [
  { to: '/studio/content/news', key: 'content.sections.news' },
  { to: '/studio/content/faq', key: 'content.sections.faq' },
  { to: '/studio/content/legal', key: 'content.sections.legal' },
  { to: '/studio/content/constants', key: 'content.sections.constants' },
] as const;

/** The four editors of the installation's content, one link each. */
export function ContentNav() {
  const { t } = useTranslation('studio');
  return (
    <nav aria-label={t('content.sections.label')} className={styles.tabs}>
      {SECTIONS.map((section) => (
        <NavLink
          key={section.to}
          to={section.to}
          className={({ isActive }) => (isActive ? `${styles.tab} ${styles.activeTab}` : styles.tab)}
        >
          {t(section.key)}
        </NavLink>
      ))}
    </nav>
  );
}

/** The label of one language's field, for LangTextFields. */
export function useLanguageLabel() {
  const { t } = useTranslation('studio');
  return (language: string) => t(`content.lang.${language === 'en-US' ? 'default' : language}`);
}

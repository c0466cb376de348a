import { FALLBACK_LOCALE, LOCALES } from '@omoide/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isLocale } from '@/shared/i18n/detect-locale';
import { changeLocale } from '@/shared/i18n/i18n';
import { LANGUAGE_AUTONYMS, LANGUAGE_SHORT_NAMES } from '@/shared/i18n/locale-names';
import { useTextLanguage } from '@/shared/i18n/use-locale';
import { Icon } from './icon';
import styles from './language-switcher.module.css';

/**
 * A native select: it gets the platform's own picker on phones and full keyboard and
 * screen-reader support for free. The select itself is transparent over a drawn face, so a
 * phone can show a short name ("VI") where the autonym ("Tiếng Việt") would be cut off,
 * while the picker still lists every language by its full name.
 */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const language = useTextLanguage();
  const id = useId();
  return (
    <div className={styles.switcher}>
      <label htmlFor={id} className="visually-hidden">
        {t('language.label')}
      </label>
      <span className={styles.face} aria-hidden="true">
        <Icon name="globe" size={20} className={styles.icon} />
        <span className={styles.fullName}>{LANGUAGE_AUTONYMS[language]}</span>
        <span className={styles.shortName}>{LANGUAGE_SHORT_NAMES[language]}</span>
        <Icon name="chevronDown" size={16} className={styles.icon} />
      </span>
      <select
        id={id}
        className={styles.select}
        value={language}
        onChange={(event) => {
          const next = event.currentTarget.value;
          if (isLocale(next)) void changeLocale(next);
        }}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale === 'hant' ? 'zh-Hant-TW' : locale}>
            {LANGUAGE_AUTONYMS[locale]}
          </option>
        ))}
        {/* en-US is the fallback, not a choice; it is listed only to show the current state. */}
        {language === FALLBACK_LOCALE ? (
          <option value={FALLBACK_LOCALE} disabled>
            {LANGUAGE_AUTONYMS[FALLBACK_LOCALE]}
          </option>
        ) : null}
      </select>
    </div>
  );
}

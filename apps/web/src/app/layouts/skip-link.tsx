import { useTranslation } from 'react-i18next';
import styles from './layout.module.css';

export const MAIN_ID = 'main';

/**
 * First stop for keyboard users. It moves focus itself rather than following `#main`,
 * which would add a hash entry to the router's history.
 */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      className={styles.skipLink}
      href={`#${MAIN_ID}`}
      onClick={(event) => {
        const main = document.getElementById(MAIN_ID);
        if (!main) return;
        event.preventDefault();
        main.focus();
        main.scrollIntoView();
      }}
    >
      {t('a11y.skipToContent')}
    </a>
  );
}

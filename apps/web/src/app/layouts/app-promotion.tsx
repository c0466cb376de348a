import { useTranslation } from 'react-i18next';
import { STORE_LINKS } from '@/shared/config';
import { isStandalone, useInstallPrompt } from '@/shared/pwa/install-prompt';
import { Button, Logo } from '@/shared/ui';
import styles from './site-footer.module.css';

/**
 * The footer's invitation to keep Omoide on the phone: the store apps where the build
 * configures their links (spec §1), otherwise the installable web app (the browser's install
 * button where it offers one, and the steps for Safari and Chrome). Nothing when the page
 * already runs as the installed app.
 */
export function AppPromotion() {
  const { t } = useTranslation();
  const install = useInstallPrompt();
  const stores = [
    { href: STORE_LINKS.ios, small: t('footer.ios'), name: 'App Store' },
    { href: STORE_LINKS.android, small: t('footer.android'), name: 'Google Play' },
  ].filter((store): store is typeof store & { href: string } => store.href !== null);
  if (stores.length === 0 && isStandalone()) return null;

  return (
    <section className={styles.apps} aria-labelledby="footer-apps">
      <Logo size={28} />
      {stores.length > 0 ? (
        <>
          <h2 id="footer-apps" className={styles.appsTitle}>
            {t('footer.appsHeading')}
          </h2>
          <p className={styles.appsText}>{t('footer.appsText')}</p>
          <ul className={styles.storeList}>
            {stores.map((store) => (
              <li key={store.name}>
                <a className={styles.storeLink} href={store.href} rel="noopener noreferrer" target="_blank">
                  <span className={styles.storeSmall}>{store.small}</span>
                  <span className={styles.storeName}>{store.name}</span>
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <>
          <h2 id="footer-apps" className={styles.appsTitle}>
            {t('footer.installHeading')}
          </h2>
          {install ? (
            <Button variant="secondary" onClick={() => void install()}>
              {t('footer.installAction')}
            </Button>
          ) : null}
          <ul className={styles.installSteps}>
            <li>{t('footer.installIos')}</li>
            <li>{t('footer.installAndroid')}</li>
          </ul>
        </>
      )}
    </section>
  );
}

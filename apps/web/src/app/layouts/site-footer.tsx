import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { STORE_LINKS } from '@/shared/config';
import { Logo } from '@/shared/ui';
import { footerLinks } from './nav-items';
import styles from './site-footer.module.css';

interface SiteFooterProps {
  area: 'member' | 'guest';
  /** Task and sign-in layouts show only the legal links, without the app promotion. */
  compact?: boolean;
  publicOnly?: boolean;
}

export function SiteFooter({ area, compact = false, publicOnly = false }: SiteFooterProps) {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <footer className={`${styles.footer} ${compact ? styles.footerCompact : ''}`}>
      <div className={styles.footerInner}>
        {compact ? null : (
          <section className={styles.apps} aria-labelledby="footer-apps">
            <Logo size={28} />
            <h2 id="footer-apps" className={styles.appsTitle}>
              {t('footer.appsHeading')}
            </h2>
            <p className={styles.appsText}>{t('footer.appsText')}</p>
            <ul className={styles.storeList}>
              <li>
                <a
                  className={styles.storeLink}
                  href={STORE_LINKS.ios}
                  rel="noopener noreferrer"
                  target="_blank"
                >
                  <span className={styles.storeSmall}>{t('footer.ios')}</span>
                  <span className={styles.storeName}>App Store</span>
                </a>
              </li>
              <li>
                <a
                  className={styles.storeLink}
                  href={STORE_LINKS.android}
                  rel="noopener noreferrer"
                  target="_blank"
                >
                  <span className={styles.storeSmall}>{t('footer.android')}</span>
                  <span className={styles.storeName}>Google Play</span>
                </a>
              </li>
            </ul>
          </section>
        )}
        <nav aria-label={t('a11y.footerNav')}>
          <ul className={styles.footerLinks}>
            {footerLinks(area, publicOnly).map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{t(link.labelKey)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className={styles.copyright}>{t('footer.copyright', { year: String(year) })}</p>
      </div>
    </footer>
  );
}

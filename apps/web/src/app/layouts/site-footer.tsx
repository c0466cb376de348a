import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppPromotion } from './app-promotion';
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
        {compact ? null : <AppPromotion />}
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

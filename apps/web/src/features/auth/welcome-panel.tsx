import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink, Icon, type IconName } from '@/shared/ui';
import styles from './welcome-panel.module.css';

/** One way into Omoide: who it is for, what it gives, and its button (the partner app has none). */
function Way({ icon, id, children }: { icon: IconName; id: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <li className={styles.way}>
      <span className={styles.wayIcon} aria-hidden="true">
        <Icon name={icon} size={24} />
      </span>
      <div className={styles.wayText}>
        <h2 className={styles.wayTitle}>{t(`welcome.${id}.title`)}</h2>
        <p className={styles.wayBody}>{t(`welcome.${id}.body`)}</p>
        {children}
      </div>
    </li>
  );
}

/**
 * `/token_missing` for someone who has never signed in on this browser (issue #17): what
 * Omoide is, the three ways in (member sign-in, an event code as a guest, the partner app)
 * and the public pages to read first — not "please sign in again".
 */
export function WelcomePanel({ loginHref }: { loginHref: string }) {
  const { t } = useTranslation();
  return (
    <section className={styles.panel} aria-labelledby="page-heading">
      <h1 id="page-heading" className={styles.title}>
        {t('welcome.heading')}
      </h1>
      <p className={styles.lead}>{t('welcome.lead')}</p>
      <ul className={styles.ways}>
        <Way icon="child" id="member">
          <ButtonLink to={loginHref} block>
            {t('tokenMissing.login')}
          </ButtonLink>
        </Way>
        <Way icon="ticket" id="guest">
          <ButtonLink to="/guest/landing" variant="secondary" block>
            {t('tokenMissing.guest')}
          </ButtonLink>
        </Way>
        <Way icon="phone" id="app" />
      </ul>
      <nav className={styles.public} aria-label={t('welcome.publicPages')}>
        <h2 className={styles.publicTitle}>{t('welcome.publicPages')}</h2>
        <ul className={styles.publicLinks}>
          <li>
            <Link to="/guest/terms">{t('footer.terms')}</Link>
          </li>
          <li>
            <Link to="/guest/faq">{t('footer.faq')}</Link>
          </li>
          <li>
            <Link to="/guest/privacy">{t('footer.privacy')}</Link>
          </li>
          <li>
            <Link to="/guest/Imprint">{t('footer.imprint')}</Link>
          </li>
        </ul>
      </nav>
    </section>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AUTH_NAMESPACE } from '@/shared/i18n/i18n';
import { ButtonLink, Icon, Spinner } from '@/shared/ui';
import pageStyles from '@/shared/ui/page.module.css';
import { AddressBookSection } from './address-book-section';
import { ChangePasswordSection } from './change-password-section';
import styles from './user.module.css';
import { userInfoQuery } from './user-api';

/** `/user`: the member's account (spec §3 User), with the ways to children and to sign out. */
export default function UserPage() {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const { data: user, isPending, isError } = useQuery(userInfoQuery());

  return (
    <div className={styles.page}>
      <header className={pageStyles.header}>
        <h1 id="page-heading" className={pageStyles.title}>
          {t('user.heading')}
        </h1>
        {user?.display_name ? (
          <p className={pageStyles.lead}>{t('user.greeting', { name: user.display_name })}</p>
        ) : null}
      </header>

      {isPending ? (
        <Spinner label={t('user.loading')} />
      ) : isError ? null : (
        <section className={pageStyles.card} aria-labelledby="user-account-heading">
          <h2 id="user-account-heading" className={pageStyles.sectionTitle}>
            {t('user.accountHeading')}
          </h2>
          <dl className={styles.facts}>
            <div className={styles.fact}>
              <dt>{t('user.email')}</dt>
              <dd className={styles.breakAnywhere}>{user.email}</dd>
            </div>
            <div className={styles.fact}>
              <dt>{t('user.organizations')}</dt>
              <dd>
                {user.organizations.length === 0 ? (
                  <span className={styles.muted}>{t('user.noOrganizations')}</span>
                ) : (
                  <ul className={styles.plainList}>
                    {user.organizations.map((organization) => (
                      <li key={organization.id}>{organization.name}</li>
                    ))}
                  </ul>
                )}
              </dd>
            </div>
          </dl>
        </section>
      )}

      {isPending || isError ? null : <AddressBookSection />}

      {isPending || isError ? null : <ChangePasswordSection />}

      <nav aria-label={t('user.menuLabel')}>
        <ul className={styles.menu}>
          <li>
            <Link to="/child" className={styles.menuLink}>
              <Icon name="child" size={24} className={styles.menuIcon} />
              <span className={styles.menuText}>
                <span className={styles.menuTitle}>{t('user.children')}</span>
                {user ? (
                  <span className={styles.menuBody}>
                    {t('user.childrenCount', { count: user.children_count })}
                  </span>
                ) : null}
              </span>
              <Icon name="forward" size={20} className={styles.chevron} />
            </Link>
          </li>
          <li>
            <Link to="/history" className={styles.menuLink}>
              <Icon name="receipt" size={24} className={styles.menuIcon} />
              <span className={styles.menuText}>
                <span className={styles.menuTitle}>{t('user.history')}</span>
              </span>
              <Icon name="forward" size={20} className={styles.chevron} />
            </Link>
          </li>
        </ul>
      </nav>

      <ButtonLink to="/logout" variant="secondary" block>
        {t('user.logout')}
      </ButtonLink>
    </div>
  );
}

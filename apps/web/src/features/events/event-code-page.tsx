import type { PublicEvent } from '@omoide/contract';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { setAuthEvent } from '@/shared/auth/token-store';
import { eventDetailPath, useEventArea } from '@/shared/routing/event-paths';
import { Icon } from '@/shared/ui';
import formStyles from '@/shared/ui/form.module.css';
import styles from './event-code.module.css';
import { EventCodeForm } from './event-code-form';

/** `/events/code` and `/guest/events/code`: open an event with the code from its notice. */
export default function EventCodePage() {
  const { t } = useTranslation('events');
  const area = useEventArea();
  const navigate = useNavigate();

  const onOpened = (event: PublicEvent) => {
    // Spec §3 auth state `event`: the public event the code opened.
    setAuthEvent(event);
    void navigate(eventDetailPath(area, event.id));
  };

  return (
    <div className={styles.page}>
      <section className={formStyles.card} aria-labelledby="page-heading">
        <header className={formStyles.cardHeader}>
          <span className={styles.icon} aria-hidden="true">
            <Icon name="ticket" size={28} />
          </span>
          <h1 id="page-heading" className={formStyles.title}>
            {t('codePage.heading')}
          </h1>
          <p className={formStyles.lead}>{t('codePage.lead')}</p>
        </header>
        <EventCodeForm area={area} onOpened={onOpened} />
      </section>
      <aside className={styles.aside}>
        <h2 className={styles.asideTitle}>{t('codePage.whereTitle')}</h2>
        <p>{t('codePage.whereBody')}</p>
        {area === 'member' ? (
          <Link to="/events" className={styles.asideLink}>
            {t('codePage.toList')}
            <Icon name="forward" size={16} />
          </Link>
        ) : null}
      </aside>
    </div>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { formatDate } from '@/shared/i18n/format-date';
import { useTextLanguage } from '@/shared/i18n/use-locale';
import { ButtonLink, Icon } from '@/shared/ui';
import pageStyles from '@/shared/ui/page.module.css';
import { useAreaPaths } from './area-path';
import styles from './contact.module.css';
import { type ContactReceipt, readContactReceipt } from './contact-draft';

function isReceipt(value: unknown): value is ContactReceipt {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ContactReceipt).inquiry_id === 'number' &&
    typeof (value as ContactReceipt).received_t === 'number'
  );
}

/** `/contact/complete`: the reference number of the inquiry just sent (kept for a reload). */
export default function ContactCompletePage() {
  const { t } = useTranslation('content');
  const { t: tc } = useTranslation();
  const language = useTextLanguage();
  const { area, to } = useAreaPaths();
  const state: unknown = useLocation().state;
  const [receipt] = useState(() => (isReceipt(state) ? state : readContactReceipt()));

  if (!receipt) return <Navigate to={to('/contact')} replace />;

  return (
    <section className={pageStyles.done} aria-labelledby="page-heading">
      <span className={pageStyles.doneMark} aria-hidden="true">
        <Icon name="mail" size={32} />
      </span>
      <h1 id="page-heading" className={pageStyles.doneTitle}>
        {t('contact.complete.heading')}
      </h1>
      <div className={styles.reference}>
        <p className={styles.referenceLabel}>{t('contact.complete.reference')}</p>
        <p className={styles.referenceNumber} data-testid="inquiry-reference">
          {receipt.inquiry_id}
        </p>
        <p className={styles.hint}>
          {t('contact.complete.received', { date: formatDate(receipt.received_t, language) })}
        </p>
      </div>
      <p className={styles.completeBody}>{t('contact.complete.body')}</p>
      <div className={pageStyles.doneActions}>
        <ButtonLink to={area === 'guest' ? '/guest' : '/'} block>
          <Icon name="home" size={20} />
          {tc('common.backHome')}
        </ButtonLink>
        <ButtonLink to={to('/faq')} variant="secondary" block>
          <Icon name="help" size={20} />
          {t('contact.complete.faq')}
        </ButtonLink>
      </div>
    </section>
  );
}

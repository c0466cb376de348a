import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ORDERS_NAMESPACE } from '@/shared/i18n/i18n';
import { homeOf } from '@/shared/routing/area';
import { ButtonLink, Icon } from '@/shared/ui';
import pageStyles from '@/shared/ui/page.module.css';
import { CvsSlipView } from './cvs-slip-view';
import { orderDetailPath, useOrderArea } from './order-paths';
import { readOrderResult } from './order-storage';
import styles from './orders.module.css';

/**
 * `/order/complete` and `/guest/order/complete`: the order code of the paid order (kept in
 * local storage, so a reload shows it again). A guest has no order history: the code and
 * the phone number given are how they see the order later (/guest/phone).
 */
export default function OrderCompletePage() {
  const { t } = useTranslation(ORDERS_NAMESPACE);
  const { t: tc } = useTranslation();
  const area = useOrderArea();
  const [stored] = useState(() => readOrderResult(area));
  const result = stored?.result.is_sucessful && stored.result.acs_flag === 0 ? stored.result : null;

  if (!result || result.order_id === null) {
    return (
      <div className={pageStyles.page}>
        <h1 id="page-heading" className={pageStyles.title}>
          {tc('titles.orderComplete')}
        </h1>
        <div className={pageStyles.stateBox}>
          <p>{t('complete.missing')}</p>
          <ButtonLink to={area === 'guest' ? '/guest/phone' : '/history'}>
            <Icon name="receipt" size={20} />
            {area === 'guest' ? t('complete.lookup') : tc('titles.history')}
          </ButtonLink>
        </div>
      </div>
    );
  }

  return (
    <section className={pageStyles.done} aria-labelledby="page-heading">
      <span className={pageStyles.doneMark} aria-hidden="true">
        <Icon name="check" size={32} />
      </span>
      <h1 id="page-heading" className={pageStyles.doneTitle}>
        {result.cvs_slip ? t('cvs.complete.heading') : t('complete.heading')}
      </h1>
      <div className={styles.codeBox}>
        <p className={styles.muted}>{t('complete.code')}</p>
        <p className={styles.orderCode} data-testid="order-code">
          {result.order_code}
        </p>
      </div>
      {result.cvs_slip ? (
        <>
          <p>{t('cvs.complete.lead')}</p>
          <CvsSlipView slip={result.cvs_slip} />
        </>
      ) : null}
      <p>{t('complete.mail')}</p>
      {area === 'guest' ? (
        <p className={styles.guestNote}>
          <Icon name="alert" size={20} />
          <span>
            {t('complete.guestKeep')} <Link to="/guest/phone">{t('complete.lookup')}</Link>
          </span>
        </p>
      ) : null}
      <div className={pageStyles.doneActions}>
        <ButtonLink to={orderDetailPath(area, result.order_id)} block>
          <Icon name="receipt" size={20} />
          {t('complete.detail')}
        </ButtonLink>
        <ButtonLink to={homeOf(area)} variant="secondary" block>
          <Icon name="home" size={20} />
          {tc('common.backHome')}
        </ButtonLink>
      </div>
    </section>
  );
}

import { type CvsSlip, cvsNetworkById, formatPrice, pickLang } from '@omoide/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, isoDateTime } from '@/shared/i18n/format-date';
import { ORDERS_NAMESPACE } from '@/shared/i18n/i18n';
import { useTextLanguage } from '@/shared/i18n/use-locale';
import { Button } from '@/shared/ui';
import styles from './orders.module.css';

/**
 * A convenience-store payment slip (docs/decisions/012): the store, the numbers to give at
 * the counter (with a copy button), the amount, the deadline in the buyer's local time and
 * the steps to pay. Printable: the page's print style keeps the slip.
 */
export function CvsSlipView({ slip, awaiting = true }: { slip: CvsSlip; awaiting?: boolean }) {
  const { t } = useTranslation(ORDERS_NAMESPACE);
  const language = useTextLanguage();
  const [copied, setCopied] = useState(false);
  const network = cvsNetworkById(slip.network);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(slip.payment_number);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <section className={styles.slip} aria-labelledby="cvs-slip-title" data-testid="cvs-slip">
      <h2 id="cvs-slip-title" className={styles.slipTitle}>
        {t('cvs.slip.title')}
      </h2>
      <dl className={styles.facts}>
        <div>
          <dt>{t('cvs.slip.store')}</dt>
          <dd>{network ? pickLang(network.name, language) : slip.network}</dd>
        </div>
        <div>
          <dt>{t('cvs.slip.amount')}</dt>
          <dd>{formatPrice(slip.amount, slip.currency_type_id, language)}</dd>
        </div>
        <div className={styles.slipWide}>
          <dt>{t('cvs.slip.paymentNumber')}</dt>
          <dd className={styles.slipNumber} data-testid="cvs-payment-number">
            {slip.payment_number}
          </dd>
        </div>
        {slip.confirmation_number ? (
          <div>
            <dt>{t('cvs.slip.confirmationNumber')}</dt>
            <dd className={styles.slipNumber} data-testid="cvs-confirmation-number">
              {slip.confirmation_number}
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{t('cvs.slip.deadline')}</dt>
          <dd>
            <time dateTime={isoDateTime(slip.deadline_t)}>{formatDateTime(slip.deadline_t, language)}</time>
          </dd>
        </div>
      </dl>
      {awaiting ? (
        <>
          <ol className={styles.slipSteps}>
            <li>{t('cvs.slip.step1')}</li>
            <li>{t('cvs.slip.step2')}</li>
            <li>{t('cvs.slip.step3')}</li>
          </ol>
          <div className={styles.slipActions}>
            <Button variant="secondary" onClick={() => void copy()}>
              {copied ? t('cvs.slip.copied') : t('cvs.slip.copy')}
            </Button>
            <Button variant="secondary" onClick={() => window.print()}>
              {t('cvs.slip.print')}
            </Button>
            {slip.instructions_url ? (
              <a href={slip.instructions_url} target="_blank" rel="noreferrer" className={styles.textLink}>
                {t('cvs.slip.howTo')}
              </a>
            ) : null}
          </div>
        </>
      ) : null}
    </section>
  );
}

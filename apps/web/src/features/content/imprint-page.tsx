import { useTranslation } from 'react-i18next';
import { StaticPage } from './static-page';
import styles from './static-page.module.css';
import { StaticText } from './static-text';

// The rows a Japanese "特定商取引法に基づく表記" must list, in their customary order.
const ROWS = [
  'seller',
  'representative',
  'address',
  'phone',
  'email',
  'price',
  'extraCosts',
  'payment',
  'paymentTiming',
  'delivery',
  'returns',
  'environment',
] as const;

/** `/Imprint`: the Specified Commercial Transactions Act notice; [[…]] values await the operator. */
export default function ImprintPage() {
  const { t } = useTranslation('content');
  const { t: tc } = useTranslation();
  const placeholderLabel = t('static.placeholderLabel');
  return (
    <StaticPage
      title={tc('titles.imprint')}
      lead={t('static.imprint.lead')}
      notice={t('static.imprint.notice')}
    >
      <dl className={styles.table}>
        {ROWS.map((key) => (
          <div key={key} className={styles.row}>
            <dt>{t(`static.imprint.${key}.label`)}</dt>
            <dd>
              <StaticText text={t(`static.imprint.${key}.value`)} placeholderLabel={placeholderLabel} />
            </dd>
          </div>
        ))}
      </dl>
    </StaticPage>
  );
}

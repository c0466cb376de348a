import { useTranslation } from 'react-i18next';
import { StaticPage } from './static-page';
import styles from './static-page.module.css';
import { hasPlaceholder, StaticText } from './static-text';
import { useLegalDetails } from './use-legal';

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

/**
 * `/Imprint`: the Specified Commercial Transactions Act notice. The seller's own details come
 * from the studio's legal settings; a detail not set yet shows as [[…]] ("to confirm").
 */
export default function ImprintPage() {
  const { t } = useTranslation('content');
  const { t: tc } = useTranslation();
  const placeholderLabel = t('static.placeholderLabel');
  const legal = useLegalDetails();
  const own: Partial<Record<(typeof ROWS)[number], string>> = {
    seller: legal.seller,
    representative: legal.representative,
    address: legal.address,
  };
  const textOf = (key: (typeof ROWS)[number]) =>
    own[key] ||
    t(`static.imprint.${key}.value`, { phone: legal.phone, hours: legal.hours, email: legal.email });
  const values = ROWS.map((key) => [key, textOf(key)] as const);
  return (
    <StaticPage
      title={tc('titles.imprint')}
      lead={t('static.imprint.lead')}
      // The provisional-details notice only while some detail is still to confirm.
      notice={
        legal.loaded && !values.some(([, value]) => hasPlaceholder(value))
          ? undefined
          : t('static.imprint.notice')
      }
    >
      <dl className={styles.table}>
        {values.map(([key, value]) => (
          <div key={key} className={styles.row}>
            <dt>{t(`static.imprint.${key}.label`)}</dt>
            <dd>
              <StaticText text={value} placeholderLabel={placeholderLabel} />
            </dd>
          </div>
        ))}
      </dl>
    </StaticPage>
  );
}

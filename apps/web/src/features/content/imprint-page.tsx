import { useTranslation } from 'react-i18next';
import { StaticPage } from './static-page';
import styles from './static-page.module.css';

// The rows a Japanese "特定商取引法に基づく表記" must list, in their customary order.
const ROWS = ['seller', 'contact', 'price', 'extraCosts', 'payment', 'delivery', 'returns'] as const;

export default function ImprintPage() {
  const { t } = useTranslation();
  return (
    <StaticPage title={t('titles.imprint')} lead={t('static.imprint.lead')}>
      <dl className={styles.table}>
        {ROWS.map((key) => (
          <div key={key} className={styles.row}>
            <dt>{t(`static.imprint.${key}.label`)}</dt>
            <dd>{t(`static.imprint.${key}.value`)}</dd>
          </div>
        ))}
      </dl>
    </StaticPage>
  );
}

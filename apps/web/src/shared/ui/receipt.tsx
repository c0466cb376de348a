import { type CartTotals, formatPrice, pickLang, RECEIPT_LABELS, SHIPPING_TYPE } from '@omoide/contract';
import { useTranslation } from 'react-i18next';
import { useTextLanguage } from '@/shared/i18n/use-locale';
import styles from './receipt.module.css';

/** How prints reach the buyer: a shipping fee, bulk delivery with the event, or no prints. */
export type Delivery = 'fee' | 'bulk' | null;

/** Spec §9: no shipping fee without prints, nor when the event delivers in bulk (ikkatsu). */
export function deliveryOf(shippingTypeId: number, hasPrints: boolean): Delivery {
  if (!hasPrints) return null;
  return shippingTypeId === SHIPPING_TYPE.ikkatsu ? 'bulk' : 'fee';
}

interface ReceiptProps {
  totals: CartTotals;
  currencyTypeId: number;
  delivery: Delivery;
  /** Names the list for assistive tech when a page shows several receipts (one per event). */
  label?: string;
}

/**
 * One event's totals as the server computed them (spec §9), for the cart and the order
 * pages alike: subtotals, the out-of-period fee and early discount with the receipt labels
 * of spec §3, shipping for individually shipped prints, and the total.
 */
export function Receipt({ totals, currencyTypeId, delivery, label }: ReceiptProps) {
  const { t } = useTranslation();
  const language = useTextLanguage();
  const price = (amount: number) => formatPrice(amount, currencyTypeId, language);
  const rows: [label: string, amount: number, shown: boolean][] = [
    [t('receipt.data'), totals.data_subtotal_in_tax, totals.data_subtotal_in_tax > 0],
    [t('receipt.print'), totals.print_subtotal_in_tax, totals.print_subtotal_in_tax > 0],
    [
      pickLang(RECEIPT_LABELS.out_of_period_fee, language),
      totals.extra_cost_in_tax,
      totals.extra_cost_in_tax > 0,
    ],
    [pickLang(RECEIPT_LABELS.early_discount, language), -totals.discount_in_tax, totals.discount_in_tax > 0],
    [pickLang(RECEIPT_LABELS.shipping_fee, language), totals.shipping_fee_in_tax, delivery === 'fee'],
  ];
  return (
    <div className={styles.receipt}>
      <dl className={styles.rows} aria-label={label}>
        {rows
          .filter(([, , shown]) => shown)
          .map(([name, amount]) => (
            <div key={name} className={styles.row}>
              <dt>{name}</dt>
              <dd>{price(amount)}</dd>
            </div>
          ))}
        <div className={styles.totalRow}>
          <dt>{t('receipt.total')}</dt>
          <dd>
            {price(totals.total_in_tax)}
            <span className={styles.taxNote}>{t('receipt.taxIncluded')}</span>
          </dd>
        </div>
      </dl>
      {delivery === 'bulk' ? <p className={styles.note}>{t('receipt.bulkDelivery')}</p> : null}
    </div>
  );
}

import { type CartItem, type CartPriceLine, formatPrice, pickLang, RECEIPT_LABELS } from '@omoide/contract';
import { useTranslation } from 'react-i18next';
import { CART_NAMESPACE } from '@/shared/i18n/i18n';
import { useTextLanguage } from '@/shared/i18n/use-locale';
import { QuantityStepper } from '@/shared/ui';
import styles from './cart.module.css';
import { isPrintLine, maxQuantityOf } from './cart-lines';

interface CartLineListProps {
  item: CartItem;
  lines: readonly CartPriceLine[];
  currencyTypeId: number;
  onQuantity: (line: CartPriceLine, quantity: number) => void;
}

/**
 * Sizes of one cart item: name, unit price, the fee or discount the line carries, and its
 * quantity — a stepper while the photo is on sale, the plain number once it is not.
 */
export function CartLineList({ item, lines, currencyTypeId, onQuantity }: CartLineListProps) {
  const { t } = useTranslation(CART_NAMESPACE);
  const language = useTextLanguage();
  const price = (amount: number) => formatPrice(amount, currencyTypeId, language);
  const key = `${item.image_item.id}-${item.photo_custom_id}`;
  return (
    <ul className={styles.lines}>
      {lines.map((line) => (
        <li key={line.size_id} className={styles.line}>
          <div className={styles.lineHead}>
            <span className={styles.lineName}>
              {line.name}
              {isPrintLine(line) ? <span className="visually-hidden"> ({line.price_type_name})</span> : null}
            </span>
            <span className={styles.linePrice}>{t('line.unitPrice', { price: price(line.unit_price) })}</span>
          </div>
          {item.is_available ? (
            <QuantityStepper
              id={`cart-${key}-${line.size_id}`}
              name={line.name}
              value={line.quantity}
              max={maxQuantityOf(line)}
              onChange={(quantity) => onQuantity(line, quantity)}
            />
          ) : (
            <span className={styles.quantityText}>{t('line.quantity', { count: line.quantity })}</span>
          )}
          {line.is_expired_extend_buy || line.is_discount_buy ? (
            <span className={styles.tags}>
              {line.is_expired_extend_buy ? (
                <span className={styles.tag}>{pickLang(RECEIPT_LABELS.out_of_period_fee, language)}</span>
              ) : null}
              {line.is_discount_buy ? (
                <span className={styles.tagDiscount}>
                  {pickLang(RECEIPT_LABELS.early_discount, language)}
                </span>
              ) : null}
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

import {
  type CartEvent,
  isPaymentType,
  isWalletPaymentType,
  offeredPaymentTypes,
  type PaymentType,
} from '@omoide/contract';
import { useTranslation } from 'react-i18next';
import { ORDERS_NAMESPACE } from '@/shared/i18n/i18n';
import styles from './order-form.module.css';

/** The types the event offers (decision 011): the cart's answer, else the same rule here. */
export function paymentTypesOf(cartEvent: CartEvent): PaymentType[] {
  return cartEvent.payment_types ?? offeredPaymentTypes(cartEvent.event.currency_type_id);
}

/** Each type's name in the orders namespace (literal keys, so the locale test sees them used). */
export const PAYMENT_TYPE_KEYS: Record<PaymentType, string> = {
  credit_card: 'payment.types.credit_card',
  tw_credit_card: 'payment.types.tw_credit_card',
  credit_card_dcc: 'payment.types.credit_card_dcc',
  credit_card_dcc_vnd_jp_card: 'payment.types.credit_card_dcc_vnd_jp_card',
  tw_cvs_net: 'payment.types.tw_cvs_net',
  r_credit_card: 'payment.types.r_credit_card',
  r_paypay: 'payment.types.r_paypay',
  r_aupay: 'payment.types.r_aupay',
  r_rpay: 'payment.types.r_rpay',
  r_cvs_net: 'payment.types.r_cvs_net',
};

/** A payment type's name; an unknown one (an older order) reads as a card. */
export function usePaymentTypeName() {
  const { t } = useTranslation(ORDERS_NAMESPACE);
  return (type: string) => t(isPaymentType(type) ? PAYMENT_TYPE_KEYS[type] : PAYMENT_TYPE_KEYS.credit_card);
}

/**
 * The payment choice of the order form (spec §3 "Order form"): one radio per type the event
 * offers; a wallet shows its name as a text badge and a note that the buyer approves it on
 * the wallet's own page. Alone, the one type is shown as it is, with no choice to make.
 */
export function PaymentChoice({
  types,
  value,
  onChange,
}: {
  types: PaymentType[];
  value: PaymentType;
  onChange: (type: PaymentType) => void;
}) {
  const { t } = useTranslation(ORDERS_NAMESPACE);
  const nameOf = usePaymentTypeName();
  if (types.length <= 1) return <p className={styles.method}>{nameOf(value)}</p>;
  return (
    <fieldset className={styles.paymentChoice}>
      <legend className={styles.visuallyHidden}>{t('orderForm.paymentChoice')}</legend>
      {types.map((type) => (
        <label key={type} className={styles.paymentOption}>
          <input
            type="radio"
            name="payment_type"
            value={type}
            checked={value === type}
            onChange={() => onChange(type)}
          />
          <span className={isWalletPaymentType(type) ? styles.walletBadge : undefined}>{nameOf(type)}</span>
        </label>
      ))}
      {isWalletPaymentType(value) ? (
        <p className={styles.sectionLead}>{t('wallet.note', { wallet: nameOf(value) })}</p>
      ) : null}
    </fieldset>
  );
}

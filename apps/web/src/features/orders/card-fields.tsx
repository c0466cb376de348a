import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ORDERS_NAMESPACE } from '@/shared/i18n/i18n';
import { Icon, SelectField, TextField } from '@/shared/ui';
import formStyles from '@/shared/ui/form.module.css';
import { EXPIRY_MONTHS, expiryYears } from './card-rules';
import styles from './order-form.module.css';
import type { OrderFormValues } from './order-form-values';

const EXPIRY_ERROR_ID = 'card-expiry-error';

/**
 * The card (credit card is the only payment type for now). These inputs are never stored:
 * on "Review order" they are encrypted for the gateway and exchanged for a one-time token.
 */
export function CardFields({ now }: { now: Date }) {
  const { t } = useTranslation(ORDERS_NAMESPACE);
  const {
    register,
    formState: { errors },
  } = useFormContext<OrderFormValues>();
  const error = (field: keyof OrderFormValues['card']) => {
    const message = errors.card?.[field]?.message;
    return message ? t(message) : undefined;
  };
  const expiryError = error('expire_month');
  return (
    <>
      <TextField
        id="card-number"
        label={t('creditCard.number')}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 5678 9012 3456"
        maxLength={23}
        error={error('number')}
        {...register('card.number')}
      />
      <fieldset className={styles.expiry} aria-describedby={expiryError ? EXPIRY_ERROR_ID : undefined}>
        <legend className={styles.expiryLegend}>{t('creditCard.expiry')}</legend>
        <div className={styles.expiryRow}>
          <SelectField
            id="card-month"
            label={t('creditCard.month')}
            autoComplete="cc-exp-month"
            aria-invalid={expiryError ? true : undefined}
            {...register('card.expire_month')}
          >
            <option value="">{t('creditCard.monthPlaceholder')}</option>
            {EXPIRY_MONTHS.map((month) => (
              <option key={month} value={month}>
                {month}
              </option>
            ))}
          </SelectField>
          <SelectField
            id="card-year"
            label={t('creditCard.year')}
            autoComplete="cc-exp-year"
            aria-invalid={expiryError ? true : undefined}
            {...register('card.expire_year')}
          >
            <option value="">{t('creditCard.yearPlaceholder')}</option>
            {expiryYears(now).map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </SelectField>
        </div>
        {/* One message for the pair, under both selects, so the row stays aligned. */}
        {expiryError ? (
          <p id={EXPIRY_ERROR_ID} className={formStyles.error}>
            <Icon name="close" size={16} className={formStyles.errorIcon} />
            <span>{expiryError}</span>
          </p>
        ) : null}
      </fieldset>
      <TextField
        id="card-security-code"
        label={t('creditCard.securityCode')}
        hint={t('creditCard.securityCodeHint')}
        inputMode="numeric"
        autoComplete="cc-csc"
        maxLength={4}
        className={styles.shortInput}
        error={error('security_code')}
        {...register('card.security_code')}
      />
      <TextField
        id="card-holder"
        label={t('creditCard.holder')}
        hint={t('creditCard.holderHint')}
        autoComplete="cc-name"
        autoCapitalize="characters"
        spellCheck={false}
        error={error('holder_name')}
        {...register('card.holder_name')}
      />
    </>
  );
}

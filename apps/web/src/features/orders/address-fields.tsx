import { PREFECTURES, pickLang } from '@omoide/contract';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ORDERS_NAMESPACE } from '@/shared/i18n/i18n';
import { useTextLanguage } from '@/shared/i18n/use-locale';
import { SelectField, TextField } from '@/shared/ui';
import type { OrderFormValues } from './order-form-values';
import { useOrderArea } from './order-paths';
import { usePostalLookup } from './use-postal-lookup';

interface AddressFieldsProps {
  prefix: 'home' | 'shipping';
  /** Postal code, prefecture and address: only when prints are shipped to this address. */
  withPostal: boolean;
}

/**
 * A name, phone and (for shipped prints) Japanese postal address. Autocomplete tokens let the
 * phone's saved address fill the fields; the `shipping` section names them as the second
 * address so browsers do not fill it with the buyer's own.
 */
export function AddressFields({ prefix, withPostal }: AddressFieldsProps) {
  const { t } = useTranslation(ORDERS_NAMESPACE);
  const language = useTextLanguage();
  const {
    register,
    formState: { errors },
  } = useFormContext<OrderFormValues>();
  const fieldErrors = errors[prefix];
  usePostalLookup(prefix, useOrderArea());
  const error = (field: keyof OrderFormValues['home']) => {
    const message = fieldErrors?.[field]?.message;
    return message ? t(message) : undefined;
  };
  const id = (field: string) => `${prefix}-${field}`;
  const auto = (token: string) => `section-${prefix} ${prefix === 'shipping' ? 'shipping ' : ''}${token}`;

  return (
    <>
      <TextField
        id={id('full_name')}
        label={t('address.fullName')}
        autoComplete={auto('name')}
        error={error('full_name')}
        {...register(`${prefix}.full_name`)}
      />
      <TextField
        id={id('full_name_kana')}
        label={t('address.fullNameKana')}
        hint={t('address.fullNameKanaHint')}
        optional
        error={error('full_name_kana')}
        {...register(`${prefix}.full_name_kana`)}
      />
      {withPostal ? (
        <>
          <TextField
            id={id('zip_code')}
            label={t('address.zipCode')}
            hint={t('address.zipCodeHint')}
            inputMode="numeric"
            autoComplete={auto('postal-code')}
            maxLength={8}
            error={error('zip_code')}
            {...register(`${prefix}.zip_code`)}
          />
          <SelectField
            id={id('prefecture_id')}
            label={t('address.prefecture')}
            autoComplete={auto('address-level1')}
            error={error('prefecture_id')}
            {...register(`${prefix}.prefecture_id`)}
          >
            <option value="">{t('address.choosePrefecture')}</option>
            {PREFECTURES.map((prefecture) => (
              <option key={prefecture.code} value={prefecture.code}>
                {pickLang(prefecture.name, language)}
              </option>
            ))}
          </SelectField>
          <TextField
            id={id('address1')}
            label={t('address.address1')}
            hint={t('address.address1Hint')}
            autoComplete={auto('address-line1')}
            error={error('address1')}
            {...register(`${prefix}.address1`)}
          />
          <TextField
            id={id('address2')}
            label={t('address.address2')}
            hint={t('address.address2Hint')}
            optional
            autoComplete={auto('address-line2')}
            error={error('address2')}
            {...register(`${prefix}.address2`)}
          />
          <TextField
            id={id('address3')}
            label={t('address.address3')}
            hint={t('address.address3Hint')}
            optional
            autoComplete={auto('address-line3')}
            error={error('address3')}
            {...register(`${prefix}.address3`)}
          />
        </>
      ) : null}
      <TextField
        id={id('tel')}
        label={t('address.tel')}
        hint={t('address.telHint')}
        type="tel"
        inputMode="tel"
        autoComplete={auto('tel')}
        error={error('tel')}
        {...register(`${prefix}.tel`)}
      />
    </>
  );
}

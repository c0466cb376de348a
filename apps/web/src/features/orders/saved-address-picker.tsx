import { type AddressBook, PREFECTURES, pickLang, type StoredAddress } from '@omoide/contract';
import { useEffect, useId, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/shared/api/api-error';
import { ORDERS_NAMESPACE } from '@/shared/i18n/i18n';
import { useTextLanguage } from '@/shared/i18n/use-locale';
import { FormAlert, SelectField, ServerAlert } from '@/shared/ui';
import styles from './order-form.module.css';
import type { AddressValues, OrderFormValues } from './order-form-values';

const FIELDS: (keyof AddressValues)[] = [
  'full_name',
  'full_name_kana',
  'zip_code',
  'prefecture_id',
  'address1',
  'address2',
  'address3',
  'tel',
];

/** One line that tells saved addresses apart: label, name, prefecture and street. */
export function addressSummary(address: StoredAddress & { label?: string }, prefecture: string): string {
  const place = `${prefecture}${address.address1}`;
  return [address.label, address.full_name, place].filter(Boolean).join(' / ');
}

/**
 * The member's address book in the order form (issue #17): the buyer's fields start from the
 * home address when empty, and choosing a saved address fills the delivery address, so nobody
 * types it again. Guests have no book: the form is then unchanged.
 */
export function SavedAddressPicker({ book, withShipping }: { book: AddressBook; withShipping: boolean }) {
  const { t } = useTranslation(ORDERS_NAMESPACE);
  const language = useTextLanguage();
  const { getValues, setValue } = useFormContext<OrderFormValues>();
  const [chosen, setChosen] = useState('');
  const id = useId();
  const prefectureName = (code: string) => {
    const prefecture = PREFECTURES.find((p) => p.code === code);
    return prefecture ? pickLang(prefecture.name, language) : '';
  };

  const fill = (prefix: 'home' | 'shipping', address: StoredAddress) => {
    for (const field of FIELDS) setValue(`${prefix}.${field}`, address[field], { shouldDirty: true });
  };

  // Only an untouched buyer section is filled: what the buyer typed (or kept) wins.
  useEffect(() => {
    const home = getValues('home');
    if (!book.home_address || home.full_name || home.tel) return;
    for (const field of FIELDS) setValue(`home.${field}`, book.home_address[field], { shouldDirty: true });
  }, [book, getValues, setValue]);

  if (!withShipping || book.shipping_addresses.length === 0) return null;
  return (
    <SelectField
      id={`${id}-saved`}
      label={t('addressBook.pick')}
      hint={t('addressBook.pickHint')}
      value={chosen}
      onChange={(event) => {
        setChosen(event.target.value);
        const address = book.shipping_addresses.find((a) => String(a.id) === event.target.value);
        if (!address) {
          setValue('is_exist_address_override', false, { shouldDirty: true });
          return;
        }
        setValue('is_exist_address_override', true, { shouldDirty: true });
        fill('shipping', address);
      }}
    >
      <option value="">{t('addressBook.pickNone')}</option>
      {book.shipping_addresses.map((address) => (
        <option key={address.id} value={address.id}>
          {addressSummary(address, prefectureName(address.prefecture_id))}
        </option>
      ))}
    </SelectField>
  );
}

/** "Save to my address book" under a typed delivery address, and why saving failed. */
export function SaveToBookOption(props: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  failure: unknown;
}) {
  const { t } = useTranslation(ORDERS_NAMESPACE);
  const { failure } = props;
  return (
    <>
      <label className={styles.checkRow}>
        <input
          type="checkbox"
          checked={props.checked}
          onChange={(event) => props.onChange(event.target.checked)}
        />
        <span>{t('addressBook.saveToBook')}</span>
      </label>
      {!failure ? null : isApiError(failure) && failure.body ? (
        <ServerAlert body={failure.body} />
      ) : (
        <FormAlert>{t('addressBook.saveFailed')}</FormAlert>
      )}
    </>
  );
}

import {
  homeAddressBodySchema,
  PREFECTURES,
  pickLang,
  type StoredAddress,
  savedAddressBodySchema,
  zipCodeSchema,
} from '@omoide/contract';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AddressInput, lookUpPostalCode } from '@/shared/api/address-book';
import { AUTH_NAMESPACE } from '@/shared/i18n/i18n';
import { useTextLanguage } from '@/shared/i18n/use-locale';
import { Button, SelectField, TextField } from '@/shared/ui';
import formStyles from '@/shared/ui/form.module.css';

export type AddressDraft = AddressInput & { label: string };

const EMPTY: AddressDraft = {
  label: '',
  full_name: '',
  full_name_kana: '',
  zip_code: '',
  prefecture_id: '',
  address1: '',
  address2: '',
  address3: '',
  tel: '',
};

export const draftOf = (address: (StoredAddress & { label?: string }) | null): AddressDraft =>
  address ? { ...EMPTY, ...address, label: address.label ?? '' } : EMPTY;

type Field = keyof AddressDraft;
const TEXT_FIELDS: [
  Field,
  string,
  { optional?: boolean; autoComplete?: string; inputMode?: 'numeric' | 'tel' },
][] = [
  ['full_name', 'fullName', { autoComplete: 'name' }],
  ['full_name_kana', 'fullNameKana', { optional: true }],
  ['zip_code', 'zipCode', { autoComplete: 'postal-code', inputMode: 'numeric' }],
];
const STREET_FIELDS: [Field, string, { optional?: boolean; autoComplete?: string }][] = [
  ['address1', 'address1', { autoComplete: 'address-line1' }],
  ['address2', 'address2', { optional: true, autoComplete: 'address-line2' }],
  ['address3', 'address3', { optional: true, autoComplete: 'address-line3' }],
];

/**
 * One address of the book, with the rules of the API (spec §3: 7-digit postal code,
 * prefecture, phone) checked before sending, and the prefecture and town filled from the
 * postal code as the order form does.
 */
export function AddressForm(props: {
  kind: 'home' | 'shipping';
  initial: AddressDraft;
  busy: boolean;
  onSubmit: (draft: AddressDraft) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const language = useTextLanguage();
  const id = useId();
  const [draft, setDraft] = useState(props.initial);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const set = (field: Field, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    if (field !== 'zip_code') return;
    const zip = zipCodeSchema.safeParse(value);
    if (!zip.success) return;
    lookUpPostalCode('member', zip.data)
      .then((answer) => {
        const [first] = answer.addresses;
        if (!first) return;
        setDraft((current) => ({
          ...current,
          prefecture_id: first.prefecture_id,
          address1: current.address1 || `${first.city}${first.town}`,
        }));
      })
      .catch(() => {}); // the member types the address instead
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const schema = props.kind === 'home' ? homeAddressBodySchema : savedAddressBodySchema;
    const parsed = schema.safeParse(draft);
    if (parsed.success) {
      setErrors({});
      props.onSubmit(draft);
      return;
    }
    const found: Partial<Record<Field, string>> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as Field;
      found[field] ??= t(`user.addressBook.invalid.${field}`);
    }
    setErrors(found);
  };

  const text = (
    field: Field,
    key: string,
    options: { optional?: boolean; autoComplete?: string; inputMode?: 'numeric' | 'tel' },
  ) => (
    <TextField
      key={field}
      id={`${id}-${field}`}
      label={t(`user.addressBook.fields.${key}`)}
      optional={options.optional}
      autoComplete={options.autoComplete}
      inputMode={options.inputMode}
      error={errors[field]}
      value={draft[field]}
      onChange={(event) => set(field, event.target.value)}
    />
  );

  return (
    <form onSubmit={submit} noValidate aria-busy={props.busy}>
      {props.kind === 'shipping' ? text('label', 'label', { optional: true }) : null}
      {TEXT_FIELDS.map(([field, key, options]) => text(field, key, options))}
      <SelectField
        id={`${id}-prefecture_id`}
        label={t('user.addressBook.fields.prefecture')}
        error={errors.prefecture_id}
        value={draft.prefecture_id}
        onChange={(event) => set('prefecture_id', event.target.value)}
      >
        <option value="">{t('user.addressBook.choosePrefecture')}</option>
        {PREFECTURES.map((prefecture) => (
          <option key={prefecture.code} value={prefecture.code}>
            {pickLang(prefecture.name, language)}
          </option>
        ))}
      </SelectField>
      {STREET_FIELDS.map(([field, key, options]) => text(field, key, options))}
      {text('tel', 'tel', { autoComplete: 'tel', inputMode: 'tel' })}
      <div className={formStyles.actions}>
        <Button type="submit" block disabled={props.busy}>
          {t('user.addressBook.save')}
        </Button>
        <Button type="button" variant="secondary" block onClick={props.onCancel}>
          {t('user.addressBook.cancel')}
        </Button>
      </div>
    </form>
  );
}

import {
  type CategoryPeriodBody,
  formatPrice,
  lineExtraAndDiscount,
  MAX_STUDIO_AMOUNT,
  type StudioSubCategory,
  salePeriodProblems,
} from '@omoide/contract';
import { useMutation } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/i18n/format-date';
import { useTextLanguage } from '@/shared/i18n/use-locale';
import { Button, TextField } from '@/shared/ui';
import { currencyUnit } from '../../shared/currency-unit';
import { fromLocalInput, toLocalInput } from '../../shared/local-time';
import { StudioError } from '../../shared/studio-error';
import styles from './categories.module.css';
import { setPeriod } from './categories-api';

// Shared with the content editor's publication times (studio/shared/local-time.ts).
export { fromLocalInput, toLocalInput } from '../../shared/local-time';

type Fields = { expiry: string; extra: string; discountEnd: string; discount: string };
type Errors = Partial<Record<keyof Fields, string>>;
const WHOLE = /^\d+$/;

/** The server's own rules (the contract's `salePeriodProblems`), so most mistakes show at once. */
function check(fields: Fields, cheapest: number | null, t: TFunction<'studio'>) {
  const errors: Errors = {};
  for (const key of ['extra', 'discount'] as const) {
    const value = fields[key].trim();
    if (value && (!WHOLE.test(value) || Number(value) > MAX_STUDIO_AMOUNT))
      errors[key] = t('categories.period.error.amount');
  }
  const expiry = fromLocalInput(fields.expiry);
  const discountEnd = fromLocalInput(fields.discountEnd);
  const extra = Number(fields.extra || 0);
  const discount = Number(fields.discount || 0);
  const body: CategoryPeriodBody = {
    expired_time_t: expiry,
    expired_append_cost_in_tax: errors.extra ? 0 : extra,
    discount_end_time_t: discountEnd,
    discount_cost_in_tax: errors.discount ? 0 : discount,
  };
  for (const problem of salePeriodProblems(body, cheapest)) {
    if (problem === 'cost_without_time') errors.expiry = t('categories.period.error.expiryNeeded');
    else if (problem === 'discount_without_time')
      errors.discountEnd = t('categories.period.error.discountEndNeeded');
    else if (problem === 'discount_after_expiry')
      errors.discountEnd = t('categories.period.error.discountAfterExpiry');
    else errors.discount = t('categories.period.error.discountTooLarge', { cheapest });
  }
  return { errors, body };
}

type Props = {
  sub: StudioSubCategory;
  currencyTypeId: number;
  cheapest: number | null;
  onSaved: (sub: StudioSubCategory) => void;
  onCancel: () => void;
};

/** A sub-category's purchase period (spec §3 long_run_sub_info, §9), with what a parent pays. */
export function PeriodForm({ sub, currencyTypeId, cheapest, onSaved, onCancel }: Props) {
  const { t } = useTranslation('studio');
  const language = useTextLanguage();
  const info = sub.long_run_sub_info;
  const [fields, setFields] = useState<Fields>({
    expiry: toLocalInput(info.expired_time_t),
    extra: info.expired_append_cost_in_tax ? String(info.expired_append_cost_in_tax) : '',
    discountEnd: toLocalInput(info.discount_end_time_t),
    discount: info.discount_cost_in_tax ? String(info.discount_cost_in_tax) : '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => first.current?.focus(), []);
  const save = useMutation({
    mutationFn: (body: CategoryPeriodBody) => setPeriod(sub.id, body),
    onSuccess: onSaved,
  });
  const { body } = check(fields, cheapest, t);
  const money = (amount: number) => formatPrice(amount, currencyTypeId, language);
  const currency = currencyUnit(currencyTypeId, language);
  const field = (key: keyof Fields) => ({
    value: fields[key],
    error: errors[key],
    onChange: (event: { target: { value: string } }) => setFields({ ...fields, [key]: event.target.value }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = check(fields, cheapest, t);
    setErrors(checked.errors);
    if (Object.keys(checked.errors).length === 0) save.mutate(checked.body);
  };

  return (
    <form
      className={styles.panel}
      onSubmit={submit}
      noValidate
      aria-label={t('categories.period.title', { name: sub.name })}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !save.isPending) onCancel();
      }}
    >
      <h3 className={styles.panelTitle}>{t('categories.period.title', { name: sub.name })}</h3>
      <p className={styles.note}>{t('categories.period.help')}</p>
      <StudioError error={save.error} />
      <div className={styles.fields}>
        <TextField
          ref={first}
          id={`discount-end-${sub.id}`}
          type="datetime-local"
          label={t('categories.period.discountEnd')}
          optional
          {...field('discountEnd')}
        />
        <TextField
          id={`discount-${sub.id}`}
          inputMode="numeric"
          label={t('categories.period.discount', { currency })}
          hint={
            cheapest === null ? undefined : t('categories.period.discountHint', { cheapest: money(cheapest) })
          }
          optional
          {...field('discount')}
        />
        <TextField
          id={`expiry-${sub.id}`}
          type="datetime-local"
          label={t('categories.period.expiry')}
          optional
          {...field('expiry')}
        />
        <TextField
          id={`extra-${sub.id}`}
          inputMode="numeric"
          label={t('categories.period.extra', { currency })}
          optional
          {...field('extra')}
        />
      </div>
      <Example body={body} cheapest={cheapest} money={money} language={language} />
      <div className={styles.actions}>
        <Button type="submit" disabled={save.isPending}>
          {t('categories.period.save')}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={save.isPending}>
          {t('categories.cancel')}
        </Button>
      </div>
    </form>
  );
}

/** What a parent pays for two of the cheapest item in each part of the period (the cart's own rule). */
function Example({
  body,
  cheapest,
  money,
  language,
}: {
  body: CategoryPeriodBody;
  cheapest: number | null;
  money: (amount: number) => string;
  language: ReturnType<typeof useTextLanguage>;
}) {
  const { t } = useTranslation('studio');
  if (cheapest === null) return <p className={styles.note}>{t('categories.period.noPrices')}</p>;
  const quantity = 2;
  const pay = (now_t: number) => {
    const line = lineExtraAndDiscount({ now_t, quantity, longRunSubInfo: body });
    return money(cheapest * quantity + line.extra_cost_in_tax - line.discount_in_tax);
  };
  const { discount_end_time_t: discountEnd, expired_time_t: expiry } = body;
  const rows: string[] = [];
  if (discountEnd !== null)
    rows.push(
      t('categories.period.example.before', {
        time: formatDateTime(discountEnd, language),
        amount: pay(discountEnd - 1),
      }),
    );
  rows.push(t('categories.period.example.normal', { amount: money(cheapest * quantity) }));
  if (expiry !== null)
    rows.push(
      t('categories.period.example.after', {
        time: formatDateTime(expiry, language),
        amount: pay(expiry + 1),
      }),
    );
  return (
    <div className={styles.example}>
      <p>{t('categories.period.example.title', { price: money(cheapest), quantity })}</p>
      <ul>
        {rows.map((row) => (
          <li key={row}>{row}</li>
        ))}
      </ul>
    </div>
  );
}

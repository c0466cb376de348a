import {
  discountFitsPrice,
  formatPrice,
  MAX_STUDIO_AMOUNT,
  PRICE_TYPES,
  pickLang,
  roleMayCall,
  SIZES,
  type StudioPricesAnswer,
} from '@omoide/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { useTextLanguage } from '@/shared/i18n/use-locale';
import { Button, FormAlert, Spinner, TextField } from '@/shared/ui';
import { currencyUnit } from '../../shared/currency-unit';
import { useStudio } from '../../shared/studio-context';
import { StudioError } from '../../shared/studio-error';
import page from '../../shared/studio-page.module.css';
import styles from './categories.module.css';
import { catalogueKeys, fetchPrices, mayEditCatalogue, savePrices } from './categories-api';

type Values = Record<number, string>;
const valuesOf = (answer: StudioPricesAnswer): Values =>
  Object.fromEntries(answer.prices.map((p) => [p.size_id, String(p.unit_price)]));

/**
 * The price of each size of an event; an empty price is a size not sold. Owners change them
 * (a money decision, issue 29); staff see them. With paid orders a change is confirmed first.
 */
export function PricesPage() {
  const { t } = useTranslation('studio');
  const language = useTextLanguage();
  const { organization } = useStudio();
  const eventId = Number(useParams().eventId);
  const allowed = mayEditCatalogue(organization?.role);
  const mayChange = roleMayCall(organization?.role, 'PUT /api/studio/events/{event_id}/prices');
  const valid = Number.isInteger(eventId) && eventId > 0;
  const queryClient = useQueryClient();
  const key = catalogueKeys.prices(eventId);
  const table = useQuery({ queryKey: key, queryFn: () => fetchPrices(eventId), enabled: allowed && valid });
  const [values, setValues] = useState<Values>({});
  const [errors, setErrors] = useState<Record<number, string>>({});
  const save = useMutation({
    mutationFn: (prices: { size_id: number; unit_price: number }[]) =>
      savePrices(eventId, { prices, confirm: (table.data?.paid_orders ?? 0) > 0 }),
    onSuccess: (answer) => queryClient.setQueryData(key, answer),
  });
  useEffect(() => {
    if (table.data) setValues(valuesOf(table.data));
  }, [table.data]);

  if (!allowed || !valid) return <Navigate to="/studio" replace />;
  const data = table.data;
  const eventName = data?.event.name ?? t('categories.eventFallback', { id: eventId });
  const currencyTypeId = data?.event.currency_type_id ?? 1;
  const currency = currencyUnit(currencyTypeId, language);
  const discount = data?.largest_discount ?? 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<number, string> = {};
    const prices: { size_id: number; unit_price: number }[] = [];
    for (const size of SIZES) {
      const text = (values[size.id] ?? '').trim();
      if (!text) continue;
      const amount = Number(text);
      if (!/^\d+$/.test(text) || amount > MAX_STUDIO_AMOUNT)
        found[size.id] = t('categories.prices.error.amount');
      else if (!discountFitsPrice(discount, amount))
        found[size.id] = t('categories.prices.error.belowDiscount', {
          discount: formatPrice(discount, currencyTypeId, language),
        });
      else prices.push({ size_id: size.id, unit_price: amount });
    }
    setErrors(found);
    save.reset();
    if (Object.keys(found).length > 0) return;
    const paid = data?.paid_orders ?? 0;
    if (paid > 0 && !window.confirm(t('categories.prices.confirmPaid', { count: paid }))) return;
    save.mutate(prices);
  };

  return (
    <>
      <p className={page.back}>
        <Link to={`/studio/events/${eventId}`}>{t('categories.back', { event: eventName })}</Link>
      </p>
      <h1 className={page.title}>{t('categories.prices.title', { event: eventName })}</h1>
      <p className={page.lead}>{t('categories.prices.lead', { currency })}</p>
      <StudioError error={table.error} />
      {table.isPending ? <Spinner label={t('loading')} /> : null}
      {data ? (
        <form className={page.card} onSubmit={submit} noValidate>
          <p className={styles.note}>{t('categories.prices.ordersKeepTheirs')}</p>
          {mayChange ? null : <p className={styles.note}>{t('categories.prices.ownersOnly')}</p>}
          {save.isSuccess ? <FormAlert tone="success">{t('categories.prices.saved')}</FormAlert> : null}
          <StudioError error={save.error} />
          {PRICE_TYPES.map((type) => (
            <fieldset key={type.id} className={styles.priceGroup}>
              <legend>{pickLang(type.name, language)}</legend>
              <div className={styles.fields}>
                {SIZES.filter((size) => size.priceTypeId === type.id).map((size) => (
                  <TextField
                    key={size.id}
                    id={`price-${size.id}`}
                    label={t('categories.prices.sizeLabel', {
                      size: pickLang(size.name, language),
                      currency,
                    })}
                    hint={size.media === 'movie' ? t('categories.prices.movieHint') : undefined}
                    inputMode="numeric"
                    placeholder={t('categories.prices.notSold')}
                    error={errors[size.id]}
                    value={values[size.id] ?? ''}
                    disabled={!mayChange}
                    onChange={(event) => setValues({ ...values, [size.id]: event.target.value })}
                  />
                ))}
              </div>
            </fieldset>
          ))}
          <p className={page.muted}>
            {t('categories.prices.help', { example: formatPrice(1200, currencyTypeId, language) })}
            {discount > 0
              ? ` ${t('categories.prices.discountNote', { discount: formatPrice(discount, currencyTypeId, language) })}`
              : ''}
          </p>
          {mayChange ? (
            <Button type="submit" disabled={save.isPending}>
              {t('categories.prices.save')}
            </Button>
          ) : null}
        </form>
      ) : null}
    </>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { CURRENCY_TYPES, type EventPatch, type StudioEvent } from '@omoide/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button, SelectField, TextField } from '@/shared/ui';
import page from '../../shared/studio-page.module.css';
import styles from './catalogue.module.css';

/** The form's own messages are text keys (`catalogue.form.error.*`), translated where shown. */
const formSchema = z
  .object({
    name: z.string().trim().min(1, 'required').max(120, 'tooLong'),
    name_ja: z.string().trim().max(120, 'tooLong'),
    name_hant: z.string().trim().max(120, 'tooLong'),
    name_vi: z.string().trim().max(120, 'tooLong'),
    event_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'required'),
    published_from: z.string().min(1, 'required'),
    published_until: z.string().min(1, 'required'),
    currency_type_id: z.enum(['1', '2', '3', '4']),
    shipping_type_id: z.enum(['1', '2']),
    downloads_until: z.string(),
    face_search_enabled: z.boolean(),
    consent_ja: z.string().max(2000, 'tooLong'),
    consent_hant: z.string().max(2000, 'tooLong'),
    consent_vi: z.string().max(2000, 'tooLong'),
    consent_en: z.string().max(2000, 'tooLong'),
  })
  .refine((v) => !v.published_from || !v.published_until || v.published_from < v.published_until, {
    message: 'windowOrder',
    path: ['published_until'],
  });
export type EventFormValues = z.infer<typeof formSchema>;

const pad = (n: number) => String(n).padStart(2, '0');
/** Epoch seconds as a `datetime-local` value in the operator's own time zone. */
export function toLocalInput(seconds: number | null): string {
  if (seconds === null) return '';
  const d = new Date(seconds * 1000);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
const toEpoch = (local: string) => Math.floor(new Date(local).getTime() / 1000);

export function formValuesOf(event: StudioEvent | null): EventFormValues {
  const now = Math.floor(Date.now() / 1000);
  return {
    name: event?.name ?? '',
    name_ja: event?.name_lang.ja ?? '',
    name_hant: event?.name_lang.hant ?? '',
    name_vi: event?.name_lang.vi ?? '',
    event_date: event?.event_date ?? '',
    published_from: toLocalInput(event?.published_from_t ?? now),
    published_until: toLocalInput(event?.published_until_t ?? now + 60 * 86_400),
    currency_type_id: String(event?.currency_type_id ?? 1) as EventFormValues['currency_type_id'],
    shipping_type_id: String(event?.shipping_type_id ?? 1) as EventFormValues['shipping_type_id'],
    downloads_until: toLocalInput(event?.downloads_until_t ?? null),
    face_search_enabled: event?.face_search_enabled ?? true,
    consent_ja: event?.face_consent_text.ja ?? '',
    consent_hant: event?.face_consent_text.hant ?? '',
    consent_vi: event?.face_consent_text.vi ?? '',
    consent_en: event?.face_consent_text['en-US'] ?? '',
  };
}

export function bodyOf(v: EventFormValues): EventPatch {
  return {
    name: v.name,
    name_lang: { ja: v.name_ja, hant: v.name_hant, vi: v.name_vi },
    event_date: v.event_date,
    published_from_t: toEpoch(v.published_from),
    published_until_t: toEpoch(v.published_until),
    currency_type_id: Number(v.currency_type_id) as EventPatch['currency_type_id'],
    shipping_type_id: Number(v.shipping_type_id) as EventPatch['shipping_type_id'],
    downloads_until_t: v.downloads_until ? toEpoch(v.downloads_until) : null,
    face_search_enabled: v.face_search_enabled,
    face_consent_text: { ja: v.consent_ja, hant: v.consent_hant, vi: v.consent_vi, 'en-US': v.consent_en },
  };
}

/**
 * The event's fields, for a new event and for editing one. The currency is locked once the
 * event has orders (the server refuses it too, with a 409).
 */
export function EventForm({
  event,
  submitLabel,
  pending,
  onSubmit,
}: {
  event: StudioEvent | null;
  submitLabel: string;
  pending: boolean;
  onSubmit: (body: EventPatch) => void;
}) {
  const { t } = useTranslation('studio');
  const { register, handleSubmit, formState } = useForm<EventFormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: formValuesOf(event),
  });
  const errorOf = (field: keyof EventFormValues) => {
    const message = formState.errors[field]?.message;
    return message ? t(`catalogue.form.error.${message}`) : undefined;
  };
  const text = (field: keyof EventFormValues, label: string, extra: Record<string, unknown> = {}) => (
    <TextField id={`event-${field}`} label={label} error={errorOf(field)} {...extra} {...register(field)} />
  );

  return (
    <form onSubmit={handleSubmit((values) => onSubmit(bodyOf(values)))} noValidate>
      <fieldset className={`${page.card} ${styles.fieldset}`}>
        <legend>{t('catalogue.form.names')}</legend>
        <p className={page.muted}>{t('catalogue.form.namesHelp')}</p>
        <div className={page.row}>{text('name', t('catalogue.form.name'))}</div>
        <div className={page.row}>
          {text('name_ja', t('catalogue.form.nameJa'), { optional: true })}
          {text('name_hant', t('catalogue.form.nameHant'), { optional: true })}
          {text('name_vi', t('catalogue.form.nameVi'), { optional: true })}
        </div>
      </fieldset>
      <fieldset className={`${page.card} ${styles.fieldset}`}>
        <legend>{t('catalogue.form.dates')}</legend>
        <div className={page.row}>
          {text('event_date', t('catalogue.form.eventDate'), { type: 'date' })}
          {text('published_from', t('catalogue.form.publishedFrom'), { type: 'datetime-local' })}
          {text('published_until', t('catalogue.form.publishedUntil'), { type: 'datetime-local' })}
        </div>
        <div className={page.row}>
          {text('downloads_until', t('catalogue.form.downloadsUntil'), {
            type: 'datetime-local',
            optional: true,
            hint: t('catalogue.form.downloadsUntilHint'),
          })}
        </div>
      </fieldset>
      <fieldset className={`${page.card} ${styles.fieldset}`}>
        <legend>{t('catalogue.form.sales')}</legend>
        <div className={page.row}>
          <SelectField
            id="event-currency"
            label={t('catalogue.form.currency')}
            disabled={event?.has_orders}
            hint={event?.has_orders ? t('catalogue.form.currencyLocked') : undefined}
            {...register('currency_type_id')}
          >
            {CURRENCY_TYPES.map((c) => (
              <option key={c.id} value={String(c.id)}>
                {t(`catalogue.currency.${c.key}`)}
              </option>
            ))}
          </SelectField>
          <SelectField
            id="event-shipping"
            label={t('catalogue.form.shipping')}
            {...register('shipping_type_id')}
          >
            <option value="1">{t('catalogue.shipping.individual')}</option>
            <option value="2">{t('catalogue.shipping.bulk')}</option>
          </SelectField>
        </div>
      </fieldset>
      <fieldset className={`${page.card} ${styles.fieldset}`}>
        <legend>{t('catalogue.form.faces')}</legend>
        <label className={styles.check}>
          <input type="checkbox" {...register('face_search_enabled')} />
          {t('catalogue.form.faceSearch')}
        </label>
        <p className={page.muted}>{t('catalogue.form.consentHelp')}</p>
        {(['consent_ja', 'consent_hant', 'consent_vi', 'consent_en'] as const).map((field) => (
          <div key={field} className={styles.textarea}>
            <label htmlFor={`event-${field}`}>{t(`catalogue.form.${field}`)}</label>
            <textarea id={`event-${field}`} rows={3} {...register(field)} />
            {errorOf(field) ? <p role="alert">{errorOf(field)}</p> : null}
          </div>
        ))}
      </fieldset>
      <div className={page.actions}>
        <Button type="submit" disabled={pending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

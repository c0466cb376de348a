import { zodResolver } from '@hookform/resolvers/zod';
import { INQUIRY_BODY_MAX, INQUIRY_CATEGORIES, type InquiryForm } from '@omoide/contract';
import { useEffect, useId, useState } from 'react';
import { type FieldError, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { htmlLangOf } from '@/shared/i18n/detect-locale';
import { useTextLanguage } from '@/shared/i18n/use-locale';
import { Button, Icon } from '@/shared/ui';
import pageStyles from '@/shared/ui/page.module.css';
import { useAreaPaths } from './area-path';
import styles from './contact.module.css';
import { type ContactDraft, EMPTY_DRAFT, readContactDraft, writeContactDraft } from './contact-draft';
import {
  CONTACT_MAX,
  type ContactErrorKey,
  type ContactField,
  contactErrorKey,
  contactFormSchema,
  isContactField,
} from './contact-form-schema';

/** What the confirmation page hands back when the server refused a field (400 VALIDATION-body.<field>). */
export interface ContactFormLocationState {
  fieldError?: { field: string; message: string };
}

interface ServerFieldError {
  field: ContactField;
  message: string;
  /** The value the server refused. */
  value: string;
}

const resolver = zodResolver(contactFormSchema, { error: (issue) => contactErrorKey(issue) });

function FieldMessage({ id, field, error }: { id: string; field: ContactField; error?: FieldError }) {
  const { t } = useTranslation('content');
  if (!error?.message) return null;
  // Server messages arrive translated; our own are keys, translated here on every render.
  const text =
    error.type === 'server'
      ? error.message
      : t(`contact.errors.${error.message as ContactErrorKey}`, { max: CONTACT_MAX[field] });
  return (
    <p id={id} className={styles.fieldError}>
      <Icon name="close" size={16} />
      {text}
    </p>
  );
}

/**
 * `/contact` and `/guest/contact`: the inquiry form. Every keystroke is kept in the draft
 * (sessionStorage); "Continue" checks the fields as the server will and opens the confirmation.
 */
export default function ContactFormPage() {
  const { t } = useTranslation('content');
  const { t: tc } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { to } = useAreaPaths();
  const ids = useId();
  const language = useTextLanguage();

  const [initial] = useState(() => readContactDraft() ?? EMPTY_DRAFT);
  const form = useForm<ContactDraft, unknown, InquiryForm>({
    defaultValues: initial,
    resolver,
    mode: 'onTouched',
  });
  const { register, handleSubmit, formState, control } = form;

  // A field the server refused (400 VALIDATION-body.<field>): its message stays at the field
  // until the visitor changes that field; the cursor goes there once the page has settled.
  const [serverError, setServerError] = useState<ServerFieldError | null>(null);
  const fieldError = (location.state as ContactFormLocationState | null)?.fieldError;
  useEffect(() => {
    if (!fieldError || !isContactField(fieldError.field)) return;
    const field = fieldError.field;
    setServerError({ field, message: fieldError.message, value: form.getValues(field) });
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
    // After the app has moved focus to <main> for the new page.
    window.setTimeout(() => form.setFocus(field), 0);
  }, [fieldError, form, navigate, location.pathname, location.search]);

  const values = useWatch({ control });
  // Keep the draft as it is typed: a reload or Back finds it again.
  useEffect(() => {
    writeContactDraft({ ...EMPTY_DRAFT, ...values });
  }, [values]);

  const errorOf = (field: ContactField): FieldError | undefined => {
    const own = formState.errors[field];
    if (own) return own;
    if (serverError?.field !== field || values[field] !== serverError.value) return undefined;
    return { type: 'server', message: serverError.message };
  };

  const body = values.inquiry_body ?? '';
  const overLimit = body.length > INQUIRY_BODY_MAX;
  const number = new Intl.NumberFormat(htmlLangOf(language));

  const onSubmit = handleSubmit((values) => {
    writeContactDraft(values);
    void navigate(to('/contact/confirm'));
  });

  const describedBy = (field: ContactField, extra?: string) =>
    [errorOf(field) ? `${ids}-${field}-error` : null, extra].filter(Boolean).join(' ') || undefined;

  return (
    <div className={pageStyles.page}>
      <header className={pageStyles.header}>
        <h1 id="page-heading" className={pageStyles.title}>
          {tc('titles.contact')}
        </h1>
        <p className={pageStyles.lead}>{t('contact.form.lead')}</p>
        <p className={styles.faqHint}>
          <Icon name="help" size={20} />
          <span>
            {t('contact.form.faqHint')} <Link to={to('/faq')}>{t('contact.form.faqLink')}</Link>
          </span>
        </p>
      </header>

      <form className={styles.card} onSubmit={onSubmit} noValidate aria-labelledby="page-heading">
        <p className={styles.requiredNote}>{t('contact.form.allRequired')}</p>

        <div className={styles.field}>
          <label htmlFor={`${ids}-email`} className={styles.label}>
            {t('contact.fields.email')}
          </label>
          <p id={`${ids}-email-hint`} className={styles.hint}>
            {t('contact.form.emailHint')}
          </p>
          <input
            id={`${ids}-email`}
            type="email"
            inputMode="email"
            autoComplete="email"
            className={styles.input}
            aria-invalid={errorOf('email') ? true : undefined}
            aria-describedby={describedBy('email', `${ids}-email-hint`)}
            {...register('email')}
          />
          <FieldMessage id={`${ids}-email-error`} field="email" error={errorOf('email')} />
        </div>

        <div className={styles.field}>
          <label htmlFor={`${ids}-name`} className={styles.label}>
            {t('contact.fields.name')}
          </label>
          <input
            id={`${ids}-name`}
            type="text"
            autoComplete="name"
            className={styles.input}
            aria-invalid={errorOf('name') ? true : undefined}
            aria-describedby={describedBy('name')}
            {...register('name')}
          />
          <FieldMessage id={`${ids}-name-error`} field="name" error={errorOf('name')} />
        </div>

        <div className={styles.field}>
          <label htmlFor={`${ids}-category`} className={styles.label}>
            {t('contact.fields.category')}
          </label>
          <select
            id={`${ids}-category`}
            className={`${styles.input} ${styles.select}`}
            aria-invalid={errorOf('category') ? true : undefined}
            aria-describedby={describedBy('category')}
            // React selects the stored option on first render, whatever order refs attach in.
            defaultValue={initial.category}
            {...register('category')}
          >
            <option value="">{t('contact.form.choose')}</option>
            {INQUIRY_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {t(`contact.categories.${category}`)}
              </option>
            ))}
          </select>
          <FieldMessage id={`${ids}-category-error`} field="category" error={errorOf('category')} />
        </div>

        <div className={styles.field}>
          <label htmlFor={`${ids}-body`} className={styles.label}>
            {t('contact.fields.inquiry_body')}
          </label>
          <textarea
            id={`${ids}-body`}
            rows={8}
            className={`${styles.input} ${styles.textarea}`}
            aria-invalid={errorOf('inquiry_body') ? true : undefined}
            aria-describedby={describedBy('inquiry_body', `${ids}-counter`)}
            {...register('inquiry_body')}
          />
          <p
            id={`${ids}-counter`}
            className={overLimit ? `${styles.counter} ${styles.counterOver}` : styles.counter}
          >
            {t('contact.form.counter', {
              length: number.format(body.length),
              max: number.format(INQUIRY_BODY_MAX),
            })}
          </p>
          <FieldMessage
            id={`${ids}-inquiry_body-error`}
            field="inquiry_body"
            error={errorOf('inquiry_body')}
          />
        </div>

        <Button type="submit" block>
          {t('contact.form.submit')}
          <Icon name="forward" size={20} />
        </Button>
      </form>
    </div>
  );
}

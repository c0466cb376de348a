import { LEGAL_TEXT_FIELDS, type LegalSettings, MAX_LEGAL_FIELD } from '@omoide/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { Button, FormAlert, Spinner, TextField } from '@/shared/ui';
import { LangTextFields } from '../../shared/lang-text-fields';
import { useStudio } from '../../shared/studio-context';
import { StudioError } from '../../shared/studio-error';
import page from '../../shared/studio-page.module.css';
import styles from './content.module.css';
import { contentKeys, fetchLegal, mayEditContent, saveLegal } from './content-api';
import { ContentNav, useLanguageLabel } from './content-nav';

const PHONE = /^[0-9+()\- ]*$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Owners: the seller's details the buyer's terms, privacy policy and 特定商取引法に基づく表記
 * (/Imprint) show, per language. A detail left empty shows there as "to confirm".
 */
export function LegalPage() {
  const { t } = useTranslation('studio');
  const labelOf = useLanguageLabel();
  const { me } = useStudio();
  const allowed = mayEditContent(me.memberships);
  const queryClient = useQueryClient();
  const legal = useQuery({ queryKey: contentKeys.legal, queryFn: fetchLegal, enabled: allowed });
  const [values, setValues] = useState<LegalSettings | null>(null);
  const [errors, setErrors] = useState<{ phone?: string; email?: string }>({});
  const save = useMutation({
    mutationFn: saveLegal,
    onSuccess: (answer) => queryClient.setQueryData(contentKeys.legal, answer),
  });
  useEffect(() => {
    if (legal.data) setValues(legal.data);
  }, [legal.data]);

  if (!allowed) return <Navigate to="/studio" replace />;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!values) return;
    const found = {
      phone: PHONE.test(values.phone.trim()) ? undefined : t('content.legal.errors.phone'),
      email:
        !values.email.trim() || EMAIL.test(values.email.trim()) ? undefined : t('content.legal.errors.email'),
    };
    setErrors(found);
    save.reset();
    if (!found.phone && !found.email)
      save.mutate({ ...values, phone: values.phone.trim(), email: values.email.trim() });
  };
  return (
    <>
      <ContentNav />
      <h1 className={page.title}>{t('content.legal.title')}</h1>
      <p className={page.lead}>{t('content.legal.lead')}</p>
      <p className={styles.pageLinks}>
        <a href="/terms" target="_blank" rel="noreferrer">
          {t('content.legal.links.terms')}
        </a>
        <a href="/privacy" target="_blank" rel="noreferrer">
          {t('content.legal.links.privacy')}
        </a>
        <a href="/Imprint" target="_blank" rel="noreferrer">
          {t('content.legal.links.imprint')}
        </a>
      </p>
      <StudioError error={legal.error} />
      {legal.isPending ? <Spinner label={t('loading')} /> : null}
      {values ? (
        <form className={page.card} onSubmit={submit} noValidate aria-label={t('content.legal.title')}>
          {save.isSuccess ? <FormAlert tone="success">{t('content.legal.saved')}</FormAlert> : null}
          <StudioError error={save.error} />
          {LEGAL_TEXT_FIELDS.map((field) => (
            <LangTextFields
              key={field}
              idPrefix={`legal-${field}`}
              legend={t(`content.legal.fields.${field}`)}
              hint={t(`content.legal.hints.${field}`)}
              value={values[field]}
              onChange={(text) => setValues({ ...values, [field]: text })}
              labelOf={labelOf}
              maxLength={MAX_LEGAL_FIELD}
            />
          ))}
          <div className={page.row}>
            <TextField
              id="legal-phone"
              type="tel"
              label={t('content.legal.fields.phone')}
              error={errors.phone}
              value={values.phone}
              onChange={(event) => setValues({ ...values, phone: event.target.value })}
            />
            <TextField
              id="legal-email"
              type="email"
              label={t('content.legal.fields.email')}
              error={errors.email}
              value={values.email}
              onChange={(event) => setValues({ ...values, email: event.target.value })}
            />
          </div>
          <div className={styles.actions}>
            <Button type="submit" disabled={save.isPending}>
              {t('content.save')}
            </Button>
          </div>
        </form>
      ) : null}
    </>
  );
}

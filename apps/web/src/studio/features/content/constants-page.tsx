import type { StudioConstants } from '@omoide/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { Button, FormAlert, Spinner, TextField } from '@/shared/ui';
import { useStudio } from '../../shared/studio-context';
import { StudioError } from '../../shared/studio-error';
import page from '../../shared/studio-page.module.css';
import styles from './content.module.css';
import { contentKeys, fetchConstants, mayEditContent, saveConstants } from './content-api';
import { ContentNav } from './content-nav';

type Fields = { home: string; reminder: string; standard: string; large: string };
type Errors = Partial<Record<keyof Fields, string>>;
const WHOLE = /^\d{1,6}$/;

const fieldsOf = (c: StudioConstants): Fields => ({
  home: c.uri.home,
  reminder: c.uri.password_reminder,
  standard: String(c.shipping_fee.print_standard_in_tax),
  large: String(c.shipping_fee.print_large_in_tax),
});

/**
 * Owners: the system constants of spec §3. The shipping fees are what buyers' carts charge
 * for prints (in yen, tax included); other processes see a change within a few seconds.
 */
export function ConstantsPage() {
  const { t } = useTranslation('studio');
  const { me } = useStudio();
  const allowed = mayEditContent(me.memberships);
  const queryClient = useQueryClient();
  const constants = useQuery({ queryKey: contentKeys.constants, queryFn: fetchConstants, enabled: allowed });
  const [fields, setFields] = useState<Fields | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const save = useMutation({
    mutationFn: saveConstants,
    onSuccess: (answer) => queryClient.setQueryData(contentKeys.constants, answer),
  });
  useEffect(() => {
    if (constants.data) setFields(fieldsOf(constants.data));
  }, [constants.data]);

  if (!allowed) return <Navigate to="/studio" replace />;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!fields) return;
    const found: Errors = {};
    for (const key of ['home', 'reminder'] as const)
      if (!fields[key].trim()) found[key] = t('content.constants.errors.address');
    for (const key of ['standard', 'large'] as const)
      if (!WHOLE.test(fields[key].trim()) || Number(fields[key]) > 100_000)
        found[key] = t('content.constants.errors.fee');
    setErrors(found);
    save.reset();
    if (Object.keys(found).length > 0) return;
    save.mutate({
      uri: { home: fields.home.trim(), password_reminder: fields.reminder.trim() },
      shipping_fee: {
        print_standard_in_tax: Number(fields.standard),
        print_large_in_tax: Number(fields.large),
      },
    });
  };
  const field = (key: keyof Fields, inputMode?: 'numeric') => ({
    id: `constant-${key}`,
    label: t(`content.constants.fields.${key}`),
    hint: t(`content.constants.hints.${key}`),
    error: errors[key],
    inputMode,
    value: fields?.[key] ?? '',
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      fields && setFields({ ...fields, [key]: event.target.value }),
  });
  return (
    <>
      <ContentNav />
      <h1 className={page.title}>{t('content.constants.title')}</h1>
      <p className={page.lead}>{t('content.constants.lead')}</p>
      <StudioError error={constants.error} />
      {constants.isPending ? <Spinner label={t('loading')} /> : null}
      {fields ? (
        <form className={page.card} onSubmit={submit} noValidate aria-label={t('content.constants.title')}>
          {save.isSuccess ? <FormAlert tone="success">{t('content.constants.saved')}</FormAlert> : null}
          <StudioError error={save.error} />
          <h2>{t('content.constants.shipping')}</h2>
          <div className={page.row}>
            <TextField {...field('standard', 'numeric')} />
            <TextField {...field('large', 'numeric')} />
          </div>
          <p className={styles.note}>{t('content.constants.faqNote')}</p>
          <h2>{t('content.constants.addresses')}</h2>
          <div className={page.row}>
            <TextField {...field('home')} />
            <TextField {...field('reminder')} />
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

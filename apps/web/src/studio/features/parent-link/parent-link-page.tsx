import { type MintBridgeHashAnswer, mintBridgeHashAnswerSchema, roleMayCall } from '@omoide/contract';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { formatDateTime } from '@/shared/i18n/format-date';
import { useTextLanguage } from '@/shared/i18n/use-locale';
import { Button, TextField } from '@/shared/ui';
import { studioFetch } from '../../shared/studio-api';
import { useStudio } from '../../shared/studio-context';
import { StudioError } from '../../shared/studio-error';
import page from '../../shared/studio-page.module.css';

/** The roles the permission table lets call `POST /api/admin/bridge_hash` may make one. */
export const mayMakeParentLinks = (role: string | undefined) =>
  roleMayCall(role, 'POST /api/admin/bridge_hash');

/** Five minutes: long enough to open it, short enough that a forwarded link is dead. */
const LINK_SECONDS = 300;

/**
 * Sign in as a parent of the organisation, to see what they see while answering them: a
 * one-time link (the partner apps' bridge entry, spec §4) opened in a private window. The
 * server makes it only for parents of the organisation and writes it in the audit log.
 */
export function ParentLinkPage() {
  const { t } = useTranslation('studio');
  const language = useTextLanguage();
  const { organization } = useStudio();
  const [copied, setCopied] = useState(false);
  const { register, handleSubmit, formState } = useForm<{ email: string }>();
  const make = useMutation({
    mutationFn: (values: { email: string }) =>
      studioFetch<MintBridgeHashAnswer>('/api/admin/bridge_hash', {
        body: { email: values.email.trim(), app_from: 'studio', ttl_seconds: LINK_SECONDS },
        schema: mintBridgeHashAnswerSchema,
      }),
    onMutate: () => setCopied(false),
  });
  if (!mayMakeParentLinks(organization?.role)) return <Navigate to="/studio" replace />;
  const link = make.data;
  const copy = async () => {
    if (!link) return;
    await navigator.clipboard.writeText(link.url);
    setCopied(true);
  };
  return (
    <>
      <h1 className={page.title}>{t('parentLink.title')}</h1>
      <p className={page.lead}>{t('parentLink.lead', { organization: organization?.organization_name })}</p>
      <form className={page.card} onSubmit={handleSubmit((values) => make.mutate(values))} noValidate>
        <h2>{t('parentLink.make')}</h2>
        <StudioError error={make.error} />
        <div className={page.row}>
          <TextField
            id="parent-link-email"
            type="email"
            autoComplete="off"
            label={t('parentLink.email')}
            error={formState.errors.email ? t('field.required') : undefined}
            {...register('email', { required: true })}
          />
          <Button type="submit" disabled={make.isPending}>
            {t('parentLink.submit')}
          </Button>
        </div>
        {link ? (
          <div role="status">
            <p>
              <strong>{t('parentLink.made', { time: formatDateTime(link.expires_t, language) })}</strong>
            </p>
            <div className={page.secret}>
              <code data-testid="parent-link">{link.url}</code>
              <Button variant="secondary" onClick={() => void copy()}>
                {copied ? t('apiKeys.copied') : t('apiKeys.copy')}
              </Button>
            </div>
            <p>
              <a href={link.url} target="_blank" rel="noreferrer">
                {t('parentLink.open')}
              </a>
            </p>
          </div>
        ) : null}
        <p className={page.muted}>{t('parentLink.help')}</p>
      </form>
    </>
  );
}

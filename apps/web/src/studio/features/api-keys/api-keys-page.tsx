import { type ApiKey, apiKeysAnswerSchema, type CreatedApiKey, createdApiKeySchema } from '@omoide/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/i18n/format-date';
import { useTextLanguage } from '@/shared/i18n/use-locale';
import { Button, Spinner, TextField } from '@/shared/ui';
import { studioFetch } from '../../shared/studio-api';
import { StudioError } from '../../shared/studio-error';
import page from '../../shared/studio-page.module.css';
import { NewKeyPanel } from './new-key-panel';

const KEYS = ['studio', 'api-keys'] as const;

/** Personal keys for automation (the import CLI). A key acts with its owner's roles. */
export function ApiKeysPage() {
  const { t } = useTranslation('studio');
  const language = useTextLanguage();
  const queryClient = useQueryClient();
  const keys = useQuery({
    queryKey: KEYS,
    queryFn: async () =>
      (await studioFetch<{ api_keys: ApiKey[] }>('/api/studio/api_keys', { schema: apiKeysAnswerSchema }))
        .api_keys,
  });
  const { register, handleSubmit, formState, reset } = useForm<{ name: string }>();
  const create = useMutation({
    mutationFn: (body: { name: string }) =>
      studioFetch<CreatedApiKey>('/api/studio/api_keys', { body, schema: createdApiKeySchema }),
    onSuccess: () => {
      reset({ name: '' });
      void queryClient.invalidateQueries({ queryKey: KEYS });
    },
  });
  const revoke = useMutation({
    mutationFn: (id: number) => studioFetch(`/api/studio/api_keys/${id}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: KEYS }),
  });
  return (
    <>
      <h1 className={page.title}>{t('apiKeys.title')}</h1>
      <p className={page.lead}>{t('apiKeys.lead')}</p>
      <form className={page.card} onSubmit={handleSubmit((values) => create.mutate(values))} noValidate>
        <h2>{t('apiKeys.create')}</h2>
        <StudioError error={create.error} />
        <div className={page.row}>
          <TextField
            id="api-key-name"
            label={t('apiKeys.name')}
            placeholder={t('apiKeys.namePlaceholder')}
            error={formState.errors.name ? t('field.required') : undefined}
            {...register('name', { required: true })}
          />
          <Button type="submit" disabled={create.isPending}>
            {t('apiKeys.createSubmit')}
          </Button>
        </div>
        {create.data ? <NewKeyPanel created={create.data} /> : null}
      </form>
      <section className={page.card}>
        <h2>{t('apiKeys.list')}</h2>
        <StudioError error={keys.error ?? revoke.error} />
        {keys.isPending ? <Spinner label={t('loading')} /> : null}
        {keys.data?.length === 0 ? <p className={page.muted}>{t('apiKeys.none')}</p> : null}
        {keys.data?.length ? (
          <table className={page.table}>
            <thead>
              <tr>
                <th>{t('apiKeys.name')}</th>
                <th>{t('apiKeys.prefix')}</th>
                <th>{t('apiKeys.created')}</th>
                <th>{t('apiKeys.lastUsed')}</th>
                <th>
                  <span className="visually-hidden">{t('colleagues.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {keys.data.map((key) => (
                <tr key={key.id}>
                  <td>{key.name}</td>
                  <td>
                    <code>{key.prefix}…</code>
                  </td>
                  <td>{formatDateTime(key.created_t, language)}</td>
                  <td>
                    {key.last_used_t ? formatDateTime(key.last_used_t, language) : t('apiKeys.neverUsed')}
                  </td>
                  <td>
                    <Button
                      variant="secondary"
                      onClick={() => {
                        if (window.confirm(t('apiKeys.revokeConfirm', { name: key.name })))
                          revoke.mutate(key.id);
                      }}
                    >
                      {t('apiKeys.revoke')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
      </section>
    </>
  );
}

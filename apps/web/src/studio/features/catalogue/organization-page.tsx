import type { StudioOrganization } from '@omoide/contract';
import { roleMayCall } from '@omoide/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button, FormAlert, SelectField, Spinner, TextField } from '@/shared/ui';
import { useStudio } from '../../shared/studio-context';
import { StudioError } from '../../shared/studio-error';
import page from '../../shared/studio-page.module.css';
import { catalogueKeys, createOrganization, fetchOrganization, updateOrganization } from './catalogue-api';

type Settings = { name: string; watermark_text: string; time_zone: string };

/** How often the watermark re-render's progress is asked while it runs. */
const RERENDER_POLL_MS = 2000;

/**
 * The zones an organisation picks from (issue 29): those of its buyers' countries first, then
 * every zone the browser knows.
 */
const MAIN_ZONES = ['Asia/Tokyo', 'Asia/Taipei', 'Asia/Ho_Chi_Minh'];
const zoneChoices = (current: string) => {
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set([...MAIN_ZONES, current, ...all])];
};

/** The organisation's name and watermark, and a new organisation: owners only (the API's rule). */
export function OrganizationPage() {
  const { t } = useTranslation('studio');
  const { organization } = useStudio();
  const maySet = roleMayCall(organization?.role, 'PATCH /api/studio/organizations/{organization_id}');
  const mayStart = roleMayCall(organization?.role, 'POST /api/studio/organizations');
  return (
    <>
      <h1 className={page.title}>{t('catalogue.organization.title')}</h1>
      {maySet && organization ? <SettingsForm organizationId={organization.organization_id} /> : null}
      {mayStart ? (
        <NewOrganizationForm />
      ) : (
        <p className={page.muted}>{t('catalogue.organization.ownersOnly')}</p>
      )}
    </>
  );
}

function SettingsForm({ organizationId }: { organizationId: number }) {
  const { t } = useTranslation('studio');
  const queryClient = useQueryClient();
  const current = useQuery({
    queryKey: catalogueKeys.organization(organizationId),
    queryFn: () => fetchOrganization(organizationId),
    // While earlier photos are re-rendered with a new watermark, its progress is asked again.
    refetchInterval: (query) => (query.state.data?.watermark_rerender ? RERENDER_POLL_MS : false),
  });
  const save = useMutation({
    mutationFn: (body: Settings) => updateOrganization(organizationId, body),
    onSuccess: (next) => {
      queryClient.setQueryData(catalogueKeys.organization(organizationId), next);
      void queryClient.invalidateQueries({ queryKey: ['studio', 'me'] });
    },
  });
  if (current.isPending) return <Spinner label={t('loading')} />;
  if (!current.data) return <StudioError error={current.error} />;
  return (
    <>
      <WatermarkRerenderStatus progress={current.data.watermark_rerender} />
      <SettingsFields
        key={current.data.id}
        initial={current.data}
        pending={save.isPending}
        saved={save.isSuccess}
        rerenderTotal={save.data?.watermark_rerender?.total ?? 0}
        error={save.error}
        onSave={(body) => save.mutate(body)}
      />
    </>
  );
}

/**
 * Issue 29: a new watermark is drawn again on every earlier photo in the background; the
 * operator sees how far it is ("re-rendering 120 of 800") until every photo carries it.
 */
function WatermarkRerenderStatus({ progress }: { progress: StudioOrganization['watermark_rerender'] }) {
  const { t } = useTranslation('studio');
  return (
    <p role="status" aria-live="polite" className={page.live}>
      {progress
        ? t('catalogue.organization.rerendering', { done: progress.done, total: progress.total })
        : ''}
    </p>
  );
}

function SettingsFields(props: {
  initial: Settings;
  pending: boolean;
  saved: boolean;
  /** Earlier photos the save's new watermark is being drawn on (0: the text did not change). */
  rerenderTotal: number;
  error: unknown;
  onSave: (body: Settings) => void;
}) {
  const { t } = useTranslation('studio');
  const { register, handleSubmit, formState } = useForm<Settings>({
    defaultValues: {
      name: props.initial.name,
      watermark_text: props.initial.watermark_text,
      time_zone: props.initial.time_zone,
    },
  });
  const required = (field: keyof Settings) =>
    formState.errors[field] ? t('catalogue.form.error.required') : undefined;
  return (
    <form className={page.card} onSubmit={handleSubmit((v) => props.onSave(v))} noValidate>
      <h2>{t('catalogue.organization.settings')}</h2>
      {props.saved ? (
        <FormAlert tone="success">
          {props.rerenderTotal > 0
            ? t('catalogue.organization.savedRerender', { n: props.rerenderTotal })
            : t('catalogue.organization.saved')}
        </FormAlert>
      ) : null}
      <StudioError error={props.error} />
      <div className={page.row}>
        <TextField
          id="organization-name"
          label={t('catalogue.organization.name')}
          error={required('name')}
          {...register('name', { required: true, validate: (v) => v.trim() !== '' })}
        />
        <TextField
          id="organization-watermark"
          label={t('catalogue.organization.watermark')}
          hint={t('catalogue.organization.watermarkHint')}
          error={required('watermark_text')}
          maxLength={60}
          {...register('watermark_text', { required: true, validate: (v) => v.trim() !== '' })}
        />
        <SelectField
          id="organization-time-zone"
          label={t('catalogue.organization.timeZone')}
          hint={t('catalogue.organization.timeZoneHint')}
          {...register('time_zone')}
        >
          {zoneChoices(props.initial.time_zone).map((zone) => (
            <option key={zone} value={zone}>
              {zone}
            </option>
          ))}
        </SelectField>
      </div>
      <Button type="submit" disabled={props.pending}>
        {t('catalogue.organization.save')}
      </Button>
    </form>
  );
}

function NewOrganizationForm() {
  const { t } = useTranslation('studio');
  const queryClient = useQueryClient();
  const { register, handleSubmit, formState, reset } = useForm<{ name: string }>();
  const create = useMutation({
    mutationFn: createOrganization,
    onSuccess: () => {
      reset({ name: '' });
      void queryClient.invalidateQueries({ queryKey: ['studio', 'me'] });
    },
  });
  return (
    <form className={page.card} onSubmit={handleSubmit((v) => create.mutate(v))} noValidate>
      <h2>{t('catalogue.organization.new')}</h2>
      <p className={page.muted}>{t('catalogue.organization.newHelp')}</p>
      {create.isSuccess ? (
        <FormAlert tone="success">
          {t('catalogue.organization.created', { name: create.data.name })}
        </FormAlert>
      ) : null}
      <StudioError error={create.error} />
      <div className={page.row}>
        <TextField
          id="new-organization-name"
          label={t('catalogue.organization.name')}
          error={formState.errors.name ? t('catalogue.form.error.required') : undefined}
          {...register('name', { required: true, validate: (v) => v.trim() !== '' })}
        />
        <Button type="submit" disabled={create.isPending}>
          {t('catalogue.organization.create')}
        </Button>
      </div>
    </form>
  );
}

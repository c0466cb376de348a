import {
  type InvitationPreview,
  invitationPreviewSchema,
  type StudioTokenAnswer,
  studioTokenAnswerSchema,
} from '@omoide/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Button, PasswordField, Spinner, TextField } from '@/shared/ui';
import { studioFetch } from '../../shared/studio-api';
import { StudioError } from '../../shared/studio-error';
import page from '../../shared/studio-page.module.css';
import { saveStudioToken } from '../../shared/studio-session';
import { MIN_PASSWORD_LENGTH } from './password-rules';

type Form = { name: string; password: string };

/** The page of the mailed link: a new colleague names themselves and picks a password. */
export function AcceptInvitationPage() {
  const { t } = useTranslation('studio');
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const preview = useQuery({
    queryKey: ['studio', 'invitation', token],
    queryFn: () =>
      studioFetch<InvitationPreview>(`/api/studio/invitations/${encodeURIComponent(token)}`, {
        schema: invitationPreviewSchema,
      }),
    retry: false,
  });
  const { register, handleSubmit, formState } = useForm<Form>();
  const accept = useMutation({
    mutationFn: (values: Form) =>
      studioFetch<StudioTokenAnswer>('/api/studio/invitations/accept', {
        body: { token, password: values.password, name: preview.data?.has_account ? undefined : values.name },
        schema: studioTokenAnswerSchema,
      }),
    onSuccess: (answer) => {
      saveStudioToken(answer);
      queryClient.removeQueries({ queryKey: ['studio'] });
      void navigate('/studio', { replace: true });
    },
  });
  const invitation = preview.data;
  return (
    <div className={page.center}>
      <div className={`${page.card} ${page.narrow}`}>
        <h1 className={page.title}>{t('invitation.title')}</h1>
        {preview.isPending ? <Spinner label={t('loading')} /> : null}
        <StudioError error={preview.error} />
        {invitation ? (
          <>
            <p className={page.lead}>
              {t('invitation.lead', {
                inviter: invitation.inviter_name ?? invitation.organization_name,
                organization: invitation.organization_name,
                role: t(`role.${invitation.role}`),
              })}
            </p>
            <p className={page.muted}>{t(`roleScope.${invitation.role}`)}</p>
            <p className={page.muted}>{invitation.email}</p>
            <form onSubmit={handleSubmit((values) => accept.mutate(values))} noValidate>
              <StudioError error={accept.error} />
              {invitation.has_account ? (
                <p className={page.muted}>{t('invitation.existingAccount')}</p>
              ) : (
                <TextField
                  id="invitation-name"
                  autoComplete="name"
                  label={t('field.name')}
                  error={formState.errors.name ? t('field.required') : undefined}
                  {...register('name', { required: true })}
                />
              )}
              <PasswordField
                id="invitation-password"
                autoComplete={invitation.has_account ? 'current-password' : 'new-password'}
                label={invitation.has_account ? t('field.password') : t('field.newPassword')}
                hint={
                  invitation.has_account ? undefined : t('field.passwordHint', { min: MIN_PASSWORD_LENGTH })
                }
                error={
                  formState.errors.password
                    ? t('field.passwordHint', { min: MIN_PASSWORD_LENGTH })
                    : undefined
                }
                {...register('password', {
                  required: true,
                  minLength: invitation.has_account ? 1 : MIN_PASSWORD_LENGTH,
                })}
              />
              <Button type="submit" block disabled={accept.isPending}>
                {t('invitation.submit')}
              </Button>
            </form>
          </>
        ) : null}
      </div>
    </div>
  );
}

import { OPERATOR_ROLES, type OperatorRole } from '@omoide/contract';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button, FormAlert, SelectField, TextField } from '@/shared/ui';
import { studioFetch } from '../../shared/studio-api';
import { StudioError } from '../../shared/studio-error';
import page from '../../shared/studio-page.module.css';

type Form = { email: string; role: OperatorRole };

/** Mails a colleague a single-use link (written in the inviter's language, valid 7 days). */
export function InviteForm({ organizationId, onInvited }: { organizationId: number; onInvited: () => void }) {
  const { t } = useTranslation('studio');
  const { register, handleSubmit, formState, reset } = useForm<Form>({ defaultValues: { role: 'staff' } });
  const invite = useMutation({
    mutationFn: (body: Form) =>
      studioFetch(`/api/studio/organizations/${organizationId}/invitations`, { body }),
    onSuccess: (_answer, body) => {
      reset({ email: '', role: body.role });
      onInvited();
    },
  });
  return (
    <form className={page.card} onSubmit={handleSubmit((values) => invite.mutate(values))} noValidate>
      <h2>{t('colleagues.invite')}</h2>
      {invite.isSuccess ? (
        <FormAlert tone="success">{t('colleagues.invited', { email: invite.variables.email })}</FormAlert>
      ) : null}
      <StudioError error={invite.error} />
      <div className={page.row}>
        <TextField
          id="invite-email"
          type="email"
          label={t('field.email')}
          error={formState.errors.email ? t('field.required') : undefined}
          {...register('email', { required: true })}
        />
        <SelectField id="invite-role" label={t('field.role')} {...register('role')}>
          {OPERATOR_ROLES.map((role) => (
            <option key={role} value={role}>
              {t(`role.${role}`)}
            </option>
          ))}
        </SelectField>
        <Button type="submit" disabled={invite.isPending}>
          {t('colleagues.sendInvitation')}
        </Button>
      </div>
      <p className={page.muted}>{t('colleagues.rolesHelp')}</p>
    </form>
  );
}

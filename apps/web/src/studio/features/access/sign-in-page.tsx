import { type StudioTokenAnswer, studioTokenAnswerSchema } from '@omoide/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Button, LanguageSwitcher, PasswordField, TextField } from '@/shared/ui';
import { studioFetch } from '../../shared/studio-api';
import { StudioError } from '../../shared/studio-error';
import page from '../../shared/studio-page.module.css';
import { saveStudioToken } from '../../shared/studio-session';

type Form = { email: string; password: string };

/** Only paths inside the studio are followed after sign-in (no open redirect). */
export function studioNextPath(next: string | null): string {
  return next?.startsWith('/studio') && !next.startsWith('//') ? next : '/studio';
}

export function SignInPage() {
  const { t } = useTranslation('studio');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const { register, handleSubmit, formState } = useForm<Form>();
  const signIn = useMutation({
    mutationFn: (body: Form) =>
      studioFetch<StudioTokenAnswer>('/api/studio/auth/sign_in', { body, schema: studioTokenAnswerSchema }),
    onSuccess: (answer) => {
      saveStudioToken(answer);
      queryClient.removeQueries({ queryKey: ['studio'] });
      void navigate(studioNextPath(params.get('next')), { replace: true });
    },
  });
  return (
    <div className={page.center}>
      <div className={`${page.card} ${page.narrow}`}>
        <h1 className={page.title}>{t('signIn.title')}</h1>
        <p className={page.lead}>{t('signIn.lead')}</p>
        <form onSubmit={handleSubmit((values) => signIn.mutate(values))} noValidate>
          <StudioError error={signIn.error} />
          <TextField
            id="studio-email"
            type="email"
            autoComplete="username"
            label={t('field.email')}
            error={formState.errors.email ? t('field.required') : undefined}
            {...register('email', { required: true })}
          />
          <PasswordField
            id="studio-password"
            autoComplete="current-password"
            label={t('field.password')}
            error={formState.errors.password ? t('field.required') : undefined}
            {...register('password', { required: true })}
          />
          <Button type="submit" block disabled={signIn.isPending}>
            {t('signIn.submit')}
          </Button>
        </form>
        <p className={page.muted}>{t('signIn.noAccount')}</p>
        <LanguageSwitcher />
      </div>
    </div>
  );
}

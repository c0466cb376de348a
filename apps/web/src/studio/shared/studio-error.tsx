import { useTranslation } from 'react-i18next';
import { isApiError } from '@/shared/api/api-error';
import { FormAlert, ServerAlert } from '@/shared/ui';

/** A failed studio call: the server's translated message, or a plain one when none came. */
export function StudioError({ error }: { error: unknown }) {
  const { t } = useTranslation('studio');
  if (!error) return null;
  if (isApiError(error) && error.body) return <ServerAlert body={error.body} />;
  return <FormAlert>{t('error.generic')}</FormAlert>;
}

import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/shared/api/api-error';
import { reportError } from '@/shared/errors/error-modal-store';
import { CART_NAMESPACE } from '@/shared/i18n/i18n';
import { LoadState } from '@/shared/ui';

/**
 * The cart while it loads, or after it failed. The cart query never opens the error modal
 * (the header badge shares it), so the page says what happened itself; only a 401 goes to
 * the error handling of spec §8, which sends the buyer to sign in again.
 */
export function CartLoadState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation(CART_NAMESPACE);
  const signedOut = isApiError(error) && error.status === 401;
  useEffect(() => {
    if (signedOut) reportError(error);
  }, [signedOut, error]);
  const texts = { loading: t('state.loading'), failed: t('state.failed'), retry: t('state.retry') };
  return <LoadState isPending={!error || signedOut} onRetry={onRetry} texts={texts} />;
}

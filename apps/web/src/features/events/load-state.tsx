import { useTranslation } from 'react-i18next';
import { LoadState as SharedLoadState } from '@/shared/ui';

/** Loading, or a failed load with a retry (the error modal has already told what went wrong). */
export function LoadState({ isPending, onRetry }: { isPending: boolean; onRetry: () => void }) {
  const { t } = useTranslation('events');
  const texts = { loading: t('status.loading'), failed: t('status.failed'), retry: t('status.retry') };
  return <SharedLoadState isPending={isPending} onRetry={onRetry} texts={texts} />;
}

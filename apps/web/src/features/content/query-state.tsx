import { useTranslation } from 'react-i18next';
import { LoadState } from '@/shared/ui';

/** Loading and failure states of a content query, the same on every content page. */
export function QueryState({ isPending, onRetry }: { isPending: boolean; onRetry: () => void }) {
  const { t } = useTranslation('content');
  const texts = { loading: t('state.loading'), failed: t('state.failed'), retry: t('state.retry') };
  return <LoadState isPending={isPending} onRetry={onRetry} texts={texts} />;
}

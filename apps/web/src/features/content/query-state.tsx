import { useTranslation } from 'react-i18next';
import { Button, Spinner } from '@/shared/ui';
import pageStyles from '@/shared/ui/page.module.css';

/** Loading and failure states of a content query, the same on every content page. */
export function QueryState({ isPending, onRetry }: { isPending: boolean; onRetry: () => void }) {
  const { t } = useTranslation('content');
  if (isPending) return <Spinner label={t('state.loading')} />;
  return (
    <div className={pageStyles.stateBox} role="alert">
      <p>{t('state.failed')}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('state.retry')}
      </Button>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { Button, Spinner } from '@/shared/ui';
import pageStyles from '@/shared/ui/page.module.css';

/** Loading, or a failed load with a retry (the error modal has already told what went wrong). */
export function LoadState({ isPending, onRetry }: { isPending: boolean; onRetry: () => void }) {
  const { t } = useTranslation('events');
  if (isPending) return <Spinner label={t('status.loading')} />;
  return (
    <div className={pageStyles.stateBox} role="alert">
      <p>{t('status.failed')}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('status.retry')}
      </Button>
    </div>
  );
}

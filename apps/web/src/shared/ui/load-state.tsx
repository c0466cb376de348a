import { useTranslation } from 'react-i18next';
import { Button } from './button';
import styles from './page.module.css';
import { Spinner } from './spinner';

interface LoadStateProps {
  isPending: boolean;
  onRetry: () => void;
  /** In the page's own words: what is loading, what failed, and the retry button (default: generic words). */
  texts?: { loading: string; failed: string; retry: string };
}

/** A page's data while it loads, or after it failed, with a retry: the same box everywhere. */
export function LoadState({ isPending, onRetry, texts }: LoadStateProps) {
  const { t } = useTranslation();
  const words = texts ?? {
    loading: t('loadState.loading'),
    failed: t('loadState.failed'),
    retry: t('loadState.retry'),
  };
  if (isPending) return <Spinner label={words.loading} />;
  return (
    <div className={styles.stateBox} role="alert">
      <p>{words.failed}</p>
      <Button variant="secondary" onClick={onRetry}>
        {words.retry}
      </Button>
    </div>
  );
}

import { Button } from './button';
import styles from './page.module.css';
import { Spinner } from './spinner';

interface LoadStateProps {
  isPending: boolean;
  onRetry: () => void;
  /** In the page's own words: what is loading, what failed, and the retry button. */
  texts: { loading: string; failed: string; retry: string };
}

/** A page's data while it loads, or after it failed, with a retry: the same box everywhere. */
export function LoadState({ isPending, onRetry, texts }: LoadStateProps) {
  if (isPending) return <Spinner label={texts.loading} />;
  return (
    <div className={styles.stateBox} role="alert">
      <p>{texts.failed}</p>
      <Button variant="secondary" onClick={onRetry}>
        {texts.retry}
      </Button>
    </div>
  );
}

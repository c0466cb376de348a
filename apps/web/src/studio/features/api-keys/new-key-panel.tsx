import type { CreatedApiKey } from '@omoide/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui';
import page from '../../shared/studio-page.module.css';

/** The new key, shown this once (the server keeps only its hash), with a copy button. */
export function NewKeyPanel({ created }: { created: CreatedApiKey }) {
  const { t } = useTranslation('studio');
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(created.key);
    setCopied(true);
  };
  return (
    <div role="status">
      <p>
        <strong>{t('apiKeys.shownOnce')}</strong>
      </p>
      <div className={page.secret}>
        <code data-testid="new-api-key">{created.key}</code>
        <Button variant="secondary" onClick={() => void copy()}>
          {copied ? t('apiKeys.copied') : t('apiKeys.copy')}
        </Button>
      </div>
      <p className={page.muted}>{t('apiKeys.usage')}</p>
      <pre className={page.secret}>
        <code>{`OMOIDE_API_KEY=${created.key} npm run import -- --event <id> --category <id> ./photos`}</code>
      </pre>
    </div>
  );
}

import type { PurchasedItem } from '@omoide/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIBRARY_NAMESPACE } from '@/shared/i18n/i18n';
import { clock } from '@/shared/time/clock';
import { Icon } from '@/shared/ui';
import { isAbortError, SignedUrlRefusedError } from './download-transfer';
import styles from './library.module.css';
import { canShareItemFile, fetchItemFile, type ShareEnv } from './share-file';

type SavableItem = PurchasedItem & { download_url: string };

interface SaveItemButtonProps {
  item: SavableItem;
  /** Offer the share sheet (phones) where the browser shares files. */
  preferShare: boolean;
  /** The item's signed URL expired or was refused: fetch the list again for fresh ones. */
  onStale: () => void;
  /** Visible text; the accessible name adds the file name. */
  variant?: 'compact' | 'full';
  env?: ShareEnv;
}

type SaveState =
  | { phase: 'idle' }
  | { phase: 'fetching' }
  | { phase: 'ready'; file: File }
  | { phase: 'failed' };

/**
 * Saves one purchased photo or movie: on phones through the share sheet with the file
 * (`navigator.share({ files })`, where "Save image" puts it in the photo library), elsewhere
 * — or where files cannot be shared — as a plain download link.
 */
export function SaveItemButton({
  item,
  preferShare,
  onStale,
  variant = 'compact',
  env = navigator,
}: SaveItemButtonProps) {
  const { t } = useTranslation(LIBRARY_NAMESPACE);
  const [state, setState] = useState<SaveState>({ phase: 'idle' });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);
  const className = variant === 'full' ? styles.primaryAction : styles.saveButton;
  const expired = () => item.download_url_expires_t !== null && item.download_url_expires_t <= clock.now();

  if (!preferShare || !canShareItemFile(item, env)) {
    return (
      <a
        className={className}
        href={item.download_url}
        download={item.file_name}
        aria-label={t('save.downloadLabel', { name: item.file_name })}
        onClick={(event) => {
          // A link past its time would answer an error page: get fresh links instead.
          if (!expired()) return;
          event.preventDefault();
          onStale();
        }}
      >
        <Icon name="download" size={18} />
        <span>{t('save.download')}</span>
      </a>
    );
  }

  const share = async (file: File) => {
    try {
      await env.share?.({ files: [file], title: item.file_name });
      setState({ phase: 'idle' });
    } catch (error) {
      if (isAbortError(error))
        setState({ phase: 'idle' }); // the buyer closed the sheet
      // The fetch took the tap's user activation with it: one more tap shares the file.
      else if (error instanceof DOMException && error.name === 'NotAllowedError')
        setState({ phase: 'ready', file });
      else setState({ phase: 'failed' });
    }
  };

  const onClick = async () => {
    if (state.phase === 'ready') return share(state.file);
    if (state.phase === 'fetching') return;
    if (expired()) return onStale();
    controller.current = new AbortController();
    setState({ phase: 'fetching' });
    let file: File;
    try {
      file = await fetchItemFile(item, controller.current.signal);
    } catch (error) {
      if (isAbortError(error)) return;
      if (error instanceof SignedUrlRefusedError) onStale();
      setState({ phase: 'failed' });
      return;
    }
    await share(file);
  };

  const text =
    state.phase === 'fetching'
      ? t('save.preparing')
      : state.phase === 'ready'
        ? t('save.shareNow')
        : t('save.share');
  return (
    <span className={styles.saveWrap}>
      <button
        type="button"
        className={className}
        onClick={() => void onClick()}
        aria-label={
          state.phase === 'idle' || state.phase === 'failed'
            ? t('save.shareLabel', { name: item.file_name })
            : undefined
        }
        aria-busy={state.phase === 'fetching' || undefined}
      >
        <Icon name="share" size={18} />
        <span>{text}</span>
      </button>
      {state.phase === 'failed' ? (
        <span className={styles.failureSmall} role="alert">
          {t('save.failed')}
        </span>
      ) : null}
    </span>
  );
}

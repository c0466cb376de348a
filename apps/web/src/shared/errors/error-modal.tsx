import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui';
import { trapTab } from '@/shared/ui/trap-tab';
import { errorTitleOf, followUpLabelOf, formatErrorMessage } from './describe-api-error';
import styles from './error-modal.module.css';
import { closeErrorModal, useErrorModal } from './error-modal-store';

/**
 * The single error modal (spec §8): titled with what happened, the message (with the display
 * code in parentheses) saying what to do, and a button that names where it goes on closing. A native modal <dialog> makes the rest of the page
 * inert, so focus stays inside, Esc closes it and screen readers treat it as a dialog.
 */
export function ErrorModal() {
  const { t } = useTranslation();
  const modal = useErrorModal();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const messageId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !modal) return;
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    return () => {
      if (dialog.open) dialog.close();
    };
  }, [modal]);

  if (!modal) return null;
  const message = formatErrorMessage(modal.message, (key) => t(key));

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={messageId}
      onKeyDown={trapTab}
      onCancel={(event) => {
        // Esc: close through the store so the follow-up runs exactly as with the button.
        event.preventDefault();
        closeErrorModal();
      }}
    >
      <h2 id={titleId} className={styles.title}>
        {t(errorTitleOf(modal.message))}
      </h2>
      <p id={messageId} className={styles.message}>
        {message}
      </p>
      <div className={styles.actions}>
        <Button autoFocus block onClick={closeErrorModal}>
          {t(followUpLabelOf(modal.followUp))}
        </Button>
      </div>
    </dialog>
  );
}

import { formatPrice, type StudioOrderDetail, type StudioRefundAnswer } from '@omoide/contract';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTextLanguage } from '@/shared/i18n/use-locale';
import { Button } from '@/shared/ui';
import dialogStyles from '@/shared/ui/dialog.module.css';
import { StudioError } from '../../shared/studio-error';
import styles from './orders.module.css';
import { giveBack } from './orders-api';

/**
 * Asks before a refund or a cancel: the amount, what the buyer will see, and a reason (the
 * audit log keeps it). The button is off while the call runs, so a double click sends once
 * (and the server refunds once even if two operators confirm at the same time).
 */
export function GiveBackDialog({
  order,
  action,
  onDone,
  onClose,
}: {
  order: StudioOrderDetail;
  action: 'refund' | 'cancel';
  onDone: (answer: StudioRefundAnswer) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('studio');
  const language = useTextLanguage();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const amount = formatPrice(order.totals.total_in_tax, order.currency_type_id, language);
  const send = useMutation({
    mutationFn: () => giveBack(order.order_id, action, reason.trim()),
    onSuccess: onDone,
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    return () => {
      if (dialog.open) dialog.close();
    };
  }, []);

  const confirm = () => {
    if (!reason.trim()) {
      setMissing(true);
      return;
    }
    send.mutate();
  };
  const refund = action === 'refund';
  return (
    <dialog
      ref={ref}
      className={dialogStyles.dialog}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onCancel={(event) => {
        event.preventDefault();
        if (!send.isPending) onClose();
      }}
    >
      <h2 id={titleId} className={dialogStyles.title}>
        {t(refund ? 'orders.action.refundTitle' : 'orders.action.cancelTitle', { code: order.order_code })}
      </h2>
      <p id={bodyId}>{t(refund ? 'orders.action.refundBody' : 'orders.action.cancelBody', { amount })}</p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          confirm();
        }}
      >
        <div className={styles.dialogField}>
          <label htmlFor={reasonId}>{t('orders.action.reason')}</label>
          <p id={`${reasonId}-hint`} className={styles.hint}>
            {t('orders.action.reasonHint')}
          </p>
          <textarea
            id={reasonId}
            className={styles.reason}
            value={reason}
            maxLength={500}
            aria-required="true"
            aria-invalid={missing ? true : undefined}
            aria-describedby={`${reasonId}-hint${missing ? ` ${reasonId}-error` : ''}`}
            onChange={(event) => {
              setReason(event.target.value);
              if (event.target.value.trim()) setMissing(false);
            }}
          />
          {missing ? (
            <p id={`${reasonId}-error`} className={styles.fieldError} role="alert">
              {t('orders.action.reasonRequired')}
            </p>
          ) : null}
        </div>
        <StudioError error={send.error} />
        <div className={styles.dialogActions}>
          <Button variant="secondary" autoFocus onClick={onClose} disabled={send.isPending}>
            {t('orders.action.keep')}
          </Button>
          <Button type="submit" disabled={send.isPending}>
            {refund ? t('orders.action.confirmRefund', { amount }) : t('orders.action.confirmCancel')}
          </Button>
        </div>
      </form>
    </dialog>
  );
}

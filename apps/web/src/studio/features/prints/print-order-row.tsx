import type { Carrier, PrintOrder } from '@omoide/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/i18n/format-date';
import { useTextLanguage } from '@/shared/i18n/use-locale';
import { Button } from '@/shared/ui';
import page from '../../shared/studio-page.module.css';
import { LinesCell, RecipientCell, StatusCell } from './print-order-cells';
import styles from './prints.module.css';
import { ShipmentForm } from './shipment-form';

export type PrintOrderRowProps = {
  order: PrintOrder;
  /** Columns of the table, for the shipment form's row. */
  columns: number;
  /** The table has a selection column (some order is still to produce). */
  selectable: boolean;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  /** A "mark in production" request is running (one at a time, never twice). */
  producing: boolean;
  onProduce: () => void;
  individual: boolean | null;
  defaultCarrier: Carrier;
  onShipped: (order: PrintOrder, corrected: boolean) => void;
};

/** One order and its actions; "Mark shipped…" opens the shipment form in a row beneath. */
export function PrintOrderRow(props: PrintOrderRowProps) {
  const { order, columns, selectable, selected, onSelect, producing, onProduce } = props;
  const { t } = useTranslation('studio');
  const language = useTextLanguage();
  const formId = useId();
  const openerId = useId();
  const [shipping, setShipping] = useState(false);
  // Back to the button that opened the form (the kit's Button takes no ref, hence the id).
  const close = () => {
    setShipping(false);
    document.getElementById(openerId)?.focus();
  };
  const code = order.order_code;
  const shipLabel = order.status === 'shipped' ? 'correctTracking' : 'markShipped';

  return (
    <>
      <tr className={selected ? styles.selected : undefined}>
        {selectable ? (
          <td>
            {order.status === 'paid' ? (
              <input
                type="checkbox"
                className={styles.check}
                aria-label={t('prints.select', { code })}
                checked={selected}
                onChange={(event) => onSelect(event.target.checked)}
              />
            ) : null}
          </td>
        ) : null}
        <th scope="row" className={styles.rowHeader}>
          <code>{code}</code>
        </th>
        <td>{order.paid_t === null ? '—' : formatDateTime(order.paid_t, language)}</td>
        <RecipientCell order={order} />
        <LinesCell order={order} />
        <StatusCell order={order} />
        <td>
          <div className={page.actions}>
            {order.status === 'paid' ? (
              <Button
                variant="secondary"
                aria-label={t('prints.markInProductionOf', { code })}
                disabled={producing}
                onClick={onProduce}
              >
                {t('prints.markInProduction')}
              </Button>
            ) : null}
            <Button
              id={openerId}
              variant={order.status === 'shipped' ? 'ghost' : 'secondary'}
              aria-label={t(`prints.${shipLabel}Of`, { code })}
              aria-expanded={shipping}
              aria-controls={shipping ? formId : undefined}
              onClick={() => (shipping ? close() : setShipping(true))}
            >
              {t(`prints.${shipLabel}`)}
            </Button>
          </div>
        </td>
      </tr>
      {shipping ? (
        <tr id={formId} className={styles.formRow}>
          <td colSpan={columns}>
            <ShipmentForm
              order={order}
              individual={props.individual}
              defaultCarrier={props.defaultCarrier}
              onShipped={(answer, corrected) => {
                close();
                props.onShipped(answer, corrected);
              }}
              onCancel={close}
            />
          </td>
        </tr>
      ) : null}
    </>
  );
}

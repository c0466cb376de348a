import type { Carrier, PrintOrder } from '@omoide/contract';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui';
import page from '../../shared/studio-page.module.css';
import { PrintOrderRow } from './print-order-row';
import styles from './prints.module.css';

type Props = {
  orders: PrintOrder[];
  caption: string;
  selected: ReadonlySet<number>;
  onSelectionChange: (next: Set<number>) => void;
  producing: boolean;
  onProduce: (orders: PrintOrder[]) => void;
  individual: boolean | null;
  defaultCarrier: Carrier;
  onShipped: (order: PrintOrder, corrected: boolean) => void;
};

/** An event's print orders, oldest payment first, with a selection to send several to the lab. */
export function PrintOrdersTable({
  orders,
  caption,
  selected,
  onSelectionChange,
  producing,
  ...rest
}: Props) {
  const { t } = useTranslation('studio');
  const toProduce = orders.filter((order) => order.status === 'paid');
  const selectable = toProduce.length > 0;
  const chosen = toProduce.filter((order) => selected.has(order.order_id));
  const allChosen = selectable && chosen.length === toProduce.length;
  const columns = selectable ? 7 : 6;
  const select = (orderId: number, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(orderId);
    else next.delete(orderId);
    onSelectionChange(next);
  };

  return (
    <>
      {selectable ? (
        <div className={styles.bulk}>
          <label className={styles.checkLabel}>
            <input
              type="checkbox"
              className={styles.check}
              checked={allChosen}
              ref={(input) => {
                if (input) input.indeterminate = chosen.length > 0 && !allChosen;
              }}
              onChange={(event) =>
                onSelectionChange(
                  new Set(event.target.checked ? toProduce.map((order) => order.order_id) : []),
                )
              }
            />
            {t('prints.selectAll')}
          </label>
          <Button
            variant="secondary"
            disabled={producing || chosen.length === 0}
            onClick={() => rest.onProduce(chosen)}
          >
            {t('prints.markSelected', { count: chosen.length })}
          </Button>
        </div>
      ) : null}
      <div className={styles.scroll}>
        <table className={page.table}>
          <caption className={styles.caption}>{caption}</caption>
          <thead>
            <tr>
              {selectable ? (
                <th scope="col">
                  <span className="visually-hidden">{t('prints.column.select')}</span>
                </th>
              ) : null}
              <th scope="col">{t('prints.column.order')}</th>
              <th scope="col">{t('prints.column.paid')}</th>
              <th scope="col">{t('prints.column.recipient')}</th>
              <th scope="col">{t('prints.column.lines')}</th>
              <th scope="col">{t('prints.column.status')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('prints.column.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {orders.map((order) => (
              <PrintOrderRow
                key={order.order_id}
                order={order}
                columns={columns}
                selectable={selectable}
                selected={selected.has(order.order_id)}
                onSelect={(on) => select(order.order_id, on)}
                producing={producing}
                onProduce={() => rest.onProduce([order])}
                individual={rest.individual}
                defaultCarrier={rest.defaultCarrier}
                onShipped={rest.onShipped}
              />
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

import { ORDER_STATUSES, PAYMENT_TYPES } from '@omoide/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, SelectField, TextField } from '@/shared/ui';
import page from '../../shared/studio-page.module.css';
import styles from './orders.module.css';
import { NO_FILTERS, type OrderFilters } from './orders-api';

/**
 * The search form: edited here, applied on Search (or Enter) into the URL, which is what the
 * list reads; mount it with `key` set to the URL's search so a changed link refills it.
 */
export function OrdersFilterBar({
  value,
  events,
  onApply,
}: {
  value: OrderFilters;
  events: { event_id: number; name: string }[];
  onApply: (next: OrderFilters) => void;
}) {
  const { t } = useTranslation('studio');
  const [draft, setDraft] = useState(value);
  const set = (key: keyof OrderFilters) => (event: { target: { value: string } }) =>
    setDraft({ ...draft, [key]: event.target.value });
  return (
    <form
      className={`${page.card} ${styles.filters}`}
      aria-label={t('orders.filter.label')}
      onSubmit={(event) => {
        event.preventDefault();
        onApply(draft);
      }}
    >
      <TextField
        id="orders-code"
        type="search"
        label={t('orders.filter.code')}
        value={draft.code}
        onChange={set('code')}
      />
      <TextField
        id="orders-email"
        type="search"
        label={t('orders.filter.email')}
        hint={t('orders.filter.emailHint')}
        value={draft.email}
        onChange={set('email')}
      />
      <SelectField
        id="orders-status"
        label={t('orders.filter.status')}
        value={draft.status}
        onChange={set('status')}
      >
        <option value="">{t('orders.filter.anyStatus')}</option>
        {ORDER_STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(`orders.state.${status}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        id="orders-payment-type"
        label={t('orders.filter.paymentType')}
        value={draft.payment_type}
        onChange={set('payment_type')}
      >
        <option value="">{t('orders.filter.anyPaymentType')}</option>
        {PAYMENT_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(`orders.paymentType.${type}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        id="orders-event"
        label={t('orders.filter.event')}
        value={draft.event_id}
        onChange={set('event_id')}
      >
        <option value="">{t('orders.filter.anyEvent')}</option>
        {events.map((event) => (
          <option key={event.event_id} value={String(event.event_id)}>
            {event.name}
          </option>
        ))}
      </SelectField>
      <TextField
        id="orders-from"
        type="date"
        label={t('orders.filter.from')}
        value={draft.from}
        onChange={set('from')}
      />
      <TextField
        id="orders-to"
        type="date"
        label={t('orders.filter.to')}
        value={draft.to}
        onChange={set('to')}
      />
      <div className={page.actions}>
        <Button type="submit">{t('orders.filter.search')}</Button>
        <Button variant="secondary" onClick={() => onApply(NO_FILTERS)}>
          {t('orders.filter.clear')}
        </Button>
      </div>
    </form>
  );
}

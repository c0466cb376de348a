import type { Carrier, PrintOrder } from '@omoide/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { htmlLangOf } from '@/shared/i18n/detect-locale';
import { formatCalendarDate } from '@/shared/i18n/format-date';
import { useTextLanguage } from '@/shared/i18n/use-locale';
import { Spinner } from '@/shared/ui';
import { useStudio } from '../../shared/studio-context';
import { StudioError } from '../../shared/studio-error';
import page from '../../shared/studio-page.module.css';
import { PrintExports } from './print-exports';
import { PrintOrdersTable } from './print-orders-table';
import { PrintStatusFilter } from './print-status-filter';
import styles from './prints.module.css';
import {
  fetchPrintEvents,
  fetchPrintOrders,
  filterOf,
  markInProduction,
  mayFulfil,
  printsKeys,
  shipsToEachBuyer,
} from './prints-api';

/** Marks orders in production one after the other; stops at the first refusal and says which went. */
async function produceAll(orders: PrintOrder[]): Promise<{ done: string[]; error: unknown }> {
  const done: string[] = [];
  for (const order of orders) {
    try {
      await markInProduction(order.order_id);
      done.push(order.order_code);
    } catch (error) {
      return { done, error };
    }
  }
  return { done, error: null };
}

/** Owners and staff: one event's print orders by state (`?status=`), sent to the lab and shipped. */
export function PrintOrdersPage() {
  const { t } = useTranslation('studio');
  const language = useTextLanguage();
  const { organization } = useStudio();
  const eventId = Number(useParams().eventId);
  const [params] = useSearchParams();
  const filter = filterOf(params.get('status'));
  const queryClient = useQueryClient();
  const organizationId = organization?.organization_id;
  const allowed = mayFulfil(organization?.role);
  const validEvent = Number.isInteger(eventId) && eventId > 0;
  const events = useQuery({
    queryKey: printsKeys.events(organizationId),
    queryFn: () => fetchPrintEvents(organizationId as number),
    enabled: allowed && organizationId !== undefined,
  });
  const orders = useQuery({
    queryKey: printsKeys.orders(eventId, filter),
    queryFn: () => fetchPrintOrders(eventId, filter),
    enabled: allowed && validEvent,
  });
  const [selected, setSelected] = useState<Set<number>>(() => new Set());
  const [message, setMessage] = useState('');
  const [lastCarrier, setLastCarrier] = useState<Carrier | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // The acted-on row may leave the list when it refreshes: focus then goes to the list's heading.
  const refocus = useRef(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: printsKeys.all });
  const produce = useMutation({
    mutationFn: produceAll,
    onMutate: () => {
      refocus.current = true;
    },
    onSuccess: ({ done }) => {
      setSelected(new Set());
      const list = new Intl.ListFormat(htmlLangOf(language), { type: 'conjunction' });
      setMessage(done.length ? t('prints.done.inProduction', { codes: list.format(done) }) : '');
    },
    onSettled: refresh,
  });

  useEffect(() => {
    if (!orders.data || !refocus.current) return;
    refocus.current = false;
    if (!document.activeElement || document.activeElement === document.body) heading.current?.focus();
  }, [orders.data]);

  if (!allowed) return <Navigate to="/studio" replace />;
  if (!validEvent) return <Navigate to="/studio/prints" replace />;
  const event = events.data?.events.find((e) => e.event_id === eventId);
  const individual = event ? shipsToEachBuyer(event.shipping_type_id) : null;
  const title = event?.name ?? t('prints.eventFallback', { id: eventId });
  const filterLabel = filter === 'all' ? t('prints.all') : t(`prints.state.${filter}`);
  const onShipped = (order: PrintOrder, corrected: boolean) => {
    refocus.current = true;
    if (order.shipment) setLastCarrier(order.shipment.carrier);
    setMessage(t(corrected ? 'prints.done.corrected' : 'prints.done.shipped', { code: order.order_code }));
    void refresh();
  };

  return (
    <>
      <p className={styles.back}>
        <Link to="/studio/prints">{t('prints.back')}</Link>
      </p>
      <h1 className={page.title}>{title}</h1>
      {event ? (
        <p className={page.lead}>
          {formatCalendarDate(event.event_date, language)} ・{' '}
          {individual ? t('prints.delivery.individual') : t('prints.delivery.bulk')}
        </p>
      ) : null}
      <PrintStatusFilter value={filter} counts={event?.counts} />
      <p role="status" aria-live="polite" className={styles.live}>
        {message}
      </p>
      <section className={page.card}>
        <h2 ref={heading} tabIndex={-1} className={styles.listTitle}>
          {filterLabel}
        </h2>
        <StudioError error={orders.error ?? produce.data?.error ?? produce.error} />
        {orders.isPending ? <Spinner label={t('loading')} /> : null}
        {orders.data && orders.data.orders.length === 0 ? (
          <p className={page.muted}>{t('prints.noOrders')}</p>
        ) : null}
        {orders.data?.orders.length ? (
          <PrintOrdersTable
            orders={orders.data.orders}
            caption={t('prints.ordersCaption', { event: title, filter: filterLabel })}
            selected={selected}
            onSelectionChange={setSelected}
            producing={produce.isPending}
            onProduce={(targets) => produce.mutate(targets)}
            individual={individual}
            defaultCarrier={lastCarrier ?? 'yamato'}
            onShipped={onShipped}
          />
        ) : null}
        {orders.data?.orders.length ? (
          <PrintExports eventId={eventId} filter={filter} filterLabel={filterLabel} />
        ) : null}
      </section>
    </>
  );
}

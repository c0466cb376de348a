import { CARRIERS, type Carrier, type PrintOrder, shipmentBodySchema } from '@omoide/contract';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, SelectField, TextField } from '@/shared/ui';
import { StudioError } from '../../shared/studio-error';
import styles from './prints.module.css';
import { recordShipment } from './prints-api';

type Props = {
  order: PrintOrder;
  /** The event ships to each buyer: a tracking number is required (null while unknown). */
  individual: boolean | null;
  defaultCarrier: Carrier;
  onShipped: (order: PrintOrder, corrected: boolean) => void;
  onCancel: () => void;
};

/**
 * The parcel of one order: carrier and tracking number, sent to the shipment route (which
 * mails the buyer). On a shipped order it corrects the number. Focus starts on the carrier.
 */
export function ShipmentForm({ order, individual, defaultCarrier, onShipped, onCancel }: Props) {
  const { t } = useTranslation('studio');
  const titleId = useId();
  const carrierRef = useRef<HTMLSelectElement>(null);
  const correcting = order.status === 'shipped';
  const [carrier, setCarrier] = useState<Carrier>(order.shipment?.carrier ?? defaultCarrier);
  const [number, setNumber] = useState(order.shipment?.tracking_number ?? '');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const ship = useMutation({
    mutationFn: (body: { carrier: Carrier; tracking_number?: string }) =>
      recordShipment(order.order_id, body),
    onSuccess: (answer) => onShipped(answer, correcting),
  });

  useEffect(() => {
    carrierRef.current?.focus();
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ship.isPending) return;
    const trackingNumber = number.trim();
    if (individual && !trackingNumber) {
      setFieldError(t('prints.shipment.trackingRequired'));
      return;
    }
    const body = { carrier, tracking_number: trackingNumber || undefined };
    if (!shipmentBodySchema.safeParse(body).success) {
      setFieldError(t('prints.shipment.trackingInvalid'));
      return;
    }
    setFieldError(undefined);
    ship.mutate(body);
  };

  return (
    <form
      className={styles.shipment}
      aria-labelledby={titleId}
      onSubmit={submit}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !ship.isPending) onCancel();
      }}
      noValidate
    >
      <h3 id={titleId} className={styles.shipmentTitle}>
        {t(correcting ? 'prints.shipment.correctTitle' : 'prints.shipment.title', { code: order.order_code })}
      </h3>
      <StudioError error={ship.error} />
      <div className={styles.shipmentFields}>
        <SelectField
          ref={carrierRef}
          id={`carrier-${order.order_id}`}
          label={t('prints.shipment.carrier')}
          value={carrier}
          onChange={(event) => setCarrier(event.target.value as Carrier)}
        >
          {CARRIERS.map((id) => (
            <option key={id} value={id}>
              {t(`prints.carrier.${id}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          id={`tracking-${order.order_id}`}
          label={t('prints.shipment.trackingNumber')}
          hint={t('prints.shipment.trackingHint')}
          optional={individual === false}
          error={fieldError}
          value={number}
          onChange={(event) => setNumber(event.target.value)}
          autoComplete="off"
          spellCheck={false}
          maxLength={60}
        />
      </div>
      {correcting ? null : <p className={styles.note}>{t('prints.shipment.mailNote')}</p>}
      <div className={styles.shipmentActions}>
        <Button type="submit" disabled={ship.isPending}>
          {t(correcting ? 'prints.shipment.submitCorrection' : 'prints.shipment.submit')}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={ship.isPending}>
          {t('prints.shipment.cancel')}
        </Button>
      </div>
    </form>
  );
}

import { currencyTypeById, formatPrice } from '@omoide/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/shared/api/api-error';
import { ORDERS_NAMESPACE } from '@/shared/i18n/i18n';
import { useTextLanguage } from '@/shared/i18n/use-locale';
import type { Area } from '@/shared/routing/area';
import { clock, useNowSeconds } from '@/shared/time/clock';
import { Button, FormAlert, ServerAlert } from '@/shared/ui';
import { dccCurrentQuery } from './dcc-api';
import { dccOfferText } from './dcc-offer-text';
import styles from './order-form.module.css';

/** The buyer's DCC choice: an offer's quote id, null for the event's currency, undefined while undecided. */
export type DccChoiceValue = string | null | undefined;

type Props = {
  area: Area;
  eventId: number;
  cardToken: string;
  total: number;
  currencyTypeId: number;
  value: DccChoiceValue;
  onChange: (value: DccChoiceValue) => void;
};

/**
 * The DCC step of the confirmation (docs/decisions/013): once the card is a token, the cart's
 * total is quoted in the card's currency, and the buyer explicitly chooses between that (with
 * its rate, margin and expiry) and the event's own currency. A lapsed rate is quoted again,
 * and the buyer chooses again.
 */
export function DccChoice({ area, eventId, cardToken, total, currencyTypeId, value, onChange }: Props) {
  const { t } = useTranslation(ORDERS_NAMESPACE);
  const language = useTextLanguage();
  const query = useQuery(dccCurrentQuery(area, eventId, cardToken, total));
  const now = useNowSeconds(5_000);
  const [requoted, setRequoted] = useState(false);
  const answer = query.data;
  const offers = answer?.offers ?? [];
  const expired = offers.some((offer) => offer.expires_t <= Math.max(now, clock.now()));

  useEffect(() => {
    if (!expired || query.isFetching || query.isError) return;
    setRequoted(true);
    void query.refetch();
  }, [expired, query]);
  // A choice of an offer no longer on screen (expired, re-quoted) is no choice; no offer at all
  // (a card billed in the event's currency) leaves only the event's currency.
  useEffect(() => {
    if (!answer) return;
    if (answer.offers.length === 0) {
      if (value !== null) onChange(null);
    } else if (typeof value === 'string' && !answer.offers.some((o) => o.quote_id === value)) {
      onChange(undefined);
    }
  }, [answer, value, onChange]);

  if (query.isError) {
    const { error } = query;
    return (
      <div>
        {isApiError(error) && error.body ? (
          <ServerAlert body={error.body} />
        ) : (
          <FormAlert>{t('dcc.failed')}</FormAlert>
        )}
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t('dcc.retry')}
        </Button>
      </div>
    );
  }
  if (!answer) return <p className={styles.sectionLead}>{t('dcc.loading')}</p>;
  const eventAmount = formatPrice(answer.amount, currencyTypeId, language);
  if (answer.offers.length === 0) {
    return <p className={styles.sectionLead}>{t('dcc.sameCurrency', { amount: eventAmount })}</p>;
  }
  return (
    <fieldset className={styles.paymentChoice}>
      <legend>{t('dcc.legend')}</legend>
      {requoted ? <FormAlert>{t('dcc.requoted')}</FormAlert> : null}
      {answer.offers.map((offer) => {
        const text = dccOfferText(offer, answer.amount, currencyTypeId, language);
        return (
          <label key={offer.quote_id} className={styles.paymentOption}>
            <input
              type="radio"
              name="dcc_choice"
              checked={value === offer.quote_id}
              onChange={() => onChange(offer.quote_id)}
            />
            <span>
              {t('dcc.cardCurrency', { amount: text.cardAmount, currency: text.cardCurrency })}
              <br />
              <small>{t('dcc.terms', { rate: text.rate, margin: text.margin, until: text.until })}</small>
            </span>
          </label>
        );
      })}
      <label className={styles.paymentOption}>
        <input type="radio" name="dcc_choice" checked={value === null} onChange={() => onChange(null)} />
        <span>
          {t('dcc.eventCurrency', {
            amount: eventAmount,
            currency: currencyTypeById(currencyTypeId)?.iso ?? 'JPY',
          })}
        </span>
      </label>
    </fieldset>
  );
}

import {
  type CardShopPublicConfig,
  type CartEvent,
  isCvsPaymentType,
  isWalletPaymentType,
  type PaymentType,
} from '@omoide/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { addressBookQuery, changeAddressBook } from '@/shared/api/address-book';
import { childrenQuery } from '@/shared/api/children';
import { ORDERS_NAMESPACE } from '@/shared/i18n/i18n';
import { createCardToken, createRakutenCardTokens } from '@/shared/payments/card-token';
import type { Area } from '@/shared/routing/area';
import { Button, FormAlert, Icon } from '@/shared/ui';
import formStyles from '@/shared/ui/form.module.css';
import pageStyles from '@/shared/ui/page.module.css';
import { AddressFields } from './address-fields';
import { CardFields } from './card-fields';
import { lastFour, normalizeHolderName } from './card-rules';
import { ChildFields } from './child-fields';
import { CvsNetworkChoice } from './cvs-network-choice';
import styles from './order-form.module.css';
import { draftOf, startingDraft } from './order-form-draft';
import { EMPTY_CARD, type OrderFormValues, orderFormResolver, orderRules } from './order-form-values';
import { orderConfirmPath } from './order-paths';
import { orderEnvironment } from './order-result';
import { clearOrderPayment, type OrderPayment, readOrder, writeOrder } from './order-storage';
import { cardConfigQuery } from './orders-api';
import { PaymentChoice, paymentTypesOf } from './payment-choice';
import { SavedAddressPicker, SaveToBookOption } from './saved-address-picker';

interface OrderFormProps {
  area: Area;
  cartEvent: CartEvent;
}

/**
 * The buyer's details, the delivery (address for shipped prints, child for bulk delivery)
 * and the card. "Review order" turns the card into a one-time token at the gateway and opens
 * the confirmation; everything but the card is kept in session storage as it is typed.
 */
export function OrderForm({ area, cartEvent }: OrderFormProps) {
  const { t } = useTranslation(ORDERS_NAMESPACE);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const eventId = cartEvent.event.id;
  const rules = orderRules(cartEvent);
  const [saved, setSaved] = useState<OrderPayment | null>(() => {
    const stored = readOrder(area);
    return stored?.event_id === eventId ? stored.payment : null;
  });
  const offered = paymentTypesOf(cartEvent);
  const [paymentType, setPaymentType] = useState<PaymentType>(() =>
    saved && offered.includes(saved.payment_type) ? saved.payment_type : (offered[0] ?? 'credit_card'),
  );
  // A wallet or a convenience store: nothing to tokenise, the buyer pays at the provider.
  const wallet = isWalletPaymentType(paymentType) || isCvsPaymentType(paymentType);
  const [network, setNetwork] = useState(() =>
    saved && saved.payment_type === paymentType ? (saved.cvs_net_type ?? '') : '',
  );
  const [networkMissing, setNetworkMissing] = useState(false);
  // A card token kept from this visit counts only while a card type is chosen.
  const isCard = (type: PaymentType) => !isWalletPaymentType(type) && !isCvsPaymentType(type);
  // The Rakuten card's tokens are its provider's (with a CVV token): never swapped with another card's.
  const sameTokens =
    saved !== null && (saved.payment_type === 'r_credit_card') === (paymentType === 'r_credit_card');
  const savedCard = saved && isCard(saved.payment_type) && !wallet && sameTokens ? saved : null;
  const [cardFailure, setCardFailure] = useState<string | null>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  // The resolver is made once; it reads whether the card inputs are shown through this ref.
  const withCard = useRef(savedCard === null && !wallet);
  withCard.current = savedCard === null && !wallet;
  const children = useQuery({ ...childrenQuery(), enabled: area === 'member' && rules.needsChild });
  // A help, not a need: without the book the form is as before, so no error modal.
  const addressBook = useQuery({
    ...addressBookQuery(),
    enabled: area === 'member',
    meta: { errorModal: false },
  });
  const [saveToBook, setSaveToBook] = useState(false);
  const [bookFailure, setBookFailure] = useState<unknown>(null);

  const methods = useForm<OrderFormValues>({
    defaultValues: { ...startingDraft(area, eventId, rules.needsChild), card: EMPTY_CARD },
    resolver: orderFormResolver(rules, { now: orderEnvironment.now, withCard: () => withCard.current }),
    shouldFocusError: true,
  });
  const { handleSubmit, watch, register, formState } = methods;
  const override = watch('is_exist_address_override');

  // Keep what is typed (never the card) so a reload or Back loses nothing.
  useEffect(() => {
    const subscription = watch((values) => {
      const stored = readOrder(area);
      writeOrder({
        area,
        event_id: eventId,
        form: draftOf(values as OrderFormValues),
        payment: stored?.event_id === eventId ? stored.payment : null,
      });
    });
    return () => subscription.unsubscribe();
  }, [watch, area, eventId]);

  useEffect(() => {
    if (cardFailure) failureRef.current?.focus();
  }, [cardFailure]);

  const forgetCard = () => {
    clearOrderPayment(area);
    setSaved(null);
  };

  const onSubmit = handleSubmit(async (values) => {
    setCardFailure(null);
    setBookFailure(null);
    if (saveToBook && values.is_exist_address_override) {
      try {
        await changeAddressBook(queryClient, { type: 'add', address: { ...values.shipping, label: '' } });
        setSaveToBook(false);
      } catch (error) {
        // The book is full, or the address incomplete: say so, and let the buyer untick it.
        setBookFailure(error);
        return;
      }
    }
    let payment = savedCard ? { ...savedCard, payment_type: paymentType } : null;
    if (wallet) {
      const cvs = isCvsPaymentType(paymentType);
      if (cvs && !network) {
        setNetworkMissing(true);
        return;
      }
      // Nothing to tokenise: the buyer approves at the wallet or pays at the store. One key
      // per attempt, kept on Back (a new store is a new attempt).
      payment =
        saved?.payment_type === paymentType && (!cvs || saved.cvs_net_type === network)
          ? saved
          : {
              ...(cvs ? { cvs_net_type: network } : {}),
              payment_type: paymentType,
              card_token: '',
              card_brand: '',
              card_holder: '',
              masked_card_number: '',
              idempotency_key: orderEnvironment.newKey(),
            };
    } else if (!payment) {
      let config: CardShopPublicConfig;
      try {
        // Read fresh each time: a gateway's key can change (the sandbox makes new ones when it restarts).
        config = await queryClient.fetchQuery({ ...cardConfigQuery(), staleTime: 0 });
      } catch {
        return; // The error modal has said what went wrong.
      }
      const token =
        paymentType === 'r_credit_card'
          ? await createRakutenCardTokens(config, values.card)
          : await createCardToken(config, values.card);
      if (!token.ok) {
        setCardFailure(token.code);
        return;
      }
      payment = {
        payment_type: paymentType,
        card_token: token.token,
        ...('cvv_token' in token && typeof token.cvv_token === 'string'
          ? { cvv_token: token.cvv_token }
          : {}),
        card_brand: token.card_brand,
        masked_card_number: token.masked_card_number,
        card_holder: normalizeHolderName(values.card.holder_name),
        idempotency_key: orderEnvironment.newKey(),
      };
    }
    writeOrder({ area, event_id: eventId, form: draftOf(values), payment });
    await navigate(orderConfirmPath(area));
  });

  return (
    <FormProvider {...methods}>
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={formState.isSubmitting}>
        <section className={pageStyles.card} aria-labelledby="order-buyer">
          <h2 id="order-buyer" className={pageStyles.sectionTitle}>
            {t('orderForm.buyer')}
          </h2>
          {rules.needsAddress ? (
            <p className={styles.sectionLead}>{t('orderForm.buyerLeadShipping')}</p>
          ) : null}
          <AddressFields prefix="home" withPostal={rules.needsAddress} />
          {addressBook.data ? (
            <SavedAddressPicker book={addressBook.data} withShipping={rules.needsAddress} />
          ) : null}
          {rules.needsAddress ? (
            <label className={styles.checkRow}>
              <input type="checkbox" {...register('is_exist_address_override')} />
              <span>{t('orderForm.otherAddress')}</span>
            </label>
          ) : null}
        </section>

        {rules.needsAddress && override ? (
          <section className={pageStyles.card} aria-labelledby="order-shipping">
            <h2 id="order-shipping" className={pageStyles.sectionTitle}>
              {t('orderForm.shipping')}
            </h2>
            <AddressFields prefix="shipping" withPostal />
            {addressBook.data ? (
              <SaveToBookOption checked={saveToBook} onChange={setSaveToBook} failure={bookFailure} />
            ) : null}
          </section>
        ) : null}

        {rules.needsChild ? (
          <section className={pageStyles.card} aria-labelledby="order-child">
            <h2 id="order-child" className={pageStyles.sectionTitle}>
              {t('orderForm.child')}
            </h2>
            <p className={styles.sectionLead}>{t('orderForm.childLead')}</p>
            <ChildFields registered={children.data ?? []} />
          </section>
        ) : null}

        <section className={pageStyles.card} aria-labelledby="order-payment">
          <h2 id="order-payment" className={pageStyles.sectionTitle}>
            {t('orderForm.payment')}
          </h2>
          <PaymentChoice types={offered} value={paymentType} onChange={setPaymentType} />
          {isCvsPaymentType(paymentType) ? (
            <>
              {networkMissing && !network ? <FormAlert>{t('cvs.chooseNetwork')}</FormAlert> : null}
              <CvsNetworkChoice type={paymentType} value={network} onChange={setNetwork} />
            </>
          ) : null}
          {cardFailure && !wallet ? (
            <div ref={failureRef} tabIndex={-1}>
              <FormAlert>{t('creditCard.encryptFailed', { code: cardFailure })}</FormAlert>
            </div>
          ) : null}
          {wallet ? null : savedCard ? (
            <div className={styles.savedCard}>
              <p>
                {t('creditCard.saved', {
                  brand: savedCard.card_brand.toUpperCase(),
                  last4: lastFour(savedCard.masked_card_number),
                })}
              </p>
              <button type="button" className={styles.textButton} onClick={forgetCard}>
                {t('creditCard.useAnother')}
              </button>
            </div>
          ) : (
            <>
              <p className={styles.sectionLead}>{t('creditCard.secureNote')}</p>
              <CardFields now={orderEnvironment.now()} />
            </>
          )}
        </section>

        <div className={formStyles.actions}>
          <Button type="submit" block disabled={formState.isSubmitting}>
            {formState.isSubmitting ? t('orderForm.preparing') : t('orderForm.review')}
            <Icon name="forward" size={20} />
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}

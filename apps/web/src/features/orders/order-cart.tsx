import type { CartEvent } from '@omoide/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/shared/api/api-error';
import { cartQueryOptions } from '@/shared/api/cart';
import { reportError } from '@/shared/errors/error-modal-store';
import { ORDERS_NAMESPACE } from '@/shared/i18n/i18n';
import { useTextLanguage } from '@/shared/i18n/use-locale';
import type { Area } from '@/shared/routing/area';
import { ButtonLink, Icon, LoadState } from '@/shared/ui';
import pageStyles from '@/shared/ui/page.module.css';
import { cartPhotoLines } from './order-lines';
import { cartPath } from './order-paths';

/**
 * The cart of the event being ordered (carts are per event, spec §3). The cart query never
 * opens the error modal (the header badge shares it), so the order pages say themselves that
 * it failed; only a 401 goes to spec §8's handling, which asks the buyer to sign in again.
 */
export function useOrderCart(area: Area, eventId: number | null) {
  // A language switch reads the cart again; the form stays (with the card typed) meanwhile.
  const query = useQuery({ ...cartQueryOptions(area, useTextLanguage()), placeholderData: keepPreviousData });
  const signedOut = isApiError(query.error) && query.error.status === 401;
  useEffect(() => {
    if (signedOut) reportError(query.error);
  }, [signedOut, query.error]);
  const found = query.data?.cart.find((candidate) => candidate.event.id === eventId);
  const cartEvent: CartEvent | null = found && cartPhotoLines(found).length > 0 ? found : null;
  return { query, cartEvent };
}

/** While the cart loads, after it failed, or when nothing of the event is left to buy. */
export function OrderCartState({
  area,
  eventId,
  query,
}: {
  area: Area;
  eventId: number | null;
  query: ReturnType<typeof useOrderCart>['query'];
}) {
  const { t } = useTranslation(ORDERS_NAMESPACE);
  if (!query.data) {
    return (
      <LoadState
        isPending={!query.error || (isApiError(query.error) && query.error.status === 401)}
        onRetry={() => void query.refetch()}
        texts={{ loading: t('state.loading'), failed: t('state.failed'), retry: t('state.retry') }}
      />
    );
  }
  return (
    <div className={pageStyles.stateBox}>
      <p>{t('state.emptyCart')}</p>
      <ButtonLink to={cartPath(area, eventId)}>
        <Icon name="cart" size={20} />
        {t('state.toCart')}
      </ButtonLink>
    </div>
  );
}

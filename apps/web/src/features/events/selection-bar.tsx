import { type Cart, formatPrice, MOVIE_DOWNLOAD_SIZE_ID } from '@omoide/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cartAreaKey, cartQueryKey, storeCart } from '@/shared/api/cart';
import type { EventInfoData } from '@/shared/api/events';
import { useTextLanguage } from '@/shared/i18n/use-locale';
import { type Area, areaPath } from '@/shared/routing/area';
import { Button, FloatingBar, Icon } from '@/shared/ui';
import { addManyToCart, type BulkAddResult, inCartWithSize, type SkipReason } from './bulk-add';
import type { GridSelection } from './grid-selection';
import { effectiveUnitPrice, priceOptions } from './price-options';
import { saleTermsOf } from './sale-terms';
import styles from './selection-bar.module.css';

interface SelectionBarProps {
  area: Area;
  eventId: number;
  /** The event's categories and prices: each photo is priced by its sub-category's terms. */
  info: EventInfoData;
  currencyTypeId: number;
  selection: GridSelection;
  now_t: number;
}

// Literal keys, so the locale test can tell every text is used.
const SKIPPED_TEXT: Record<SkipReason, string> = {
  inCart: 'grid.select.skipped.inCart',
  notForSale: 'grid.select.skipped.notForSale',
  cartFull: 'grid.select.skipped.cartFull',
  failed: 'grid.select.skipped.failed',
};
const REASONS = Object.keys(SKIPPED_TEXT) as SkipReason[];

/**
 * Select mode's bar at the bottom of the screen (thumb reach): how many photos are chosen,
 * one size for all of them, and "add to cart"; then what was added and what was skipped, why.
 */
export function SelectionBar({ area, eventId, info, currencyTypeId, selection, now_t }: SelectionBarProps) {
  const { t } = useTranslation('events');
  const language = useTextLanguage();
  const queryClient = useQueryClient();
  const sizeFieldId = useId();
  const { prices } = info;
  // The photo page's price of each chosen photo (its sub-category's fee or discount), per term set.
  const categoryIds = [...selection.selected.values()].map((item) => item.category_id);
  const terms = saleTermsOf(info, categoryIds);
  const optionsByTerms = (terms.length > 0 ? terms : [null]).map((one) =>
    priceOptions(prices, one, now_t, language),
  );
  const options = optionsByTerms[0] ?? [];
  const [sizeId, setSizeId] = useState<number | null>(null);
  const chosenSize = sizeId ?? options[0]?.sizeId ?? null;
  const [result, setResult] = useState<BulkAddResult | null>(null);
  const count = selection.selected.size;

  const add = useMutation({
    mutationFn: (size: number) => {
      const chosen = options.find((option) => option.sizeId === size);
      // A download for photos is the movie's download for movies, when the event sells it.
      const movieSizeId =
        chosen && !chosen.isPrint && prices.some((p) => p.size_id === MOVIE_DOWNLOAD_SIZE_ID)
          ? MOVIE_DOWNLOAD_SIZE_ID
          : null;
      const cart = queryClient.getQueryData<Cart>(cartQueryKey(area, language));
      return addManyToCart({
        area,
        eventId,
        items: [...selection.selected.values()],
        sizeId: size,
        movieSizeId,
        inCartWithSize: inCartWithSize(cart, eventId, movieSizeId ? [size, movieSizeId] : [size]),
        now_t,
      });
    },
    onSuccess: (outcome) => {
      if (outcome.cart) storeCart(queryClient, area, language, outcome.cart);
      else void queryClient.invalidateQueries({ queryKey: cartAreaKey(area) });
      setResult(outcome);
      // What was added leaves the selection; what was skipped stays, to choose again.
      for (const id of outcome.added) selection.toggleOff(id);
    },
  });

  if (!selection.selecting) return null;
  const price = (amount: number) => formatPrice(amount, currencyTypeId, language);
  /** One photo's price in this size; a range when the chosen photos' terms differ. */
  const priceOf = (sizeId: number) => {
    const amounts = optionsByTerms
      .map((list) => list.find((option) => option.sizeId === sizeId))
      .filter((option) => option !== undefined)
      .map(effectiveUnitPrice);
    const low = Math.min(...amounts);
    const high = Math.max(...amounts);
    return low === high ? price(low) : t('grid.select.priceRange', { from: price(low), to: price(high) });
  };
  const skippedBy = (reason: SkipReason) => result?.skipped.filter((s) => s.reason === reason).length ?? 0;

  return (
    <FloatingBar>
      <section className={styles.bar} aria-label={t('grid.select.barLabel')}>
        <div className={styles.row}>
          <p className={styles.count} aria-live="polite">
            {t('grid.select.count', { count })}
          </p>
          <Button variant="ghost" className={styles.cancel} onClick={() => selection.setSelecting(false)}>
            <Icon name="close" size={18} />
            {t('grid.select.done')}
          </Button>
        </div>
        {options.length > 0 ? (
          <div className={styles.row}>
            <label htmlFor={sizeFieldId} className="visually-hidden">
              {t('grid.select.sizeLabel')}
            </label>
            <select
              id={sizeFieldId}
              className={styles.size}
              value={chosenSize ?? ''}
              onChange={(event) => setSizeId(Number(event.target.value))}
            >
              {options.map((option) => (
                <option key={option.sizeId} value={option.sizeId}>
                  {t(option.isPrint ? 'grid.select.printOption' : 'grid.select.downloadOption', {
                    name: option.name,
                    price: priceOf(option.sizeId),
                  })}
                </option>
              ))}
            </select>
            <Button
              className={styles.add}
              disabled={count === 0 || chosenSize === null || add.isPending}
              onClick={() => {
                setResult(null);
                if (chosenSize !== null) add.mutate(chosenSize);
              }}
            >
              <Icon name="cart" size={20} />
              {add.isPending ? t('grid.select.adding') : t('grid.select.add')}
            </Button>
          </div>
        ) : (
          <p className={styles.note}>{t('purchase.noPrices')}</p>
        )}
        <div role="status" className={styles.result}>
          {result ? (
            <>
              <p className={styles.added}>
                {t('grid.select.added', { count: result.added.length })}{' '}
                {result.added.length > 0 ? (
                  <Link to={areaPath(area, '/cart')} className={styles.cartLink}>
                    {t('purchase.toCart')}
                  </Link>
                ) : null}
              </p>
              {result.skipped.length > 0 ? (
                <ul className={styles.skipped}>
                  {REASONS.filter((reason) => skippedBy(reason) > 0).map((reason) => (
                    <li key={reason}>{t(SKIPPED_TEXT[reason], { count: skippedBy(reason) })}</li>
                  ))}
                </ul>
              ) : null}
            </>
          ) : null}
        </div>
      </section>
    </FloatingBar>
  );
}

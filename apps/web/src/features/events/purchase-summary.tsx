import { useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Area } from '@/shared/routing/area';
import { Button, FloatingBar, Icon, QuantityStepper } from '@/shared/ui';
import type { Quantities } from './item-choice';
import { effectiveUnitPrice, isDownload, type PriceOption } from './price-options';
import styles from './purchase.module.css';

/** Phones and small tablets: the purchase controls become a bar at the bottom of the screen. */
export const BUY_BAR_QUERY = '(max-width: 899px)';

interface PurchaseSummaryProps {
  area: Area;
  options: PriceOption[];
  quantities: Quantities;
  setQuantity: (sizeId: number, quantity: number) => void;
  total: string;
  chosen: boolean;
  adding: boolean;
  added: boolean;
  onAdd: () => void;
  formatPrice: (amount: number) => string;
  /** Fixed to the bottom of the viewport, with a compact size choice (phones). */
  bar: boolean;
}

/**
 * Keeps the page's end clear of the fixed bar (body padding) and tells the layout its height
 * (`--buy-bar-height`, used to size the photo), whatever the language makes it wrap to.
 */
function useBarSpace(bar: boolean) {
  // A callback ref: the bar may mount a render later, once the layout's slot exists.
  const [element, ref] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (!bar || !element) return;
    const root = document.documentElement;
    const body = document.body;
    const padding = body.style.paddingBottom;
    const update = () => {
      const height = `${Math.ceil(element.getBoundingClientRect().height)}px`;
      root.style.setProperty('--buy-bar-height', height);
      body.style.paddingBottom = height;
    };
    update();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty('--buy-bar-height');
      body.style.paddingBottom = padding;
    };
  }, [bar, element]);
  return ref;
}

/** The size the bar's quick choice shows: the last one touched, else the first chosen, else the first. */
function useActiveSize(options: PriceOption[], quantities: Quantities) {
  const [active, setActive] = useState<number | null>(null);
  const fallback = options.find((option) => (quantities[option.sizeId] ?? 0) > 0) ?? options[0];
  const option = options.find((candidate) => candidate.sizeId === active) ?? fallback;
  return [option, setActive] as const;
}

/**
 * The total, "add to cart" and what happened. On phones it is a bar fixed at the bottom (above
 * the safe area), with a size picker and the quantity of that size, so a parent can choose
 * and buy without scrolling away from the photo; the full list stays in the panel above.
 */
export function PurchaseSummary({
  area,
  options,
  quantities,
  setQuantity,
  total,
  chosen,
  adding,
  added,
  onAdd,
  formatPrice,
  bar,
}: PurchaseSummaryProps) {
  const { t } = useTranslation('events');
  const ref = useBarSpace(bar);
  const [active, setActive] = useActiveSize(options, quantities);
  const quantity = active ? (quantities[active.sizeId] ?? 0) : 0;

  const summary = (
    // A named region (a landmark) only as the bar, where it stands apart from the page.
    <section
      ref={ref}
      className={bar ? styles.buyBar : styles.summary}
      aria-label={bar ? t('purchase.barLabel') : undefined}
      data-testid={bar ? 'buy-bar' : undefined}
    >
      <div role="status" className={styles.outcomeRegion}>
        {added ? (
          <p className={styles.outcome}>
            <Icon name="check" size={18} />
            <span>{t('purchase.added')}</span>
            <Link to={area === 'guest' ? '/guest/cart' : '/cart'}>{t('purchase.toCart')}</Link>
          </p>
        ) : null}
      </div>
      {bar && active ? (
        <div className={styles.quickChoice}>
          <label className={styles.quickSize}>
            <span className="visually-hidden">{t('purchase.sizeLabel')}</span>
            <select
              value={active.sizeId}
              onChange={(event) => setActive(Number(event.currentTarget.value))}
              className={styles.quickSelect}
            >
              {options.map((option) => (
                <option key={option.sizeId} value={option.sizeId}>
                  {`${option.name}${option.isPrint ? ` (${t('purchase.typePrint')})` : ''} ${formatPrice(effectiveUnitPrice(option))}${(quantities[option.sizeId] ?? 0) > 0 ? ` ×${quantities[option.sizeId]}` : ''}`}
                </option>
              ))}
            </select>
          </label>
          {isDownload(active) ? (
            <button
              type="button"
              className={styles.toggle}
              aria-pressed={quantity > 0}
              aria-label={t('purchase.downloadToggle', { name: active.name })}
              onClick={() => setQuantity(active.sizeId, quantity > 0 ? 0 : 1)}
            >
              {quantity > 0 ? <Icon name="check" size={18} /> : null}
              {quantity > 0 ? t('purchase.downloadChosen') : t('purchase.downloadChoose')}
            </button>
          ) : (
            <QuantityStepper
              id={`bar-quantity-${active.sizeId}`}
              name={active.name}
              value={quantity}
              max={active.maxQuantity}
              onChange={(value) => setQuantity(active.sizeId, value)}
            />
          )}
        </div>
      ) : null}
      <div className={styles.buyRow}>
        <p className={styles.total}>
          <span>{t('purchase.total')}</span>
          <strong>{total}</strong>
          <span className={styles.muted}>{t('purchase.taxIncluded')}</span>
        </p>
        <Button
          block={!bar}
          className={bar ? styles.barButton : undefined}
          onClick={onAdd}
          disabled={!chosen || adding}
        >
          <Icon name="cart" size={20} />
          {adding ? t('purchase.adding') : t('purchase.addToCart')}
        </Button>
      </div>
      {!bar && !chosen && !added ? <p className={styles.muted}>{t('purchase.chooseFirst')}</p> : null}
    </section>
  );
  // Fixed to the screen, outside the page's slide-in transform.
  return bar ? <FloatingBar>{summary}</FloatingBar> : summary;
}

import { formatPrice, type ImageItem, type LongRunSubInfo, type PhotoCustom } from '@omoide/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cartAreaKey, storeCart } from '@/shared/api/cart';
import { useTextLanguage } from '@/shared/i18n/use-locale';
import type { Area } from '@/shared/routing/area';
import { trimPath } from '@/shared/routing/event-paths';
import { Icon, QuantityStepper } from '@/shared/ui';
import { useMediaQuery } from '@/shared/ui/use-media-query';
import { addToCart } from './cart-request';
import { DeadlineNoticeList } from './deadline-notice-list';
import {
  clearItemChoice,
  type Quantities,
  readCrop,
  readQuantities,
  removeCrop,
  writeQuantities,
} from './item-choice';
import { choiceTotal, effectiveUnitPrice, isDownload, type PriceOption, priceOptions } from './price-options';
import styles from './purchase.module.css';
import { BUY_BAR_QUERY, PurchaseSummary } from './purchase-summary';
import { isCropFor, printAspect } from './trim-math';

interface PurchasePanelProps {
  area: Area;
  eventId: number;
  categoryId: number;
  item: ImageItem;
  prices: readonly { price_type_id: number; size_id: number; unit_price: number }[];
  longRunSubInfo: LongRunSubInfo | null;
  currencyTypeId: number;
  now_t: number;
}

/** A print's stored crop, if it still fits the photo and the paper. */
function cropFor(item: ImageItem, option: PriceOption): PhotoCustom | null {
  if (!option.mm || !item.width || !item.height) return null;
  const crop = readCrop(item.id, option.sizeId);
  const photo = { width: item.width, height: item.height };
  return crop && isCropFor(crop, photo, printAspect(option.mm, photo)) ? crop : null;
}

/**
 * Sizes and prices of the photo (download and each print, in the event's currency, with the
 * sub-category's fee or discount), quantities, the crop of each print, and "add to cart".
 */
export function PurchasePanel({
  area,
  eventId,
  categoryId,
  item,
  prices,
  longRunSubInfo,
  currencyTypeId,
  now_t,
}: PurchasePanelProps) {
  const { t } = useTranslation('events');
  const language = useTextLanguage();
  const options = priceOptions(prices, longRunSubInfo, now_t, language, item.media_type ?? 'photo');
  const [quantities, setQuantities] = useState<Quantities>(() => readQuantities(item.id));
  const [, setCropVersion] = useState(0);
  const queryClient = useQueryClient();
  const [added, setAdded] = useState(false);
  const bar = useMediaQuery(BUY_BAR_QUERY);
  const crops = Object.fromEntries(
    options.map((option) => [option.sizeId, cropFor(item, option) ?? undefined]),
  );

  const setQuantity = (sizeId: number, quantity: number) => {
    const next = { ...quantities, [sizeId]: quantity };
    setQuantities(next);
    writeQuantities(item.id, next);
    setAdded(false);
  };

  const add = useMutation({
    mutationFn: () => addToCart({ eventId, itemId: item.id, quantities, crops }, area),
    onSuccess: (cart) => {
      // The answer is the whole cart: the header badge and the cart page show it at once.
      if (cart) storeCart(queryClient, area, language, cart);
      setAdded(true);
      clearItemChoice(
        item.id,
        options.map((option) => option.sizeId),
      );
      setQuantities({});
    },
    // A choice of several posts may have reached the cart in part: read it again.
    onError: () => void queryClient.invalidateQueries({ queryKey: cartAreaKey(area) }),
  });

  const price = (amount: number) => formatPrice(amount, currencyTypeId, language);
  // "Regular ¥180 + out-of-period fee ¥100": how the unit price shown came about.
  const priceDetail = (option: PriceOption) => {
    const parts = [
      option.extraCost > 0 ? t('purchase.extraCost', { amount: price(option.extraCost) }) : '',
      option.discount > 0 ? t('purchase.discount', { amount: price(option.discount) }) : '',
    ].filter(Boolean);
    return parts.length > 0
      ? [t('purchase.basePrice', { amount: price(option.unitPrice) }), ...parts].join(' ')
      : null;
  };
  const total = choiceTotal(options, quantities, longRunSubInfo, now_t);
  const chosen = options.some((option) => (quantities[option.sizeId] ?? 0) > 0);

  return (
    <section className={styles.purchase} aria-labelledby="purchase-heading">
      <h2 id="purchase-heading" className={styles.purchaseTitle}>
        {t('purchase.heading')}
      </h2>
      <DeadlineNoticeList info={longRunSubInfo} now_t={now_t} currencyTypeId={currencyTypeId} />
      {options.length === 0 ? <p className={styles.muted}>{t('purchase.noPrices')}</p> : null}
      <ul className={styles.options}>
        {options.map((option) => {
          const quantity = quantities[option.sizeId] ?? 0;
          const nameId = `size-${option.sizeId}-name`;
          const detail = priceDetail(option);
          const crop = crops[option.sizeId];
          return (
            <li key={option.sizeId} className={styles.option} data-chosen={quantity > 0 || undefined}>
              <div className={styles.optionHead}>
                <span className={styles.optionName} id={nameId}>
                  {option.name}
                  {option.isPrint ? (
                    <span className={styles.optionType}>{t('purchase.typePrint')}</span>
                  ) : null}
                </span>
                <span className={styles.optionPrice}>
                  {price(effectiveUnitPrice(option))}
                  {detail ? <span className={styles.optionPriceDetail}>{detail}</span> : null}
                </span>
              </div>
              <div className={styles.optionControls}>
                {isDownload(option) ? (
                  <button
                    type="button"
                    className={styles.toggle}
                    aria-pressed={quantity > 0}
                    aria-describedby={nameId}
                    onClick={() => setQuantity(option.sizeId, quantity > 0 ? 0 : 1)}
                  >
                    {quantity > 0 ? <Icon name="check" size={18} /> : null}
                    {quantity > 0 ? t('purchase.downloadChosen') : t('purchase.downloadChoose')}
                  </button>
                ) : (
                  <QuantityStepper
                    id={`quantity-${option.sizeId}`}
                    name={option.name}
                    value={quantity}
                    max={option.maxQuantity}
                    onChange={(value) => setQuantity(option.sizeId, value)}
                  />
                )}
              </div>
              {option.isPrint && quantity > 0 ? (
                <div className={styles.cropRow}>
                  {crop ? (
                    <>
                      <span className={styles.cropDone}>
                        <Icon name="check" size={16} />
                        {t('purchase.cropped')}
                      </span>
                      <Link
                        to={trimPath(area, eventId, categoryId, item.id, option.sizeId)}
                        state={{ fromItem: true }}
                        className={styles.cropLink}
                        aria-label={t('purchase.cropChangeFor', { name: option.name })}
                      >
                        {t('purchase.cropChange')}
                      </Link>
                      <button
                        type="button"
                        className={styles.textButton}
                        aria-label={t('purchase.cropRemoveFor', { name: option.name })}
                        onClick={() => {
                          removeCrop(item.id, option.sizeId);
                          setCropVersion((version) => version + 1);
                        }}
                      >
                        {t('purchase.cropRemove')}
                      </button>
                    </>
                  ) : (
                    <Link
                      to={trimPath(area, eventId, categoryId, item.id, option.sizeId)}
                      state={{ fromItem: true }}
                      className={styles.cropLink}
                      aria-label={t('purchase.cropChooseFor', { name: option.name })}
                    >
                      <Icon name="crop" size={18} />
                      {t('purchase.cropChoose')}
                    </Link>
                  )}
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
      <PurchaseSummary
        area={area}
        options={options}
        quantities={quantities}
        setQuantity={setQuantity}
        total={price(total)}
        chosen={chosen}
        adding={add.isPending}
        added={added}
        onAdd={() => add.mutate()}
        formatPrice={price}
        bar={bar}
      />
    </section>
  );
}

import {
  isSizeForMedia,
  type LongRunSubInfo,
  lineExtraAndDiscount,
  PRICE_TYPE,
  PRINT_PURCHASE_MAX_COUNT,
  pickLang,
  type Size,
  sizeById,
  type TextLanguage,
} from '@omoide/contract';
import { clampQuantity } from '@/shared/ui';

/**
 * What a photo can be bought as (spec §3 Event info `prices`, §9 pricing), for the item
 * page: the download and each print size the event sells, in receipt order (price type,
 * then size, §9), with the sub-category's out-of-period fee or early discount per photo.
 * A movie is sold as its download only (`isSizeForMedia`, as the server's cart checks).
 */
export interface PriceOption {
  sizeId: number;
  priceTypeId: number;
  isPrint: boolean;
  name: string;
  /** Paper size in mm, short side first; null for the download. */
  mm: readonly [number, number] | null;
  unitPrice: number;
  /** Per photo, from `lineExtraAndDiscount` with quantity 1. */
  extraCost: number;
  discount: number;
  /** Largest quantity: one download, up to 50 prints (§9 print-purchase maximum). */
  maxQuantity: number;
}

interface PriceRow {
  price_type_id: number;
  size_id: number;
  unit_price: number;
}

export function priceOptions(
  prices: readonly PriceRow[],
  longRunSubInfo: LongRunSubInfo | null | undefined,
  now_t: number,
  language: TextLanguage,
  mediaType: 'photo' | 'movie' = 'photo',
): PriceOption[] {
  const perPhoto = lineExtraAndDiscount({ now_t, quantity: 1, longRunSubInfo });
  return prices
    .filter((row) => isSizeForMedia(row.size_id, mediaType))
    .map((row) => ({ row, size: sizeById(row.size_id) }))
    .filter((entry): entry is { row: PriceRow; size: Size } => entry.size !== undefined)
    .sort((a, b) => a.row.price_type_id - b.row.price_type_id || a.row.size_id - b.row.size_id)
    .map(({ row, size }) => {
      const isPrint = row.price_type_id === PRICE_TYPE.print;
      return {
        sizeId: row.size_id,
        priceTypeId: row.price_type_id,
        isPrint,
        name: pickLang(size.name, language),
        mm: size.mm,
        unitPrice: row.unit_price,
        extraCost: perPhoto.extra_cost_in_tax,
        discount: perPhoto.discount_in_tax,
        maxQuantity: isPrint ? PRINT_PURCHASE_MAX_COUNT : 1,
      };
    });
}

/** What one photo costs in this option after the sub-category's fee or discount. */
export function effectiveUnitPrice(option: PriceOption): number {
  return option.unitPrice + option.extraCost - option.discount;
}

/** The choice's total: each line's unit price × quantity, with fee and discount per quantity. */
export function choiceTotal(
  options: readonly PriceOption[],
  quantities: Readonly<Record<number, number>>,
  longRunSubInfo: LongRunSubInfo | null | undefined,
  now_t: number,
): number {
  return options.reduce((sum, option) => {
    const quantity = clampQuantity(quantities[option.sizeId] ?? 0, option.maxQuantity);
    const line = lineExtraAndDiscount({ now_t, quantity, longRunSubInfo });
    return sum + option.unitPrice * quantity + line.extra_cost_in_tax - line.discount_in_tax;
  }, 0);
}

/** A download (of a photo or a movie): one at most, no paper, no crop. */
export const isDownload = (option: PriceOption) => !option.isPrint;

import { type CartEvent, type OrderDetail, sortReceiptLines } from '@omoide/contract';

/**
 * The photos of an order as the order pages list them: one entry per photo (and crop) with
 * its chosen sizes, whether it comes from the cart (before ordering) or from the order's
 * snapshot lines (after).
 */
export interface PhotoLines {
  key: string;
  imageItemId: number;
  thumbUrl: string | null;
  cropped: boolean;
  lines: { key: string; size: string; priceType: string; quantity: number; unitPrice: number }[];
}

/** Whether the order holds prints (which need a delivery), counting only what can be bought. */
export function cartHasPrints(event: CartEvent): boolean {
  return event.image_item_with_prices.some(
    (item) => item.is_available && item.size_and_price.print_prices.some((line) => line.quantity > 0),
  );
}

export function cartPhotoLines(event: CartEvent): PhotoLines[] {
  return event.image_item_with_prices
    .filter((item) => item.is_available)
    .map((item) => ({
      key: `${item.image_item.id}-${item.photo_custom_id}`,
      imageItemId: item.image_item.id,
      thumbUrl: item.image_item.thumb_url_jpeg,
      cropped: item.photo_custom !== null,
      lines: sortReceiptLines([...item.size_and_price.data_prices, ...item.size_and_price.print_prices])
        .filter((line) => line.quantity > 0)
        .map((line) => ({
          key: `${line.price_type_id}-${line.size_id}`,
          size: line.name,
          priceType: line.price_type_name,
          quantity: line.quantity,
          unitPrice: line.unit_price,
        })),
    }))
    .filter((photo) => photo.lines.length > 0);
}

export function detailPhotoLines(detail: OrderDetail): PhotoLines[] {
  const byPhoto = new Map<string, PhotoLines>();
  for (const line of sortReceiptLines(detail.lines)) {
    const crop = line.photo_custom;
    const key = crop ? `${line.image_item_id}-${crop.size_id}-${crop.x}-${crop.y}` : `${line.image_item_id}`;
    const photo = byPhoto.get(key) ?? {
      key,
      imageItemId: line.image_item_id,
      thumbUrl: line.thumb_url,
      cropped: crop !== null,
      lines: [],
    };
    photo.lines.push({
      key: `${line.price_type_id}-${line.size_id}`,
      size: line.name,
      priceType: line.price_type_name,
      quantity: line.quantity,
      unitPrice: line.unit_price,
    });
    byPhoto.set(key, photo);
  }
  return [...byPhoto.values()];
}

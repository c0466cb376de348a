type ReceiptSortable = { readonly price_type_id: number; readonly size_id: number };

/**
 * Receipt line order (spec §9): price type id, then size id. Returns a new array; lines that
 * tie keep their input order (Array.prototype.sort is stable), so the cart's own order
 * survives within one size.
 */
export function sortReceiptLines<T extends ReceiptSortable>(lines: readonly T[]): T[] {
  return [...lines].sort((a, b) => a.price_type_id - b.price_type_id || a.size_id - b.size_id);
}

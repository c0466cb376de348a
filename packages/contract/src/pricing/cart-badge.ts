import { CART_BADGE_CAP } from '../reference/limits.js';

/**
 * Text of the cart badge (spec §9): empty when there is nothing to show, the count up to 99,
 * `99+` at 100 or more, so the badge keeps its width.
 */
export function cartBadgeText(count: number): string {
  if (!(count > 0)) return '';
  if (count > CART_BADGE_CAP) return `${CART_BADGE_CAP}+`;
  return String(Math.floor(count));
}

/**
 * Moving between the photos of a category on the item page: swipes, arrow keys and the
 * previous/next buttons all come down to a step, taken only where a neighbour exists
 * (`prev_item_id` / `next_item_id`).
 */

export type Step = 'prev' | 'next';

/** Shortest horizontal travel that counts as a swipe, in CSS pixels. */
export const SWIPE_MIN_DISTANCE = 50;
/** A swipe must be mostly sideways: |dx| at least this many times |dy| (vertical = scrolling). */
export const SWIPE_MIN_SLOPE = 1.5;
/** A slower movement is a drag, not a swipe. */
export const SWIPE_MAX_DURATION_MS = 800;

/**
 * The step a touch gesture asks for: finger moved left → next photo, right → previous one
 * (the photo follows the finger, as in every photo viewer).
 */
export function swipeStep(dx: number, dy: number, durationMs: number): Step | null {
  if (durationMs > SWIPE_MAX_DURATION_MS) return null;
  if (Math.abs(dx) < SWIPE_MIN_DISTANCE || Math.abs(dx) < Math.abs(dy) * SWIPE_MIN_SLOPE) return null;
  return dx < 0 ? 'next' : 'prev';
}

/** The step an arrow key asks for, unless the key is typed into a control. */
export function keyStep(
  key: string,
  target: { tagName?: string; isContentEditable?: boolean } | null,
): Step | null {
  const tag = target?.tagName?.toUpperCase();
  if (tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || target?.isContentEditable) return null;
  if (key === 'ArrowLeft') return 'prev';
  if (key === 'ArrowRight') return 'next';
  return null;
}

export interface Neighbours {
  prev_item_id: number | null;
  next_item_id: number | null;
}

/** The photo a step leads to, or null at the start or end of the category. */
export function stepTarget(neighbours: Neighbours, step: Step): number | null {
  return step === 'prev' ? neighbours.prev_item_id : neighbours.next_item_id;
}

/** "12 / 60": the API's index is 0-based. */
export function positionOf(index: number, total: number): { position: number; total: number } {
  return { position: Math.min(total, index + 1), total };
}

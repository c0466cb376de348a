/**
 * The match page remembers its choices in the URL (`?children=1,2&category=5`), so a reload,
 * a shared link or "back" from a photo shows the same results.
 */

export const CHILDREN_PARAM = 'children';
export const CATEGORY_PARAM = 'category';

const positiveId = (token: string): number | null =>
  /^[1-9]\d{0,9}$/.test(token) && Number(token) <= 2_147_483_647 ? Number(token) : null;

/** `1,2` → [1, 2]; anything that is not an id is dropped, repeats too. Null: no choice made. */
export function parseChildIds(value: string | null): number[] | null {
  if (value === null) return null;
  const ids = value
    .split(',')
    .map((token) => positiveId(token.trim()))
    .filter((id): id is number => id !== null);
  const unique = [...new Set(ids)];
  return unique.length > 0 ? unique : null;
}

export function parseCategoryId(value: string | null): number | null {
  return value === null ? null : positiveId(value.trim());
}

export interface SelectableChild {
  id: number;
  face_image_count: number;
}

/**
 * The children to match: those of the URL that are the member's, else every child with face
 * images. A chosen child without images stays chosen, so the page can say what is missing.
 * Always in the order of the member's list, so the same choice is the same query.
 */
export function resolveSelection(
  requested: readonly number[] | null,
  children: readonly SelectableChild[],
): number[] {
  const wanted = new Set(requested ?? []);
  const known = children.filter((child) => wanted.has(child.id)).map((child) => child.id);
  if (known.length > 0) return known;
  return children.filter((child) => child.face_image_count > 0).map((child) => child.id);
}

/** The search params after a change of choice; null (or none) removes the param. */
export function withChoice(
  params: URLSearchParams,
  choice: { children?: readonly number[] | null; category?: number | null },
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (choice.children !== undefined) {
    if (choice.children && choice.children.length > 0) next.set(CHILDREN_PARAM, choice.children.join(','));
    else next.delete(CHILDREN_PARAM);
  }
  if (choice.category !== undefined) {
    if (choice.category) next.set(CATEGORY_PARAM, String(choice.category));
    else next.delete(CATEGORY_PARAM);
  }
  return next;
}

/** The chosen ids after pressing a child's chip. The last chosen child cannot be left out. */
export function toggleChild(
  selected: readonly number[],
  childId: number,
  order: readonly number[],
): number[] {
  const next = selected.includes(childId) ? selected.filter((id) => id !== childId) : [...selected, childId];
  if (next.length === 0) return [...selected];
  return order.filter((id) => next.includes(id)).concat(next.filter((id) => !order.includes(id)));
}

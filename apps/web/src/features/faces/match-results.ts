import type { Category, FaceFeedback, FaceMatch } from '@omoide/contract';

export type MatchResult = FaceMatch['data'][number];
export type MatchChild = MatchResult['matches'][number];

/**
 * A verdict given on this page, applied to the cached answer at once: the server keeps it
 * too, so the next fetch agrees. Undoing a "not my child" gives the match back its place.
 */
export function applyFeedback(
  match: FaceMatch,
  childId: number,
  itemId: number,
  verdict: FaceFeedback | null,
): FaceMatch {
  return {
    ...match,
    data: match.data.map((result) =>
      result.image_item.id !== itemId
        ? result
        : {
            ...result,
            matches: result.matches.map((child) =>
              child.child_id === childId ? { ...child, feedback: verdict } : child,
            ),
          },
    ),
  };
}

/** Results without the children the guardian said are not in the photo; a photo left with none goes. */
export function visibleResults(results: readonly MatchResult[]): MatchResult[] {
  return results
    .map((result) => ({
      ...result,
      matches: result.matches.filter((child) => child.feedback !== 'rejected'),
    }))
    .filter((result) => result.matches.length > 0);
}

export interface ResultSection {
  /** The sub-category (or a category holding photos itself); null for one the event info lacks. */
  id: number | null;
  name: string | null;
  results: MatchResult[];
}

export interface ResultGroup {
  /** The top-level category; null for photos of categories the event info does not list. */
  id: number | null;
  name: string | null;
  sections: ResultSection[];
}

/**
 * Results grouped as the event page shows its photos: by category, then sub-category, in the
 * event's order. Inside a section the server's order (best match first) is kept.
 */
export function groupResults(
  results: readonly MatchResult[],
  categories: readonly Category[],
): ResultGroup[] {
  const byCategoryId = new Map<number, MatchResult[]>();
  for (const result of results) {
    const list = byCategoryId.get(result.image_item.category_id) ?? [];
    list.push(result);
    byCategoryId.set(result.image_item.category_id, list);
  }
  const take = (id: number) => {
    const found = byCategoryId.get(id);
    byCategoryId.delete(id);
    return found ?? [];
  };

  const groups: ResultGroup[] = [];
  for (const category of categories) {
    const sections: ResultSection[] = [];
    const own = take(category.id);
    if (own.length > 0) sections.push({ id: category.id, name: null, results: own });
    for (const sub of category.sub_categories) {
      const found = take(sub.id);
      if (found.length > 0) sections.push({ id: sub.id, name: sub.name, results: found });
    }
    if (sections.length > 0) groups.push({ id: category.id, name: category.name, sections });
  }
  const rest = [...byCategoryId.values()].flat();
  if (rest.length > 0)
    groups.push({ id: null, name: null, sections: [{ id: null, name: null, results: rest }] });
  return groups;
}

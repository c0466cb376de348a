import type { LongRunSubInfo } from '@omoide/contract';
import type { EventInfoData } from '@/shared/api/events';

/** The category or sub-category `categoryId` of the event, wherever it sits in the tree. */
export function subCategoryOf(info: EventInfoData, categoryId: number) {
  for (const category of info.categories) {
    if (category.id === categoryId) return category;
    const sub = category.sub_categories.find((candidate) => candidate.id === categoryId);
    if (sub) return sub;
  }
  return null;
}

/**
 * The sale terms (fee after the period, early discount) that price the given photos: one per
 * distinct (sub-)category they belong to, as the photo page prices each of them. With no photo,
 * the terms of every place a photo can sit (each sub-category, or the category without any).
 */
export function saleTermsOf(info: EventInfoData, categoryIds: Iterable<number>): (LongRunSubInfo | null)[] {
  const ids = new Set(categoryIds);
  if (ids.size === 0) {
    for (const category of info.categories) {
      if (category.sub_categories.length === 0) ids.add(category.id);
      for (const sub of category.sub_categories) ids.add(sub.id);
    }
  }
  return [...ids].map((id) => subCategoryOf(info, id)?.long_run_sub_info ?? null);
}

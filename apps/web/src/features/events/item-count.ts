import type { TFunction } from 'i18next';

/** A category's count as its header shows it: "8枚", or "8枚・動画1本" once it holds movies. */
export function itemCountLabel(
  t: TFunction<'events'>,
  category: { photo_count: number; movie_count?: number },
): string {
  const movies = category.movie_count ?? 0;
  // `photo_count` counts every item (the grid's length); movies are told apart when there are any.
  return movies > 0
    ? t('detail.mixedCount', { photos: category.photo_count - movies, movies })
    : t('detail.photoCount', { count: category.photo_count });
}

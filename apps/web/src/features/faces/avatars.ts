import { MAX_OVERLAPPING_AVATARS } from '@omoide/contract';

/** How many avatars of a row are drawn, and how many collapse into "+N" (spec §9). */
export function splitAvatars<T>(
  items: readonly T[],
  max: number = MAX_OVERLAPPING_AVATARS,
): { shown: T[]; overflow: number } {
  if (items.length <= max) return { shown: [...items], overflow: 0 };
  return { shown: items.slice(0, max), overflow: items.length - max };
}

const segmenter =
  typeof Intl !== 'undefined' && 'Segmenter' in Intl
    ? new Intl.Segmenter(undefined, { granularity: 'grapheme' })
    : null;

function firstGrapheme(text: string): string {
  if (segmenter) {
    for (const { segment } of segmenter.segment(text)) return segment;
    return '';
  }
  return Array.from(text)[0] ?? '';
}

/**
 * The letter drawn in a child's avatar. Names in ja, hant and vi put the family name first
 * ("山田 花子", "Nguyễn Thị An"), which siblings share, so the last word stands for the child.
 */
export function initialOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const word = words.at(-1) ?? '';
  return firstGrapheme(word).toLocaleUpperCase() || '?';
}

/** One of a few avatar colours, fixed per child, so a child keeps theirs on every page. */
export const AVATAR_TONES = 5;
export function avatarTone(childId: number): number {
  return ((childId % AVATAR_TONES) + AVATAR_TONES) % AVATAR_TONES;
}

import { HEADER_BG_OFFSET_TITLE_ONLY, HEADER_BG_OFFSET_WITH_CHILD } from '@omoide/contract';

/**
 * Spec §9: the header's background sits lower when the header also carries a child's name,
 * so the picture stays behind the taller text block.
 */
export function headerBackgroundOffset(childName: string | null): number {
  return childName ? HEADER_BG_OFFSET_WITH_CHILD : HEADER_BG_OFFSET_TITLE_ONLY;
}

import { z } from 'zod';
import type { Database } from '../../db/client';
import { readSettingsConstant, writeSettingsConstant } from '../system/system.service';
import { lockFaqStudioMarks } from './content-studio.repo';

/**
 * What operators changed of the standard FAQ in the studio (decision 017), kept as the system
 * constant `faq_studio`: the keys of shipped entries they edited or deleted, the names of
 * shipped categories they relabelled, and whether they reordered the FAQ. The start-up sync
 * leaves all of these alone, so an operator's edit survives every restart and release.
 */
const marksSchema = z.object({
  keys: z.array(z.string()).default([]),
  categories: z.array(z.string()).default([]),
  deletedCategories: z.array(z.string()).default([]),
  ordered: z.boolean().default(false),
});
export type FaqStudioMarks = z.infer<typeof marksSchema>;

export async function readFaqStudioMarks(db: Database): Promise<FaqStudioMarks> {
  const parsed = marksSchema.safeParse((await readSettingsConstant(db, 'faq_studio')) ?? {});
  // A broken row must not stop the start; it only means no mark is known.
  return parsed.success ? parsed.data : { keys: [], categories: [], deletedCategories: [], ordered: false };
}

/** Adds marks, in the caller's transaction (the edit and its mark commit together). */
export async function markFaqAsOperators(
  tx: Database,
  mark: { key?: string | null; category?: string; deletedCategory?: string; ordered?: boolean },
) {
  // Two edits at once must not each write a list without the other's mark.
  await lockFaqStudioMarks(tx);
  const marks = await readFaqStudioMarks(tx);
  const next: FaqStudioMarks = {
    keys: mark.key && !marks.keys.includes(mark.key) ? [...marks.keys, mark.key] : marks.keys,
    categories:
      mark.category && !marks.categories.includes(mark.category)
        ? [...marks.categories, mark.category]
        : marks.categories,
    deletedCategories:
      mark.deletedCategory && !marks.deletedCategories.includes(mark.deletedCategory)
        ? [...marks.deletedCategories, mark.deletedCategory]
        : marks.deletedCategories,
    ordered: marks.ordered || mark.ordered === true,
  };
  await writeSettingsConstant(tx, 'faq_studio', next);
}

import { z } from 'zod';

/** Navigation state the detail page leaves for the list after deleting a child. */
export interface ChildNotice {
  deletedName: string;
}

const noticeSchema = z.object({ deletedName: z.string().min(1) });

export function readChildNotice(state: unknown): ChildNotice | null {
  const parsed = noticeSchema.safeParse(state);
  return parsed.success ? parsed.data : null;
}

import { type InquiryForm, inquiryAcceptedSchema, inquiryFormSchema } from '@omoide/contract';
import { z } from 'zod';
import { STORAGE_KEYS } from '@/shared/config';
import { readJson, removeItem, writeItem } from '@/shared/storage/safe-storage';

/**
 * Spec §3 "Contact draft": what the visitor has typed so far. It lives in sessionStorage, so
 * it survives a reload and the Back button, stays out of other tabs and goes with the tab.
 * Both areas share it: it is the visitor's message, whichever side they write it from.
 */
export interface ContactDraft {
  email: string;
  name: string;
  /** '' until a category is chosen. */
  category: string;
  inquiry_body: string;
}

export const EMPTY_DRAFT: ContactDraft = { email: '', name: '', category: '', inquiry_body: '' };

// Tolerant on read: a field of the wrong type (an old build, a hand edit) becomes empty.
const storedDraftSchema = z.object({
  email: z.string().catch(''),
  name: z.string().catch(''),
  category: z.string().catch(''),
  inquiry_body: z.string().catch(''),
});

export function readContactDraft(): ContactDraft | null {
  const stored = readJson('session', STORAGE_KEYS.contactDraft);
  if (stored === null || typeof stored !== 'object') return null;
  const parsed = storedDraftSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}

export function writeContactDraft(draft: ContactDraft): void {
  const { email, name, category, inquiry_body } = draft;
  writeItem('session', STORAGE_KEYS.contactDraft, JSON.stringify({ email, name, category, inquiry_body }));
}

export function clearContactDraft(): void {
  removeItem('session', STORAGE_KEYS.contactDraft);
}

/** The draft as it will be sent (trimmed, checked as the server checks it), or null if not ready. */
export function draftToSend(draft: ContactDraft | null): InquiryForm | null {
  if (!draft) return null;
  const parsed = inquiryFormSchema.safeParse(draft);
  return parsed.success ? parsed.data : null;
}

/** The answer of a sent inquiry: its reference number and when it was received. */
export type ContactReceipt = z.infer<typeof inquiryAcceptedSchema>;

export function readContactReceipt(): ContactReceipt | null {
  const parsed = inquiryAcceptedSchema.safeParse(readJson('session', STORAGE_KEYS.contactReceipt));
  return parsed.success ? parsed.data : null;
}

export function writeContactReceipt(receipt: ContactReceipt): void {
  writeItem('session', STORAGE_KEYS.contactReceipt, JSON.stringify(receipt));
}

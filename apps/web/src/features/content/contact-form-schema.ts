import { INQUIRY_BODY_MAX, INQUIRY_NAME_MAX, inquiryFormSchema } from '@omoide/contract';
import { z } from 'zod';

/**
 * The contract's inquiry schema (the server's own rules), with the category read from a
 * <select> whose empty first option means "not chosen yet".
 */
export const contactFormSchema = z.object({
  ...inquiryFormSchema.shape,
  category: z.string().pipe(inquiryFormSchema.shape.category),
});

export type ContactField = 'email' | 'name' | 'category' | 'inquiry_body';
export const CONTACT_FIELDS: readonly ContactField[] = ['email', 'name', 'category', 'inquiry_body'];

export function isContactField(value: string): value is ContactField {
  return (CONTACT_FIELDS as readonly string[]).includes(value);
}

/** Longest accepted value per field (the e-mail limit is the one of the contract schema). */
export const CONTACT_MAX: Record<ContactField, number> = {
  email: 254,
  name: INQUIRY_NAME_MAX,
  category: 0,
  inquiry_body: INQUIRY_BODY_MAX,
};

/** Suffixes of the `content:contact.errors.*` keys the form shows. */
export type ContactErrorKey = 'required' | 'email' | 'tooLong' | 'invalidCharacters' | 'category';

interface IssueLike {
  code?: string;
  input?: unknown;
  format?: string;
}

/**
 * zod error map: each issue becomes the key of a translated message; the page translates it
 * (with the field's limit) at render, so a language switch re-translates errors on screen.
 */
export function contactErrorKey(issue: IssueLike): ContactErrorKey {
  const empty = typeof issue.input !== 'string' || issue.input.trim() === '';
  switch (issue.code) {
    case 'invalid_value':
      return 'category';
    case 'too_big':
      return 'tooLong';
    case 'custom':
      return 'invalidCharacters';
    case 'invalid_format':
      return empty ? 'required' : 'email';
    default:
      return 'required';
  }
}

import { z } from 'zod';
import { TEXT_LANGUAGES } from '../locale.js';

/** A text in every language (news, FAQ, an event's names as shown). */
export const langTextSchema = z.object(
  Object.fromEntries(TEXT_LANGUAGES.map((l) => [l, z.string()])) as {
    [K in (typeof TEXT_LANGUAGES)[number]]: z.ZodString;
  },
);

/** News (spec §3 Content), in the request's language: `GET /api/info/news`. */
export const newsItemSchema = z.object({
  id: z.number().int(),
  display_text: z.string(),
  body_html: z.string(),
  published_t: z.number().int(),
});
export const newsListSchema = z.object({ news: z.array(newsItemSchema) });
export type NewsItem = z.infer<typeof newsItemSchema>;

/** `GET /api/info/news/all_lang`: every language of each text. */
export const newsItemAllLangSchema = newsItemSchema.extend({
  display_text: langTextSchema,
  body_html: langTextSchema,
});
export const newsListAllLangSchema = z.object({ news: z.array(newsItemAllLangSchema) });
export type NewsItemAllLang = z.infer<typeof newsItemAllLangSchema>;

/** FAQ (spec §3 Content): categories and FAQs; `name` is the /faq/{categoryName} segment. */
export const faqCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  display_text: z.string(),
});
export const faqSchema = z.object({
  id: z.number().int(),
  category_id: z.number().int(),
  title: z.string(),
  body_html: z.string(),
});
export const faqListSchema = z.object({ categories: z.array(faqCategorySchema), faqs: z.array(faqSchema) });
export type FaqList = z.infer<typeof faqListSchema>;

export const faqListAllLangSchema = z.object({
  categories: z.array(faqCategorySchema.extend({ display_text: langTextSchema })),
  faqs: z.array(faqSchema.extend({ title: langTextSchema, body_html: langTextSchema })),
});
export type FaqListAllLang = z.infer<typeof faqListAllLangSchema>;

/** What a contact-form inquiry is about (spec §3 Contact draft `category`). */
export const INQUIRY_CATEGORIES = [
  'order',
  'payment',
  'download',
  'print',
  'account',
  'face',
  'other',
] as const;
export type InquiryCategory = (typeof INQUIRY_CATEGORIES)[number];
export const INQUIRY_BODY_MAX = 4000;
export const INQUIRY_NAME_MAX = 100;

// A name goes into a mail's text: no control characters (no line breaks, no header tricks).
const noControlCharacters = (value: string) =>
  [...value].every((ch) => {
    const code = ch.codePointAt(0)!;
    return code >= 0x20 && code !== 0x7f;
  });

/** `POST /api/inquiry/form` body (spec §7): the contact draft of spec §3. */
export const inquiryFormSchema = z.object({
  email: z.string().trim().max(254).email(),
  name: z.string().trim().min(1).max(INQUIRY_NAME_MAX).refine(noControlCharacters),
  category: z.enum(INQUIRY_CATEGORIES),
  inquiry_body: z.string().trim().min(1).max(INQUIRY_BODY_MAX),
});
export type InquiryForm = z.infer<typeof inquiryFormSchema>;
export const inquiryAcceptedSchema = z.object({ inquiry_id: z.number().int(), received_t: z.number().int() });

import { z } from 'zod';
import { TEXT_LANGUAGES } from '../locale.js';
import { LEGAL_TEXT_FIELDS, type LegalTextField } from './legal.js';
import { systemConstantSchema } from './system.js';

/**
 * The installation's content in the studio (issue #15 "Content and support"): news, the FAQ,
 * the legal pages' operator details and the system constants. Texts come in every language
 * (ja, hant, vi and the default en-US); times are epoch seconds.
 */

export const MAX_CONTENT_TITLE = 200;
export const MAX_CONTENT_BODY = 20_000;
export const MAX_LEGAL_FIELD = 500;

const id = z.coerce.number().int().positive().max(2_147_483_647);
const epochSeconds = z.number().int().min(0).max(4_102_444_800);

const langOf = (one: z.ZodString) =>
  z.object(
    Object.fromEntries(TEXT_LANGUAGES.map((l) => [l, one])) as {
      [K in (typeof TEXT_LANGUAGES)[number]]: z.ZodString;
    },
  );

/** A title in every language; the default (en-US) is required, it is what others fall back to. */
export const contentTitleSchema = langOf(z.string().trim().max(MAX_CONTENT_TITLE)).refine(
  (text) => text['en-US'].length > 0,
  { path: ['en-US'] },
);
export const contentBodySchema = langOf(z.string().max(MAX_CONTENT_BODY));
export type ContentLangText = z.infer<typeof contentBodySchema>;

export const newsIdParamsSchema = z.object({ news_id: id });
export const faqCategoryIdParamsSchema = z.object({ faq_category_id: id });
export const faqIdParamsSchema = z.object({ faq_id: id });

/** A news item as the studio edits it (every language, the stored, sanitised body). */
export const studioNewsSchema = z.object({
  id: z.number().int(),
  display_text: contentBodySchema,
  body_html: contentBodySchema,
  published_t: z.number().int(),
});
export type StudioNews = z.infer<typeof studioNewsSchema>;
export const studioNewsListSchema = z.object({ news: z.array(studioNewsSchema) });
export type StudioNewsList = z.infer<typeof studioNewsListSchema>;

/** `POST /api/studio/news`, `PUT /api/studio/news/{news_id}`. */
export const studioNewsBodySchema = z.object({
  display_text: contentTitleSchema,
  body_html: contentBodySchema,
  published_t: epochSeconds,
});
export type StudioNewsBody = z.infer<typeof studioNewsBodySchema>;

/** `POST /api/studio/content/preview`: bodies as a buyer will receive them. */
export const studioPreviewBodySchema = z.object({ body_html: contentBodySchema });
export const studioPreviewAnswerSchema = z.object({ body_html: contentBodySchema });

export const studioFaqCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  display_text: contentBodySchema,
  sort_order: z.number().int(),
});
export type StudioFaqCategory = z.infer<typeof studioFaqCategorySchema>;

export const studioFaqSchema = z.object({
  id: z.number().int(),
  category_id: z.number().int(),
  /** Shipped standard entry (decision 017); null once an operator edited it, or for their own. */
  key: z.string().nullable(),
  title: contentBodySchema,
  body_html: contentBodySchema,
  sort_order: z.number().int(),
});
export type StudioFaq = z.infer<typeof studioFaqSchema>;

/** `GET /api/studio/faq`. */
export const studioFaqAnswerSchema = z.object({
  categories: z.array(studioFaqCategorySchema),
  faqs: z.array(studioFaqSchema),
});
export type StudioFaqAnswer = z.infer<typeof studioFaqAnswerSchema>;

/** `POST /api/studio/faq/categories` (name: the /faq/{name} address), `PATCH` of one. */
export const studioFaqCategoryBodySchema = z.object({
  name: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9-]{0,39}$/),
  display_text: contentTitleSchema,
});
export type StudioFaqCategoryBody = z.infer<typeof studioFaqCategoryBodySchema>;

/** `POST /api/studio/faq/entries`, `PUT /api/studio/faq/entries/{faq_id}`. */
export const studioFaqBodySchema = z.object({
  category_id: id,
  title: contentTitleSchema,
  body_html: contentBodySchema,
});
export type StudioFaqBody = z.infer<typeof studioFaqBodySchema>;

/** `PUT /api/studio/faq/order`: categories and, per category, its entries, in their new order. */
export const studioFaqOrderSchema = z.object({
  category_ids: z.array(id).max(500),
  faq_ids: z.array(id).max(5000),
});
export type StudioFaqOrder = z.infer<typeof studioFaqOrderSchema>;

const legalText = langOf(z.string().trim().max(MAX_LEGAL_FIELD));
export const legalSettingsSchema = z.object({
  ...(Object.fromEntries(LEGAL_TEXT_FIELDS.map((f) => [f, legalText])) as Record<
    LegalTextField,
    typeof legalText
  >),
  phone: z
    .string()
    .trim()
    .max(40)
    .regex(/^[0-9+()\- ]*$/),
  email: z.union([z.literal(''), z.string().trim().max(254).email()]),
});
export type LegalSettings = z.infer<typeof legalSettingsSchema>;

/** `GET`/`PUT /api/studio/constants`: the constants of spec §3 an operator edits. */
export const studioConstantsSchema = systemConstantSchema.omit({ is_authenticated: true }).extend({
  uri: z.object({
    home: z.string().trim().min(1).max(500),
    password_reminder: z.string().trim().min(1).max(500),
  }),
  shipping_fee: z.object({
    print_large_in_tax: z.number().int().min(0).max(100_000),
    print_standard_in_tax: z.number().int().min(0).max(100_000),
  }),
});
export type StudioConstants = z.infer<typeof studioConstantsSchema>;

export const studioOkSchema = z.object({ ok: z.literal(true) });

import { z } from 'zod';
import { longRunSubInfoSchema } from './events.js';

/**
 * Categories, purchase periods and price tables of an event in the studio (issue #15
 * "Catalogue"). Amounts are whole units of the event's currency (spec §3: yen, USD, TWD,
 * VND), tax included; times are epoch seconds.
 */

/** The largest amount accepted (fits the database's integer with room to spare). */
export const MAX_STUDIO_AMOUNT = 1_000_000_000;
export const MAX_CATEGORY_NAME = 100;

const id = z.coerce.number().int().positive().max(2_147_483_647);
const amount = z.number().int().min(0).max(MAX_STUDIO_AMOUNT);
const epochSeconds = z.number().int().min(0).max(4_102_444_800);

/** A name in the three locales; an empty one falls back to the default `name` for buyers. */
export const categoryNameLangSchema = z.object({
  ja: z.string().trim().max(MAX_CATEGORY_NAME),
  hant: z.string().trim().max(MAX_CATEGORY_NAME),
  vi: z.string().trim().max(MAX_CATEGORY_NAME),
});
export type CategoryNameLang = z.infer<typeof categoryNameLangSchema>;

/** The event a page is about: its heading and the currency its amounts are in. */
export const studioEventHeadSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  currency_type_id: z.number().int(),
});
export type StudioEventHead = z.infer<typeof studioEventHeadSchema>;

export const studioSubCategorySchema = z.object({
  id: z.number().int(),
  parent_id: z.number().int().nullable(),
  name: z.string(),
  name_lang: categoryNameLangSchema,
  sort_order: z.number().int(),
  /** Every item held, in any state (a category holding any cannot be deleted). */
  photo_count: z.number().int(),
  long_run_sub_info: longRunSubInfoSchema,
});
export type StudioSubCategory = z.infer<typeof studioSubCategorySchema>;

export const studioCategorySchema = studioSubCategorySchema.extend({
  sub_categories: z.array(studioSubCategorySchema),
});
export type StudioCategory = z.infer<typeof studioCategorySchema>;

/** `GET /api/studio/events/{event_id}/categories`. */
export const studioCategoriesAnswerSchema = z.object({
  event: studioEventHeadSchema,
  categories: z.array(studioCategorySchema),
  /** The cheapest price of the event (a discount may not exceed it); null when none is set. */
  cheapest_price: z.number().int().nullable(),
});
export type StudioCategoriesAnswer = z.infer<typeof studioCategoriesAnswerSchema>;

/** `POST /api/studio/events/{event_id}/categories`: a category, or a sub-category of `parent_id`. */
export const categoryCreateBodySchema = z.object({
  name: z.string().trim().min(1).max(MAX_CATEGORY_NAME),
  name_lang: categoryNameLangSchema.optional(),
  parent_id: id.nullable().optional(),
});
export type CategoryCreateBody = z.input<typeof categoryCreateBodySchema>;

/** `PATCH /api/studio/categories/{category_id}`: the default name and the three translations. */
export const categoryRenameBodySchema = z.object({
  name: z.string().trim().min(1).max(MAX_CATEGORY_NAME),
  name_lang: categoryNameLangSchema,
});
export type CategoryRenameBody = z.input<typeof categoryRenameBodySchema>;

/**
 * `PUT /api/studio/categories/{category_id}/period`: a sub-category's purchase period (spec §3
 * `long_run_sub_info`, §9): `expired_append_cost_in_tax` more per item bought after
 * `expired_time_t`, `discount_cost_in_tax` less per item bought before `discount_end_time_t`.
 */
export const categoryPeriodBodySchema = z.object({
  expired_time_t: epochSeconds.nullable(),
  expired_append_cost_in_tax: amount,
  discount_end_time_t: epochSeconds.nullable(),
  discount_cost_in_tax: amount,
});
export type CategoryPeriodBody = z.infer<typeof categoryPeriodBodySchema>;

/** `PUT /api/studio/events/{event_id}/category_order`: the siblings of `parent_id`, in their new order. */
export const categoryOrderBodySchema = z.object({
  parent_id: id.nullable(),
  category_ids: z.array(id).min(1).max(1000),
});
export type CategoryOrderBody = z.input<typeof categoryOrderBodySchema>;

export const studioPriceSchema = z.object({
  price_type_id: z.number().int(),
  size_id: z.number().int(),
  unit_price: z.number().int(),
});
export type StudioPrice = z.infer<typeof studioPriceSchema>;

/** `GET` and `PUT /api/studio/events/{event_id}/prices`. */
export const studioPricesAnswerSchema = z.object({
  event: studioEventHeadSchema,
  /** Sizes on sale; a size absent is not sold. */
  prices: z.array(studioPriceSchema),
  /** The largest discount of the event's sub-categories: no price may be below it. */
  largest_discount: z.number().int(),
  /**
   * Orders of the event that were paid (issue 29): they keep the prices they were bought at; a
   * change is asked to be confirmed (`confirm`) and applies to carts from then on.
   */
  paid_orders: z.number().int(),
});
export type StudioPricesAnswer = z.infer<typeof studioPricesAnswerSchema>;

/** The whole price table: every size sold with its price; sizes left out stop being sold. */
export const pricesBodySchema = z.object({
  prices: z
    .array(z.object({ size_id: z.number().int().positive().max(32_767), unit_price: amount }))
    .max(100),
  /** The operator confirmed a change while the event has paid orders. */
  confirm: z.boolean().default(false),
});
export type PricesBody = z.infer<typeof pricesBodySchema>;

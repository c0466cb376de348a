import { z } from 'zod';
import { CHILD_RELATIONSHIP_KEYS, type ChildRelationship } from '../reference/child-relationships.js';
import { requiredText } from '../reference/input-schemas.js';

/** `GET /api/user/info` (spec §3 User). */
export const userInfoSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  display_name: z.string(),
  locale: z.string(),
  organizations: z.array(z.object({ id: z.number().int(), name: z.string() })),
  children_count: z.number().int(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

const relationshipSchema = z.enum(CHILD_RELATIONSHIP_KEYS as [ChildRelationship, ...ChildRelationship[]]);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** A child of a member (spec §3 User: children list, child detail). */
export const childSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  name_kana: z.string().nullable(),
  birthday: isoDate.nullable(),
  class_name: z.string().nullable(),
  relationship: relationshipSchema,
  face_image_count: z.number().int(),
  created_t: z.number().int(),
});
export type Child = z.infer<typeof childSchema>;
export const childListSchema = z.object({ children: z.array(childSchema) });

/** `POST /api/user/child`. */
export const childCreateBodySchema = z.object({
  name: requiredText(100),
  name_kana: requiredText(100).nullable().optional(),
  birthday: isoDate
    .refine(
      (v) => !Number.isNaN(Date.parse(v)) && Date.parse(v) <= Date.now(),
      'birthday must be a past date',
    )
    .nullable()
    .optional(),
  class_name: requiredText(100).nullable().optional(),
  relationship: relationshipSchema,
});
/** `PATCH /api/user/child/{child_id}`: any subset of the fields. */
export const childUpdateBodySchema = childCreateBodySchema.partial();
export const childIdParamsSchema = z.object({
  child_id: z.coerce.number().int().positive().max(2_147_483_647),
});

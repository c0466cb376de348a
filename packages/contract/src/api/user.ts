import { z } from 'zod';
import { CHILD_RELATIONSHIP_KEYS, type ChildRelationship } from '../reference/child-relationships.js';
import { optionalText, requiredText, zipCodeSchema } from '../reference/input-schemas.js';
import { PREFECTURE_CODES } from '../reference/prefectures.js';
import { orderAddressSchema } from './orders.js';

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
  /** `guardian`: shared with this member by its owner (family sharing); read-only to them. */
  access: z.enum(['owner', 'guardian']),
  /** The owner's display name when the child is shared with this member, else null. */
  shared_by: z.string().nullable(),
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

/**
 * An address as the address book keeps it (spec §3 address fields): a saved address is for
 * shipping, so postal code, prefecture and street are required, unlike on the order form.
 */
export const addressFieldsSchema = orderAddressSchema.extend({
  zip_code: zipCodeSchema,
  prefecture_id: z.enum(PREFECTURE_CODES as [string, ...string[]]),
  address1: requiredText(100),
});
export type AddressFields = z.infer<typeof addressFieldsSchema>;

/** `PUT /api/user/address/home`: the member's own address (the order form's buyer address). */
export const homeAddressBodySchema = addressFieldsSchema;

/** `POST /api/user/address`: a saved shipping address; `label` is the member's name for it. */
export const savedAddressBodySchema = addressFieldsSchema.extend({
  label: optionalText(30),
  is_default: z.boolean().optional().default(false),
});
// Optional texts without the '' default: a field left out of a PATCH stays as it is.
const changedText = (max: number) => z.string().trim().max(max).optional();
/** `PATCH /api/user/address/{address_id}`: any subset of the fields. */
export const savedAddressUpdateBodySchema = addressFieldsSchema
  .extend({
    full_name_kana: changedText(60),
    address2: changedText(100),
    address3: changedText(100),
    label: changedText(30),
    is_default: z.boolean(),
  })
  .partial();
export const addressIdParamsSchema = z.object({
  address_id: z.coerce.number().int().positive().max(2_147_483_647),
});

const storedAddressSchema = z.object({
  full_name: z.string(),
  full_name_kana: z.string(),
  zip_code: z.string(),
  prefecture_id: z.string(),
  address1: z.string(),
  address2: z.string(),
  address3: z.string(),
  tel: z.string(),
  updated_t: z.number().int(),
});
export const savedAddressSchema = storedAddressSchema.extend({
  id: z.number().int(),
  label: z.string(),
  is_default: z.boolean(),
});
export type SavedAddress = z.infer<typeof savedAddressSchema>;
export type StoredAddress = z.infer<typeof storedAddressSchema>;

/** `GET /api/user/address` and the answer of every change: the whole book, default first. */
export const addressBookSchema = z.object({
  home_address: storedAddressSchema.nullable(),
  shipping_addresses: z.array(savedAddressSchema),
  max_shipping_addresses: z.number().int(),
});
export type AddressBook = z.infer<typeof addressBookSchema>;

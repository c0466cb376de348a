import { MAX_SHIPPING_ADDRESSES } from '@omoide/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { organizations } from './catalogue';
import { createdAt } from './columns';

/** A signed-in buyer (spec §1 member). E-mail is stored lower-cased; the password as argon2id. */
export const members = pgTable('members', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash'),
  displayName: text('display_name').notNull(),
  locale: text('locale').notNull().default('ja'),
  createdAt: createdAt(),
});

/** Which organisations a member belongs to: their events appear in the organisation lists. */
export const memberOrganizations = pgTable(
  'member_organizations',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.organizationId] }),
    index('member_orgs_org_idx').on(t.organizationId),
  ],
);

/**
 * A member's address book (spec §3 address fields): the home address in slot 0, saved
 * shipping addresses in slots 1..10. The slot makes the cap a database rule: an insert takes
 * a free slot, and two at once cannot take the same one (unique), so no count can race past it.
 */
export const memberAddresses = pgTable(
  'member_addresses',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    slot: integer('slot').notNull(),
    /** The member's own name for it ("実家"); empty for the home address. */
    label: text('label').notNull().default(''),
    fullName: text('full_name').notNull(),
    fullNameKana: text('full_name_kana').notNull().default(''),
    zipCode: text('zip_code').notNull(),
    prefectureId: text('prefecture_id').notNull(),
    address1: text('address1').notNull(),
    address2: text('address2').notNull().default(''),
    address3: text('address3').notNull().default(''),
    tel: text('tel').notNull(),
    /** The shipping address the order form starts with; at most one per member. */
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('member_addresses_slot_uq').on(t.memberId, t.slot),
    uniqueIndex('member_addresses_default_uq').on(t.memberId).where(sql`${t.isDefault}`),
    check(
      'member_addresses_slot_range',
      sql`${t.slot} BETWEEN 0 AND ${sql.raw(String(MAX_SHIPPING_ADDRESSES))}`,
    ),
    check('member_addresses_home_not_default', sql`${t.slot} > 0 OR NOT ${t.isDefault}`),
    check('member_addresses_zip', sql`${t.zipCode} ~ '^[0-9]{7}$'`),
  ],
);

import { index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
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

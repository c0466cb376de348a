import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { events, imageItems } from './catalogue';
import { createdAt } from './columns';
import { children } from './identity';
import { members } from './members';

/**
 * A second guardian of a child (family sharing): sees the child, runs its face matches and
 * buys on their own account. Only the owner (`children.member_id`) changes the child.
 */
export const childGuardians = pgTable(
  'child_guardians',
  {
    childId: integer('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.childId, t.memberId] }),
    index('child_guardians_member_idx').on(t.memberId),
  ],
);

/**
 * An invitation mailed to a would-be guardian: single use, expiring, the link's secret kept
 * only as SHA-256. It ends accepted, cancelled by the owner, or expired.
 */
export const childInvitations = pgTable(
  'child_invitations',
  {
    id: serial('id').primaryKey(),
    childId: integer('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    inviterMemberId: integer('inviter_member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenSha256: text('token_sha256').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: integer('accepted_by').references(() => members.id, { onDelete: 'set null' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('child_invitations_child_idx').on(t.childId, t.createdAt)],
);

/** A member's opt-in to "new photos of this child" mails (off unless a row exists). */
export const childPhotoAlerts = pgTable(
  'child_photo_alerts',
  {
    childId: integer('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** When the member agreed to the alert wording (their consent). */
    createdAt: createdAt(),
    /**
     * The origin the member turned the alert on from: the alert job has no request, and
     * without PUBLIC_URL its mail links there (decision 026, as `orders.site_origin`).
     */
    siteOrigin: text('site_origin'),
  },
  (t) => [primaryKey({ columns: [t.childId, t.memberId] })],
);

/** Photos already announced to a member for a child: a photo is never mailed twice. */
export const childPhotoAlertsSent = pgTable(
  'child_photo_alerts_sent',
  {
    childId: integer('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    imageItemId: integer('image_item_id')
      .notNull()
      .references(() => imageItems.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** The face model and rule the photo was found under (null: before versions were kept). */
    ruleVersion: text('rule_version'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.childId, t.memberId, t.imageItemId] })],
);

/**
 * An event with newly indexed photos, waiting for the alert run: each indexed photo pushes
 * `due_at` later, so a batch of uploads is announced once, after indexing settles.
 */
export const photoAlertBatches = pgTable('photo_alert_batches', {
  eventId: integer('event_id')
    .primaryKey()
    .references(() => events.id, { onDelete: 'cascade' }),
  dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
});

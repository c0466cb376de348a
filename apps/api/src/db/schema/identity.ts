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
import { events } from './catalogue';
import { createdAt } from './columns';
import { members } from './members';

/**
 * A signed-in session (a token family): every token carries its id. Refresh checks it (so
 * logout revokes the ability to refresh), slides `refresh_expires_at` (never past
 * `ends_at`) and rotates the token: only the newest token's id is accepted, kept as its
 * SHA-256; an older one presented again means a copied token, and the family is revoked
 * (docs/decisions/015-guest-sessions.md). `app_from` records the partner app of a bridge entry.
 */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: ['member', 'guest'] }).notNull(),
    subjectId: text('subject_id').notNull(),
    appFrom: text('app_from'),
    isPreview: boolean('is_preview').notNull().default(false),
    refreshExpiresAt: timestamp('refresh_expires_at', { withTimezone: true }).notNull(),
    /** The absolute end of the session, whatever the sliding. Null: sessions from before it. */
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** SHA-256 of the newest token's id. Null: a session from before rotation (any of its tokens). */
    tokenIdSha256: text('token_id_sha256'),
    /** The token it replaced, accepted for a few seconds (two tabs refreshing at once). */
    previousTokenIdSha256: text('previous_token_id_sha256'),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    /**
     * SHA-256 of the device cookie of the client that holds the newest token (set at sign-in,
     * taken over by each rotation): the grace window answers only that client.
     */
    deviceSha256: text('device_sha256'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Why it was revoked: 'logout', 'reuse' (a replaced token came back), 'deleted' (its person) or 'password' (changed). */
    revokedReason: text('revoked_reason'),
    createdAt: createdAt(),
  },
  (t) => [index('auth_sessions_subject_idx').on(t.kind, t.subjectId)],
);

/** One-time, short-lived bridge hashes (stored as SHA-256; the hash itself is never kept). */
export const bridgeHashes = pgTable('bridge_hashes', {
  hashSha256: text('hash_sha256').primaryKey(),
  memberId: integer('member_id')
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * A mailed "forgot password" link (stored as SHA-256), bound to the member and the address it
 * went to: used once, short-lived, replaced by a newer link and ended by any password change.
 */
export const memberPasswordResets = pgTable(
  'member_password_resets',
  {
    keySha256: text('key_sha256').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** The address the link was mailed to: if the member's address changes, the link dies. */
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Used, replaced by a newer link, or ended by a password change. */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('member_password_resets_member_idx').on(t.memberId)],
);

/** A guest buyer, identified by a verified e-mail address (spec §1). */
export const guests = pgTable('guests', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  createdAt: createdAt(),
});

/** A pending e-mail check: a 6-digit code (stored hashed), its expiry and wrong attempts. */
export const guestEmailChecks = pgTable(
  'guest_email_checks',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('guest_email_checks_email_idx').on(t.email, t.createdAt)],
);

/** Events a buyer opened with an event code: they may see them from then on. */
export const buyerEvents = pgTable(
  'buyer_events',
  {
    kind: text('kind', { enum: ['member', 'guest'] }).notNull(),
    subjectId: text('subject_id').notNull(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.subjectId, t.eventId] })],
);

/** A member's child (spec §3 User); face images and match feedback are in `faces.ts`. */
export const children = pgTable(
  'children',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    nameKana: text('name_kana'),
    birthday: text('birthday'),
    className: text('class_name'),
    relationship: text('relationship').notNull(),
    /** When the guardian agreed to face matching for this child (before the first face image). */
    faceConsentAt: timestamp('face_consent_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('children_member_idx').on(t.memberId),
    check('children_birthday_iso', sql`${t.birthday} IS NULL OR ${t.birthday} ~ '^\\d{4}-\\d{2}-\\d{2}$'`),
  ],
);

/**
 * An operator's preview of an event as a buyer sees it, even unpublished (spec §3 isPreview):
 * the operator's preview member may see this event until `expires_at`.
 */
export const eventPreviews = pgTable(
  'event_previews',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('event_previews_member_event_uq').on(t.memberId, t.eventId)],
);

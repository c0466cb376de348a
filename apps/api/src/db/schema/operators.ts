import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { organizations } from './catalogue';
import { createdAt, updatedAt } from './columns';

/**
 * A studio account (photographer, school staff), apart from buyers: an operator never signs
 * in as a member and a member never reaches the studio. The password uses the members' hashing.
 */
export const operators = pgTable('operators', {
  id: serial('id').primaryKey(),
  /** Lower-cased, so one person has one account whatever they type. */
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  passwordHash: text('password_hash').notNull(),
  status: text('status', { enum: ['active', 'disabled'] })
    .notNull()
    .default('active'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** What an operator may do in one organisation (docs/decisions/016). */
export const operatorMemberships = pgTable(
  'operator_memberships',
  {
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['owner', 'staff', 'support'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.operatorId, t.organizationId] }),
    index('operator_memberships_org_idx').on(t.organizationId),
  ],
);

/** A signed-in studio session: every operator token names it, and sign-out revokes it at once. */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: text('id').primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('operator_sessions_operator_idx').on(t.operatorId)],
);

/** An invitation mailed to a colleague: single use, expiring; only its SHA-256 is kept. */
export const operatorInvitations = pgTable(
  'operator_invitations',
  {
    id: serial('id').primaryKey(),
    tokenSha256: text('token_sha256').notNull().unique(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: ['owner', 'staff', 'support'] }).notNull(),
    invitedBy: integer('invited_by').references(() => operators.id, { onDelete: 'set null' }),
    /** The inviter's language: the mail was written in it, and the accept page opens in it. */
    language: text('language').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('operator_invitations_org_idx').on(t.organizationId)],
);

/** A personal key for automation (the import CLI): shown once, kept as SHA-256, revocable. */
export const operatorApiKeys = pgTable(
  'operator_api_keys',
  {
    id: serial('id').primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The first characters of the key, shown in lists so an owner can tell keys apart. */
    prefix: text('prefix').notNull(),
    keySha256: text('key_sha256').notNull().unique(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('operator_api_keys_operator_idx').on(t.operatorId)],
);

/**
 * Every operator change: who (an operator, through a session or one of their keys), what,
 * when, before and after. Append-only (a trigger refuses UPDATE and DELETE); no foreign keys,
 * so the record outlives the accounts and rows it names. Personal changes (own password, own
 * keys) carry no organisation.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    organizationId: integer('organization_id'),
    actorOperatorId: integer('actor_operator_id'),
    actorApiKeyId: integer('actor_api_key_id'),
    /** The actor as shown at the time (e-mail, or "bootstrap key"): names change, history does not. */
    actorLabel: text('actor_label').notNull(),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_org_at_idx').on(t.organizationId, t.at),
    index('audit_log_actor_idx').on(t.actorOperatorId, t.at),
  ],
);

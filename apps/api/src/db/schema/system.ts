import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';

/**
 * Operator-editable constants (spec §3 "System constant"): one row per key, the value as JSON.
 * Keys: `uri`, `shipping_fee`, `css`. Seeded by a migration so every database has them.
 */
export const systemConstants = pgTable('system_constants', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

import { index, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * Mail written by the embedded mode's transport instead of SMTP (DESIGN §4): the developer
 * and the end-to-end tests read it at /dev/mail. Not used when SMTP_URL is set.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    from: text('from').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    headers: jsonb('headers').$type<Record<string, string>>(),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_to_idx').on(t.to, t.createdAt)],
);

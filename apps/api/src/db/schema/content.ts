import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, langText } from './columns';
import { operators } from './operators';

/** News (spec §3 Content): title and sanitised HTML body per language. */
export const news = pgTable(
  'news',
  {
    id: serial('id').primaryKey(),
    displayText: langText('display_text').notNull(),
    bodyHtml: langText('body_html').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('news_published_idx').on(t.publishedAt)],
);

/** FAQ categories: `name` is the URL segment of /faq/{categoryName}. */
export const faqCategories = pgTable('faq_categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  displayText: langText('display_text').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const faqs = pgTable(
  'faqs',
  {
    id: serial('id').primaryKey(),
    /**
     * The entry of the product's standard FAQ (apps/api/src/content/faq) this row carries; the
     * start-up sync keeps such rows equal to the shipped text. Null: an entry of the site's
     * own, which the sync never touches.
     */
    key: text('key').unique(),
    faqCategoryId: integer('faq_category_id')
      .notNull()
      .references(() => faqCategories.id, { onDelete: 'cascade' }),
    title: langText('title').notNull(),
    bodyHtml: langText('body_html').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('faqs_category_idx').on(t.faqCategoryId, t.sortOrder)],
);

/**
 * An inquiry from the contact form (spec §3 Contact draft), kept for the support team. The
 * studio's inbox (issue #15) adds its state: `open` until answered by mail, `answered` after
 * a reply, `closed` when done; the operator it is assigned to; when an operator first read it.
 */
export const inquiries = pgTable(
  'inquiries',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    body: text('body').notNull(),
    language: text('language').notNull(),
    status: text('status', { enum: ['open', 'answered', 'closed'] })
      .notNull()
      .default('open'),
    assigneeOperatorId: integer('assignee_operator_id').references(() => operators.id, {
      onDelete: 'set null',
    }),
    /** The inbox is shared: read once any operator opened it (the inbox shows unread ones bold). */
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('inquiries_created_idx').on(t.createdAt),
    index('inquiries_status_idx').on(t.status, t.createdAt),
  ],
);

/** A reply mailed to an inquiry's sender from the studio, as sent. */
export const inquiryReplies = pgTable(
  'inquiry_replies',
  {
    id: serial('id').primaryKey(),
    inquiryId: integer('inquiry_id')
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    authorOperatorId: integer('author_operator_id').references(() => operators.id, {
      onDelete: 'set null',
    }),
    /** The author's e-mail when it was sent (kept if the account goes). */
    authorLabel: text('author_label').notNull(),
    body: text('body').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('inquiry_replies_inquiry_idx').on(t.inquiryId, t.sentAt)],
);

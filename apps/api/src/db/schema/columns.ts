import type { LangText } from '@omoide/contract';
import { jsonb, timestamp } from 'drizzle-orm/pg-core';

/** A text held in every language (ja, hant, vi, en-US), stored as one JSON object. */
export const langText = (name: string) => jsonb(name).$type<LangText>();

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

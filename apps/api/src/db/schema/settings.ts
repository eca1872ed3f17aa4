import { pgTable, text } from 'drizzle-orm/pg-core';
import { nowStamp } from './columns';

/** Key-value settings kept by the product itself (e.g. the generated JWT secret). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: nowStamp('updated_at'),
});

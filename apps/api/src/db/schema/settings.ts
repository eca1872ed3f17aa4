import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Key-value settings kept by the product itself (e.g. the generated JWT secret). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

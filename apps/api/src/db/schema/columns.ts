import { timestamp, uuid } from 'drizzle-orm/pg-core';

/** A row's own id, drawn by the database. */
export const idColumn = () => uuid('id').primaryKey().defaultRandom();

/** An instant that is set to now when the row is written. */
export const nowStamp = <N extends string>(name: N) =>
  timestamp(name, { withTimezone: true }).notNull().defaultNow();

/** When the row was made and last changed. */
export const timestamps = () => ({ createdAt: nowStamp('created_at'), updatedAt: nowStamp('updated_at') });

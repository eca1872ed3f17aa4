import { uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { nowStamp } from './columns';

/** The user who did something to the row; null once that user is deleted. */
export const byUser = <N extends string>(name: N) =>
  uuid(name).references(() => users.id, { onDelete: 'set null' });

/** When the row was made, and by which user. */
export const createdByUser = () => ({ createdAt: nowStamp('created_at'), createdBy: byUser('created_by') });

/** When the row last changed, and by which user. */
export const updatedByUser = () => ({ updatedAt: nowStamp('updated_at'), updatedBy: byUser('updated_by') });

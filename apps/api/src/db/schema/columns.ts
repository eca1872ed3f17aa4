import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  type ExtraConfigColumn,
  index,
  integer,
  numeric,
  type ReferenceConfig,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/** A row's own id, drawn by the database. */
export const idColumn = () => uuid('id').primaryKey().defaultRandom();

/** An instant that is set to now when the row is written. */
export const nowStamp = <N extends string>(name: N) =>
  timestamp(name, { withTimezone: true }).notNull().defaultNow();

/** When the row was made and last changed. */
export const timestamps = () => ({ createdAt: nowStamp('created_at'), updatedAt: nowStamp('updated_at') });

/**
 * When the row was made and last changed, and by whom: user ids as they were, not references
 * (deleting a user leaves what it wrote as it is).
 */
export const timestampsBy = () => ({
  ...timestamps(),
  createdBy: uuid('created_by'),
  updatedBy: uuid('updated_by'),
});

/** A column builder of any type (uuid, text, integer…): what `belongsTo` makes of it is `R`. */
interface Referable<R> {
  notNull(): { references(ref: ReferenceConfig['ref'], actions: ReferenceConfig['actions']): R };
}

/** The row this one belongs to: `column` is required and the row is deleted with its parent. */
export const belongsTo = <R>(column: Referable<R>, parent: () => AnyPgColumn) =>
  column.notNull().references(parent, { onDelete: 'cascade' });

/** The key of a list read newest first: made last, then the greater id (NULLS FIRST, as the order by). */
export const newestFirst = (t: { createdAt: ExtraConfigColumn; id: ExtraConfigColumn }) =>
  [t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()] as const;

/**
 * A durable outbox's delivery state (lib/outbox.ts runs it): QUEUED until delivered (SENT,
 * DELIVERED…) or FAILED, and the attempts so far.
 */
export const outboxState = <S extends string>() => ({
  status: text('status').$type<S | 'QUEUED'>().notNull().default('QUEUED'),
  attempts: integer('attempts').notNull().default(0),
});

/**
 * A durable outbox's claim: the due time of the next attempt (a claim moves it a lease ahead),
 * and the claim that holds the row (only it may record the outcome).
 */
export const outboxClaim = () => ({
  nextAttemptAt: nowStamp('next_attempt_at'),
  claimToken: uuid('claim_token'),
});

/** The sender's claim: an outbox's due QUEUED rows, oldest due first. */
export const outboxDueIndex = (
  name: string,
  t: { nextAttemptAt: ExtraConfigColumn; status: ExtraConfigColumn },
) => index(name).on(t.nextAttemptAt).where(sql`${t.status} = 'QUEUED'`);

const requiredText = (name: string) => text(name).notNull();
const blankText = (name: string) => text(name).notNull().default('');

/** A text kept in Vietnamese and English: `${key}Vi` in the column `${key}_vi`, `${key}En` in `${key}_en`. */
const bilingual = <K extends string, C>(key: K, column: (name: string) => C) =>
  ({ [`${key}Vi`]: column(`${key}_vi`), [`${key}En`]: column(`${key}_en`) }) as Record<
    `${K}Vi` | `${K}En`,
    C
  >;

/** A required text in Vietnamese and English (`key` is one word: `title` is titleVi in title_vi). */
export const inTwoLanguages = <K extends string>(key: K) => bilingual(key, requiredText);

/** A text in Vietnamese and English that is '' until written (`key` is one word). */
export const inTwoLanguagesOrBlank = <K extends string>(key: K) => bilingual(key, blankText);

/** Kilograms or cubic metres, to the thousandth. */
export const measure = (name: string) => numeric(name, { precision: 14, scale: 3, mode: 'number' });

/** An amount in its currency, to the hundredth. */
export const money = (name: string) => numeric(name, { precision: 16, scale: 2, mode: 'number' });

/** A percentage to the hundredth (a customer's discount). */
export const percent = (name: string) => numeric(name, { precision: 5, scale: 2, mode: 'number' });

/** Whole đồng. */
export const vnd = (name: string) => numeric(name, { precision: 18, scale: 0, mode: 'number' });

/**
 * Prices are text on their way in and out (`mode: 'string'`): a numeric column read as a JS
 * number would round-trip through a binary float. The pricing code reads them into Decimals.
 */
export const exact = (name: string, precision: number, scale: number) =>
  numeric(name, { precision, scale, mode: 'string' });

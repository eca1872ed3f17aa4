import type { PGlite } from '@electric-sql/pglite';
import { fillPlaceholders } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from './client';

const byDb = new WeakMap<Db, Map<string, unknown>>();

/**
 * A prepared statement built once per database under its name: the query builder runs once, and
 * PostgreSQL parses and plans it once per connection. `build` must call `.prepare(name)`.
 */
export function prepared<T>(db: Db, name: string, build: (name: string) => T): T {
  let statements = byDb.get(db);
  if (!statements) {
    statements = new Map();
    byDb.set(db, statements);
  }
  let statement = statements.get(name) as T | undefined;
  if (statement === undefined) {
    statement = build(name);
    statements.set(name, statement);
  }
  return statement;
}

/** A statement's text and parameters, as Drizzle's builders give them (`.toSQL()`). */
export interface StatementText {
  sql: string;
  params: unknown[];
}

/** A named statement that answers its rows as arrays, in the order of its select list. */
export interface RawStatement {
  rows(values: Record<string, unknown>): Promise<unknown[][]>;
}

/**
 * A prepared statement run on the driver itself, its rows answered as arrays: for hot routes
 * whose rows a mapper reads by position, without Drizzle's mapping of each field (about a tenth
 * of a list request's own time in bench:profile). The text is built once, by Drizzle's query
 * builder (placeholders by name, as in `prepared`); PostgreSQL parses it once per connection.
 * The driver's own type parsers apply: a timestamp is a Date, a numeric a string.
 */
export function rawPrepared(
  db: Db,
  name: string,
  build: () => StatementText,
  opts: { planEach?: boolean } = {},
): RawStatement {
  return prepared(db, name, () => {
    const { sql: text, params } = build();
    const client = (db as { $client?: unknown }).$client;
    // planEach: sent unnamed, so PostgreSQL plans it for each call's values and never switches to
    // a generic plan after five calls (a search's best plan depends on its pattern: issue 37).
    const statementName = opts.planEach ? undefined : name;
    if (client instanceof pg.Pool)
      return {
        rows: async (values) =>
          (
            await client.query<unknown[]>({
              name: statementName,
              text,
              values: fillPlaceholders(params, values),
              rowMode: 'array',
            })
          ).rows,
      } satisfies RawStatement;
    const lite = client as PGlite;
    return {
      rows: async (values) =>
        (
          await lite.query<unknown[]>(text, fillPlaceholders(params, values), {
            rowMode: 'array',
          })
        ).rows,
    } satisfies RawStatement;
  });
}

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

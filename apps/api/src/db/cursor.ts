import { randomUUID } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, isEmbedded, rowsOf } from './client';

type Row = Record<string, unknown>;

/**
 * Runs `query` through a server-side cursor and hands its rows over in batches: the caller never
 * holds more than one batch (the Excel exports and the rate-card simulation stream this way).
 *
 * On PostgreSQL the cursor lives in a read transaction on a connection of the pool. The embedded
 * database has one connection, and a transaction holds it until it ends: a year's export sent to a
 * slow phone would freeze every other request for minutes. There the cursor is declared WITH HOLD
 * outside any transaction instead: the database computes the rows once, at the declaration (the
 * time the query takes, not the download), and every fetch is a statement of its own, so other
 * requests run between two batches.
 */
export async function eachBatch<T = Row>(
  db: DbOrTx,
  query: SQL,
  batchSize: number,
  onBatch: (batch: T[]) => Promise<void>,
): Promise<void> {
  if (isEmbedded(db)) {
    const cursor = `report_rows_${randomUUID().replaceAll('-', '')}`;
    await db.execute(sql`declare ${sql.raw(cursor)} no scroll cursor with hold for ${query}`);
    try {
      await fetchAll(db, cursor, batchSize, onBatch);
    } finally {
      await db.execute(sql.raw(`close ${cursor}`));
    }
    return;
  }
  await db.transaction(async (tx) => {
    await tx.execute(sql`declare report_rows no scroll cursor for ${query}`);
    await fetchAll(tx, 'report_rows', batchSize, onBatch);
    await tx.execute(sql`close report_rows`);
  });
}

async function fetchAll<T>(
  db: DbOrTx,
  cursor: string,
  batchSize: number,
  onBatch: (batch: T[]) => Promise<void>,
): Promise<void> {
  for (;;) {
    let batch: T[] | null = await rowsOf<T>(db, sql.raw(`fetch forward ${batchSize} from ${cursor}`));
    const count = batch.length;
    if (count > 0) {
      const written = onBatch(batch);
      // The batch is the callee's now (it lets go of each row as it writes it): nothing here
      // keeps it through the wait.
      batch = null;
      await written;
    }
    if (count < batchSize) break;
  }
}

import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../db/client';
import { type Limit, peek, tooMany } from './rate-limit';

interface Counter {
  /** The shared count as the database last answered it (every instance's hits). */
  shared: number;
  /** Hits being written right now, and hits not yet written. */
  flushing: number;
  pending: number;
  resetAt: Date;
  windowSeconds: number;
}

/**
 * A rate limit for hot public routes (tracking): the same fixed windows in `rate_limits` as
 * `enforce`, so the limit holds across API instances, but without a database write per request.
 * The first hit of a key in a window reads its shared count; later hits count in memory and are
 * added to the shared row in one statement every `flushMs`, which also brings back the other
 * instances' hits. Between two flushes each other instance may overshoot by its own unwritten
 * hits, no more.
 */
export class BatchedLimiter {
  private readonly counters = new Map<string, Counter>();
  private readonly loading = new Map<string, Promise<void>>();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> | undefined;
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly flushMs = 200,
  ) {}

  /** Counts one hit; throws 429 with Retry-After when it goes over the limit. */
  async enforce(limit: Limit, now = new Date()): Promise<void> {
    let c = this.counters.get(limit.key);
    if (!c || c.resetAt <= now) {
      await this.load(limit, now);
      c = this.counters.get(limit.key)!;
    }
    c.pending++;
    this.schedule();
    if (c.shared + c.flushing + c.pending > limit.max) throw tooMany(c.resetAt, now);
  }

  /** Writes every unwritten hit now (tests, shutdown). */
  async flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    while (this.flushing) await this.flushing;
    const batch = [...this.counters].filter(([, c]) => c.pending > 0);
    if (batch.length === 0) return;
    for (const [, c] of batch) {
      c.flushing = c.pending;
      c.pending = 0;
    }
    this.flushing = this.write(batch).finally(() => {
      this.flushing = undefined;
    });
    await this.flushing;
  }

  /** Writes what is left and stops counting in the background (the app is closing). */
  async close(): Promise<void> {
    await this.flush();
    this.closed = true;
    clearTimeout(this.timer);
  }

  private async write(batch: [string, Counter][]) {
    const now = new Date();
    try {
      const rows = await rowsOf<{ key: string; count: number; reset_at: string | Date }>(
        this.db,
        sql`
        insert into rate_limits (key, count, reset_at)
        select * from unnest(
          ${sql.param(batch.map(([k]) => k))}::text[],
          ${sql.param(batch.map(([, c]) => c.flushing))}::int[],
          ${sql.param(batch.map(([, c]) => new Date(now.getTime() + c.windowSeconds * 1000).toISOString()))}::timestamptz[])
        on conflict (key) do update set
          count = case when rate_limits.reset_at <= ${now.toISOString()} then excluded.count
                       else rate_limits.count + excluded.count end,
          reset_at = case when rate_limits.reset_at <= ${now.toISOString()} then excluded.reset_at
                          else rate_limits.reset_at end
        returning key, count, reset_at`,
      );
      const byKey = new Map(rows.map((r) => [r.key, r]));
      for (const [key, c] of batch) {
        const row = byKey.get(key);
        if (row) {
          c.shared = Number(row.count);
          c.resetAt = new Date(row.reset_at);
        }
        c.flushing = 0;
      }
    } catch {
      // Not lost: the hits are written with the next flush.
      for (const [, c] of batch) {
        c.pending += c.flushing;
        c.flushing = 0;
      }
      this.schedule();
    }
    for (const [key, c] of this.counters) {
      if (c.resetAt <= now && c.pending === 0 && c.flushing === 0) this.counters.delete(key);
    }
  }

  private schedule() {
    if (this.timer || this.closed) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.flush();
    }, this.flushMs);
    this.timer.unref();
  }

  /** The shared count of a key at the start of its window here; one read per key and window. */
  private load(limit: Limit, now: Date): Promise<void> {
    let p = this.loading.get(limit.key);
    if (!p) {
      p = (async () => {
        const row = await peek(this.db, limit.key, now);
        const prev = this.counters.get(limit.key);
        this.counters.set(limit.key, {
          shared: row?.count ?? 0,
          flushing: prev?.flushing ?? 0,
          pending: prev && prev.resetAt > now ? prev.pending : 0,
          resetAt: row?.resetAt ?? new Date(now.getTime() + limit.windowSeconds * 1000),
          windowSeconds: limit.windowSeconds,
        });
      })().finally(() => this.loading.delete(limit.key));
      this.loading.set(limit.key, p);
    }
    return p;
  }
}

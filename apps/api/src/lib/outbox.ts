import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Db, rowsOf } from '../db/client';

/** What the runner reads of every claimed row. */
export interface Claimed {
  id: string;
  /** Attempts so far, this one included (the claim counts it). */
  attempts: number;
}

/** One attempt to deliver a row, as its deliverer reports it. */
export interface Attempt {
  ok: boolean;
  /** Kept in `last_error` as given (cleared when delivered). */
  error?: string | null;
  /** The deliverer's own columns of this attempt; `now` is the runner's clock in SQL. */
  set?: (now: SQL) => SQL;
  /**
   * A statement run in the same statement as the record, reading the row just recorded as
   * `recorded` (the table's columns, as updated): what else the outcome changes.
   */
  also?: (now: SQL) => SQL;
  /** The rows `also` returned (none when the claim was no longer this runner's). */
  recorded?: (rows: Record<string, unknown>[]) => void;
}

/** A table the runner works through, and what one kind of outbox supplies. */
export interface OutboxOptions<Row extends Claimed> {
  /** Starts the log lines: `notifications`, `webhooks`. */
  name: string;
  /**
   * The table. It has `id`, `status` (QUEUED, the delivered status, FAILED), `attempts`,
   * `next_attempt_at` (the due time, and the claim's lease), `claim_token` and `last_error`.
   */
  table: string;
  /** The status of a delivered row: SENT, DELIVERED. */
  delivered: string;
  /** The claimed rows as the deliverer reads them: a select from `claimed`. */
  read: (claimed: SQL) => SQL;
  /** A raw row as a Row (the drivers give timestamps and JSON differently). */
  row: (raw: Record<string, unknown>) => Row;
  /** Delivers one row. A throw counts as a failed attempt with the error's message. */
  deliver: (row: Row) => Promise<Attempt>;
  /** The wait after a failed attempt, or null when it was the last one (FAILED). */
  retryAfterMs: (row: Row, now: number) => number | null;
  /** Rows in one of `statuses` whose `column` is older than `days` are deleted, hourly. */
  retention: { days: number; statuses: readonly string[]; column: string; logLine?: string };
  /**
   * How a claim shares the API's thread with requests.
   * - `one-by-one`, for work that takes the CPU (rendering): before each row, a wait while
   *   requests keep the event loop busy; after it, a rest as long as it took (at most 2 s).
   * - `side-by-side`, for work that waits on the network: a wait before the claim; when the
   *   loop is still busy the claim takes 2 rows and a rest as long as they took (at most 1 s)
   *   follows them, else it takes `batch`, delivered all at once.
   */
  share: 'one-by-one' | 'side-by-side';
  /** Rows claimed at once. */
  batch: number;
  /** The wait when nothing is due (1 s). */
  pollMs?: number;
  /** How long a claim holds its rows before another runner may take them again (60 s). */
  leaseMs?: number;
  /** The event loop's busy share above which the runner waits (0.5). */
  busyAbove?: number;
  /** The clock of due times (tests move it); without it, the database's `now()`. */
  clock?: () => number;
  /** After each pass of the loop, and after a drain. */
  afterPass?: () => Promise<void>;
  /** Hourly, before the retention. */
  hourly?: () => Promise<unknown>;
  log: FastifyBaseLogger;
}

const HOURLY_MS = 60 * 60_000;
const BUSY_CLAIM = 2;
const REST_MAX_MS = { 'one-by-one': 2000, 'side-by-side': 1000 } as const;

/**
 * One claim-and-deliver loop for every outbox (ADR 026): claims due rows with
 * `FOR UPDATE SKIP LOCKED` and a lease, hands each to its deliverer, records the outcome
 * (delivered; QUEUED again after the back-off; FAILED after the last attempt), deletes old rows
 * hourly, and gives way to requests while they keep the event loop busy. No transaction is held
 * while a row is delivered; only the holder of a claim's token records its rows.
 */
export class OutboxRunner<Row extends Claimed> {
  private stopped = true;
  private running: Promise<void> | null = null;
  private wake: (() => void) | null = null;
  private timer: NodeJS.Timeout | null = null;
  private lastHourly = 0;
  private readonly table: SQL;

  constructor(
    private readonly db: Db,
    private readonly opts: OutboxOptions<Row>,
  ) {
    this.table = sql`${sql.identifier(opts.table)}`;
  }

  /** Starts the loop in the background; it never holds a request up (it only uses the pool). */
  start() {
    if (!this.stopped) return;
    this.stopped = false;
    this.running = this.loop();
  }

  /** Stops after the rows in hand are recorded; nothing is left half-done. */
  async stop() {
    this.stopped = true;
    this.wake?.();
    await this.running;
    this.running = null;
  }

  /** Hands the loop a row due now at once, instead of at its next poll. */
  poke() {
    this.wake?.();
  }

  /** Delivers every row due now, then returns how many were handled (tests, scripts). */
  async drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const n = await this.pass(false);
      if (n === 0) break;
      total += n;
    }
    await this.opts.afterPass?.();
    return total;
  }

  /** The clock as SQL: the given clock's time, or the database's. */
  private nowSql(): SQL {
    return this.opts.clock ? sql`${new Date(this.opts.clock()).toISOString()}::timestamptz` : sql`now()`;
  }

  /**
   * Takes up to `limit` due rows for the claim `token`: they are locked for the statement only
   * (`FOR UPDATE SKIP LOCKED`: another runner's claim skips them rather than waits), and leased
   * until `leaseMs` from now. A runner that dies leaves them to be taken again once the lease
   * ends; the attempt counts.
   */
  async claim(token: string, limit: number, leaseMs = this.opts.leaseMs ?? 60_000): Promise<Row[]> {
    const t = this.table;
    const now = this.nowSql();
    const rows = await rowsOf<Record<string, unknown>>(
      this.db,
      sql`with claimed as (
          update ${t} set attempts = ${t}.attempts + 1, claim_token = ${token},
            next_attempt_at = ${now} + ${leaseMs} * interval '1 millisecond'
          where ${t}.id in (
            select id from ${t}
            where status = 'QUEUED' and next_attempt_at <= ${now}
            order by next_attempt_at
            limit ${limit}
            for update skip locked)
          returning ${t}.*)
        ${this.opts.read(sql`claimed`)}`,
    );
    return rows.map((r) => this.opts.row({ ...r, attempts: Number(r.attempts) }));
  }

  /** Retention: rows in the retention's statuses older than its days are deleted. */
  async deleteOld(): Promise<number> {
    const { days, statuses, column } = this.opts.retention;
    const res = await this.db.execute(
      sql`delete from ${this.table}
        where status in (${sql.join(
          statuses.map((s) => sql`${s}`),
          sql`, `,
        )})
          and ${sql.identifier(column)} < ${this.nowSql()} - ${days} * interval '1 day'`,
    );
    const gone = (res as unknown as { rowCount?: number }).rowCount ?? 0;
    if (gone && this.opts.retention.logLine)
      this.opts.log.info({ deleted: gone }, this.opts.retention.logLine);
    return gone;
  }

  private async loop() {
    while (!this.stopped) {
      let n = 0;
      try {
        n = await this.pass(true);
        await this.opts.afterPass?.();
        if (Date.now() - this.lastHourly > HOURLY_MS) {
          this.lastHourly = Date.now();
          await this.opts.hourly?.();
          await this.deleteOld();
        }
      } catch (err) {
        if (this.stopped) break;
        this.opts.log.warn({ err }, `${this.opts.name}: the sender could not read the outbox`);
      }
      if (this.stopped) break;
      // A full batch: go on at once (after the requests waiting their turn); else wait a poll.
      await this.pause(n > 0 ? 0 : (this.opts.pollMs ?? 1000));
    }
  }

  private pause(ms: number) {
    return new Promise<void>((resolve) => {
      const done = () => {
        if (this.timer) clearTimeout(this.timer);
        this.timer = null;
        this.wake = null;
        resolve();
      };
      this.wake = done;
      this.timer = ms > 0 ? setTimeout(done, ms) : null;
      if (ms <= 0) setImmediate(done);
    });
  }

  /**
   * One claim and its rows. `polite`: the loop's passes give way to requests; a drain's do not.
   * The rests use timers of their own: the loop's pause (which stop() wakes) may be in use by a
   * drain beside it.
   */
  private async pass(polite: boolean): Promise<number> {
    const token = randomUUID();
    if (this.opts.share === 'one-by-one') {
      const rows = await this.claim(token, this.opts.batch);
      for (const row of rows) {
        if (polite) await this.yieldToRequests();
        const began = performance.now();
        await this.attempt(row, token);
        if (polite) await this.rest(began);
      }
      return rows.length;
    }
    const busy = polite ? await this.yieldToRequests() : false;
    const began = performance.now();
    const rows = await this.claim(token, busy ? BUSY_CLAIM : this.opts.batch);
    await Promise.all(rows.map((row) => this.attempt(row, token)));
    if (busy && rows.length) await this.rest(began);
    return rows.length;
  }

  /** At most half of the thread: a rest as long as the work since `began` took. */
  private async rest(began: number) {
    const ms = Math.min(performance.now() - began, REST_MAX_MS[this.opts.share]);
    if (!this.stopped && ms > 0) await new Promise((r) => setTimeout(r, ms));
  }

  /** Delivers one row and records the outcome; a record that fails is logged (the lease ends). */
  private async attempt(row: Row, token: string) {
    let outcome: Attempt;
    try {
      outcome = await this.opts.deliver(row);
    } catch (err) {
      outcome = { ok: false, error: err instanceof Error ? err.message : String(err) };
    }
    try {
      const rows = await this.record(row, token, outcome);
      outcome.recorded?.(rows);
    } catch (err) {
      this.opts.log.warn({ err, id: row.id }, `${this.opts.name}: could not record a delivery`);
    }
  }

  /** Delivered; or QUEUED again after the back-off; or FAILED. Only the claim's holder records. */
  private async record(row: Row, token: string, a: Attempt) {
    const now = this.nowSql();
    let status: SQL;
    if (a.ok) status = sql`status = ${this.opts.delivered}, last_error = null`;
    else {
      const wait = this.opts.retryAfterMs(row, this.opts.clock?.() ?? Date.now());
      status = sql`status = ${wait == null ? 'FAILED' : 'QUEUED'}, last_error = ${a.error ?? null},
        next_attempt_at = ${now} + ${wait ?? 0} * interval '1 millisecond'`;
    }
    const set = a.set ? sql`, ${a.set(now)}` : sql``;
    return rowsOf<Record<string, unknown>>(
      this.db,
      sql`with recorded as (
          update ${this.table} set ${status}, claim_token = null${set}
          where id = ${row.id} and claim_token = ${token}
          returning *)
        ${a.also ? a.also(now) : sql`select id from recorded`}`,
    );
  }

  /**
   * Requests first: the runner watches the event loop for 5 ms while it is idle itself, and
   * waits while requests keep it busy (more than `busyAbove` of that time), up to 100 ms.
   * Returns whether it was still busy.
   */
  private async yieldToRequests(): Promise<boolean> {
    const busyAbove = this.opts.busyAbove ?? 0.5;
    for (let i = 0; i < 20 && !this.stopped; i++) {
      const start = performance.eventLoopUtilization();
      await new Promise((r) => setTimeout(r, 5));
      if (performance.eventLoopUtilization(start).utilization < busyAbove) return false;
    }
    return true;
  }
}

/** Rows a backlog reading counts at most: a scrape stays one short read however far behind. */
export const BACKLOG_BOUND = 100_000;

/** What an outbox holds back, as the metrics show it (ADR 031). */
export interface Backlog {
  /** QUEUED rows, due or waiting for a retry (at most BACKLOG_BOUND). */
  depth: number;
  /** Seconds since the oldest QUEUED row was written (0 when none). */
  oldestAgeSeconds: number;
  /** Seconds the longest-waiting due row has been due without being taken (0 when none). */
  oldestDueSeconds: number;
}

/** Reads an outbox table's backlog along its due index (QUEUED rows by next attempt). */
export async function outboxBacklog(db: Db, table: string): Promise<Backlog> {
  const t = sql.identifier(table);
  const [row] = await rowsOf<{ depth: number; oldest: number; due: number }>(
    db,
    sql`select count(*)::int as depth,
        coalesce(extract(epoch from now() - min(created_at)), 0)::float8 as oldest,
        coalesce(extract(epoch from now() - min(next_attempt_at) filter (where next_attempt_at <= now())), 0)::float8 as due
      from (select created_at, next_attempt_at from ${t}
        where status = 'QUEUED' order by next_attempt_at limit ${BACKLOG_BOUND}) q`,
  );
  return {
    depth: Number(row?.depth ?? 0),
    oldestAgeSeconds: Math.max(0, Number(row?.oldest ?? 0)),
    oldestDueSeconds: Math.max(0, Number(row?.due ?? 0)),
  };
}

import type pg from 'pg';
import { isDatabaseUnavailable } from './sql';

/**
 * A streaming replica of the primary (issue 22), read by reports, statements and large exports
 * only. Its state is checked every few seconds; a replica that is down or further behind than
 * REPLICA_MAX_LAG_S is not read until it is back, and a query it cannot answer (stopped between
 * two checks) is run again on the primary: the caller never sees the replica fail.
 */
export type ReplicaStatus = 'ok' | 'lagging' | 'down';

export interface ReplicaState {
  status: ReplicaStatus;
  /** Seconds behind the primary at the last check (null while down). */
  lagSeconds: number | null;
  checkedAt: Date | null;
  error?: string;
}

export const REPLICA_APPLICATION_NAME = 'acf-reports';
const CHECK_EVERY_MS = 5_000;

export class ReplicaMonitor {
  state: ReplicaState = { status: 'down', lagSeconds: null, checkedAt: null, error: 'not checked yet' };
  private timer: NodeJS.Timeout | undefined;
  /** Queries answered by the replica and by the primary instead (health and benches read them). */
  readonly counts = { replica: 0, fallback: 0 };

  constructor(
    readonly replica: pg.Pool,
    readonly primary: pg.Pool,
    readonly maxLagSeconds: number,
  ) {}

  usable() {
    return this.state.status === 'ok';
  }

  /**
   * How far behind the replica is: none when it has replayed everything the primary has
   * written (an idle primary writes nothing, so the last replay's age alone would say "late"),
   * otherwise the age of the last transaction it replayed.
   */
  async check(): Promise<ReplicaState> {
    try {
      const { rows: p } = await this.primary.query<{ lsn: string }>(
        'select pg_current_wal_lsn()::text as lsn',
      );
      const { rows: r } = await this.replica.query<{ standby: boolean; behind: number; age: number | null }>(
        `select pg_is_in_recovery() as standby,
           coalesce(pg_wal_lsn_diff($1::pg_lsn, pg_last_wal_replay_lsn()), 0)::float8 as behind,
           extract(epoch from now() - pg_last_xact_replay_timestamp())::float8 as age`,
        [p[0]!.lsn],
      );
      const row = r[0]!;
      const caughtUp = !row.standby || row.behind <= 0;
      const lag = caughtUp ? 0 : Math.max(0, Number(row.age ?? Number.POSITIVE_INFINITY));
      this.state = {
        status: lag > this.maxLagSeconds ? 'lagging' : 'ok',
        lagSeconds: Number.isFinite(lag) ? Math.round(lag * 10) / 10 : null,
        checkedAt: new Date(),
      };
    } catch (err) {
      this.markDown(err);
    }
    return this.state;
  }

  markDown(err: unknown) {
    this.state = { status: 'down', lagSeconds: null, checkedAt: new Date(), error: (err as Error).message };
  }

  start() {
    this.timer = setInterval(() => void this.check(), CHECK_EVERY_MS);
    this.timer.unref();
  }

  stop() {
    clearInterval(this.timer);
  }
}

/**
 * What Drizzle reads reports through: pg's Pool interface (`query`, `connect`; Drizzle tells a
 * pool by its class name), answered by the replica while it is usable and by the primary
 * otherwise, or when the replica fails to answer a query that it was sent.
 */
export class ReplicaFirstPool {
  constructor(private readonly monitor: ReplicaMonitor) {}

  // biome-ignore lint/suspicious/noExplicitAny: pg's query has many overloads; they are passed on as they are.
  async query(...args: any[]): Promise<any> {
    const m = this.monitor;
    if (m.usable()) {
      try {
        // biome-ignore lint/suspicious/noExplicitAny: see above.
        const res = await (m.replica.query as any)(...args);
        m.counts.replica++;
        return res;
      } catch (err) {
        if (!isDatabaseUnavailable(err) && !isRecoveryConflict(err)) throw err;
        m.markDown(err);
      }
    }
    m.counts.fallback++;
    // biome-ignore lint/suspicious/noExplicitAny: see above.
    return (m.primary.query as any)(...args);
  }

  /** A client for a transaction (a report's cursor): the replica's, or the primary's. */
  async connect(): Promise<pg.PoolClient> {
    const m = this.monitor;
    if (m.usable()) {
      try {
        const client = await m.replica.connect();
        m.counts.replica++;
        return client;
      } catch (err) {
        m.markDown(err);
      }
    }
    m.counts.fallback++;
    return m.primary.connect();
  }
}

/** A standby cancelled the query to replay WAL that removes rows it reads (40001 on a standby). */
function isRecoveryConflict(err: unknown) {
  for (
    let e = err as { code?: unknown; message?: unknown; cause?: unknown } | undefined, d = 0;
    e && d < 5;
    d++
  ) {
    if (typeof e.message === 'string' && /conflict with recovery/i.test(e.message)) return true;
    e = e.cause as typeof e;
  }
  return false;
}

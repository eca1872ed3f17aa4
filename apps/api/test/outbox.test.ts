import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/client';
import { type Attempt, type OutboxOptions, OutboxRunner } from '../src/lib/outbox';
import { build, type TestApp } from './helpers/build';
import { signal } from './helpers/signal';

// The runner of every outbox (e-mail, webhooks), on a table of its own: what the deliverers'
// tests do not have to prove again.
let app: TestApp;
beforeAll(async () => {
  app = await build({ NOTIFICATION_SENDER: '0', WEBHOOK_SENDER: '0' });
  await app.db.execute(sql`create table outbox_probe (
    id uuid primary key default gen_random_uuid(),
    status text not null default 'QUEUED',
    attempts integer not null default 0,
    next_attempt_at timestamptz not null default now(),
    claim_token uuid,
    last_error text,
    n integer not null default 0,
    created_at timestamptz not null default now(),
    delivered_at timestamptz)`);
});
afterAll(async () => app?.close());
beforeEach(async () => {
  await app.db.execute(sql`delete from outbox_probe`);
});

interface Probe {
  id: string;
  attempts: number;
  n: number;
}

const lines: { level: string; obj: object; msg: string }[] = [];
const log = {
  info: (obj: object, msg: string) => lines.push({ level: 'info', obj, msg }),
  warn: (obj: object, msg: string) => lines.push({ level: 'warn', obj, msg }),
} as unknown as FastifyBaseLogger;

const delivered: Attempt = { ok: true, set: (now) => sql`delivered_at = ${now}` };

function runner(opts: Partial<OutboxOptions<Probe>>) {
  return new OutboxRunner<Probe>(app.db, {
    name: 'probe',
    table: 'outbox_probe',
    delivered: 'DELIVERED',
    read: (claimed) => sql`select id, attempts, n from ${claimed}`,
    row: (r) => r as unknown as Probe,
    deliver: async () => delivered,
    // 1 s doubling; the fourth attempt is the last.
    retryAfterMs: (r) => (r.attempts >= 4 ? null : 1000 * 2 ** (r.attempts - 1)),
    retention: { days: 30, statuses: ['DELIVERED'], column: 'delivered_at' },
    share: 'one-by-one',
    batch: 4,
    pollMs: 20,
    log,
    ...opts,
  });
}

async function queue(count: number) {
  await app.db.execute(sql`insert into outbox_probe (n) select i from generate_series(1, ${count}) i`);
}

const rows = () =>
  rowsOf<{
    id: string;
    n: number;
    status: string;
    attempts: number;
    last_error: string | null;
    claim_token: string | null;
  }>(app.db, sql`select id, n, status, attempts, last_error, claim_token from outbox_probe order by n`);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Keeps the event loop busy for `ms`, as a burst of requests would (it never idles). */
function keepBusy(ms: number) {
  const end = performance.now() + ms;
  return new Promise<void>((resolve) => {
    const spin = () => {
      const until = performance.now() + 10;
      while (performance.now() < until);
      if (performance.now() < end) setImmediate(spin);
      else resolve();
    };
    setImmediate(spin);
  });
}

async function until(done: () => boolean, ms = 10_000) {
  const end = Date.now() + ms;
  while (!done() && Date.now() < end) await sleep(10);
}

describe('the outbox runner', () => {
  it.each(['one-by-one', 'side-by-side'] as const)(
    'claims with SKIP LOCKED: two runners (%s) draining one table never deliver the same row',
    async (share) => {
      await queue(30);
      const seen: number[] = [];
      const deliver = async (r: Probe) => {
        seen.push(r.n);
        await sleep(2);
        return delivered;
      };
      const [a, b] = await Promise.all([
        runner({ share, deliver }).drain(),
        runner({ share, deliver, batch: 3 }).drain(),
      ]);
      expect(a + b).toBe(30);
      expect(seen.sort((x, y) => x - y)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
      const all = await rows();
      expect(all.every((r) => r.status === 'DELIVERED' && r.attempts === 1 && r.claim_token === null)).toBe(
        true,
      );
    },
  );

  it('a lease that ended gives the row to another runner; the first claim can no longer record it', async () => {
    await queue(1);
    const [held, release] = signal();
    const [taken, started] = signal();
    // The first runner's lease is 0 ms: as if it died while delivering.
    const slow = runner({
      leaseMs: 0,
      deliver: async () => {
        started();
        await held;
        return { ok: false, error: 'too late' };
      },
    });
    const first = slow.drain();
    await taken;
    expect(await runner({}).drain()).toBe(1);
    release();
    await first;
    const [row] = await rows();
    expect(row).toMatchObject({ status: 'DELIVERED', attempts: 2, last_error: null, claim_token: null });
  });

  it('backs off 1 s, 2 s, 4 s (not due before), then FAILED after the last attempt; a throw is a failure', async () => {
    await queue(1);
    // A clock that stands still but when moved: the waits are exact, however slow the machine.
    let time = Date.now() + 1000;
    const clock = () => time;
    const failing = runner({
      clock,
      deliver: async (r) => {
        if (r.attempts === 2) throw new Error('thrown');
        return { ok: false, error: `refused ${r.attempts}` };
      },
    });
    const due = async () =>
      (
        await rowsOf<{ wait: number; status: string; attempts: number; last_error: string }>(
          app.db,
          sql`select status, attempts, last_error,
            (extract(epoch from next_attempt_at) * 1000)::bigint - ${clock()} as wait from outbox_probe`,
        )
      ).map((r) => ({ ...r, wait: Number(r.wait) }))[0]!;
    const waits: number[] = [];
    const errors: string[] = [];
    expect(await failing.drain()).toBe(1);
    for (let i = 0; i < 3; i++) {
      const r = await due();
      waits.push(r.wait);
      errors.push(r.last_error);
      expect(r).toMatchObject({ status: 'QUEUED', attempts: i + 1 });
      time += r.wait - 1;
      expect(await failing.drain()).toBe(0);
      time += 1;
      expect(await failing.drain()).toBe(1);
    }
    expect(waits).toEqual([1000, 2000, 4000]);
    expect(errors).toEqual(['refused 1', 'thrown', 'refused 3']);
    expect(await due()).toMatchObject({ status: 'FAILED', attempts: 4, last_error: 'refused 4' });
    time += 24 * 3_600_000;
    expect(await failing.drain()).toBe(0);
  });

  it('retention deletes the rows of its statuses older than its days, hourly in the loop, and says how many', async () => {
    await queue(4);
    await app.db.execute(sql`update outbox_probe set
      status = case when n = 3 then 'FAILED' when n = 4 then 'QUEUED' else 'DELIVERED' end,
      delivered_at = now() - case when n = 2 then interval '29 days' else interval '31 days' end`);
    const retention = {
      days: 30,
      statuses: ['DELIVERED'],
      column: 'delivered_at',
      logLine: 'probe: old rows deleted',
    };
    const r = runner({ retention });
    lines.length = 0;
    expect(await r.deleteOld()).toBe(1);
    expect(lines).toEqual([{ level: 'info', obj: { deleted: 1 }, msg: 'probe: old rows deleted' }]);
    expect((await rows()).map((x) => [x.n, x.status])).toEqual([
      [2, 'DELIVERED'],
      [3, 'FAILED'],
      [4, 'QUEUED'],
    ]);
    expect(await r.deleteOld()).toBe(0);
    // The loop runs it at its start, then every hour.
    await app.db.execute(sql`update outbox_probe set delivered_at = now() - interval '31 days' where n = 2`);
    lines.length = 0;
    r.start();
    await until(() => lines.length > 0);
    await r.stop();
    expect(lines).toEqual([{ level: 'info', obj: { deleted: 1 }, msg: 'probe: old rows deleted' }]);
    expect((await rows()).map((x) => [x.n, x.status])).toEqual([
      [3, 'FAILED'],
      [4, 'DELIVERED'],
    ]);
  });

  it('one by one, under load: a row about every 100 ms while requests keep the loop busy, all at once after', async () => {
    await queue(20);
    const times: number[] = [];
    const r = runner({
      deliver: async () => {
        times.push(performance.now());
        return delivered;
      },
    });
    const began = performance.now();
    const load = keepBusy(600);
    r.start();
    await load;
    const during = times.length;
    await until(() => times.length === 20);
    await r.stop();
    expect(during).toBeLessThan(10);
    expect(times).toHaveLength(20);
    // Before each row under load the runner waited (20 watches of 5 ms at least).
    expect(times[0]! - began).toBeGreaterThanOrEqual(90);
  });

  it('side by side, under load: claims of 2 while requests keep the loop busy, the whole batch after', async () => {
    await queue(60);
    let inFlight = 0;
    let loaded = true;
    let count = 0;
    const seen = { loaded: 0, quiet: 0 };
    const r = runner({
      share: 'side-by-side',
      batch: 8,
      deliver: async () => {
        count++;
        inFlight++;
        const key = loaded ? 'loaded' : 'quiet';
        seen[key] = Math.max(seen[key], inFlight);
        await sleep(1);
        inFlight--;
        return delivered;
      },
    });
    const load = keepBusy(600);
    r.start();
    await load;
    loaded = false;
    await until(() => count === 60);
    await r.stop();
    expect(seen.loaded).toBeGreaterThan(0);
    expect(seen.loaded).toBeLessThanOrEqual(2);
    expect(seen.quiet).toBe(8);
    expect((await rows()).every((x) => x.status === 'DELIVERED')).toBe(true);
  });
});

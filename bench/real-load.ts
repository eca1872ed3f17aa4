/**
 * Speed under a real day (issue 37): every request carries its own input, drawn from the seeded
 * bookings, and each route is measured alone and again beside the day's writes.
 *
 *   DATABASE_URL=postgres://… N=1000000 npm run bench:real-load
 *
 * Inputs: receiver-name fragments sampled from the data (a surname, a given name, a part of a
 * word, a whole name: common names are common because the rows are), code and tracking-number
 * prefixes of 5–8 characters, random statuses, pages (1–500) and ids, tracking numbers of
 * existing bookings with one in ten unknown. bench:bookings keeps the repeated-request case
 * (one URL again and again).
 *
 * Each route's floor (bare Fastify running one prepared `select 1`, answering any path) is
 * measured right before the route with the same request generator and connection count, so the
 * load generator's cost is on both sides of the ratio. Then the route runs alone, then beside a
 * writer in its own process (about 20 bookings created and 20 checkpoints applied a second,
 * open loop). p95 is computed from every answer's time (autocannon 9 reports p97.5).
 *
 * DURATION (s, default 5), CONNECTIONS (default 100), ONLY=list,page,name,code,number,detail,
 * tracking,assignable,create, WARMUP (s of each route's load sent unmeasured first, default 2) and WRITES=0
 * (alone only) tune a run. The bench bookings are seeded as
 * bench:bookings seeds them (bench/seed-bookings.ts), and reused.
 *
 * Each cache's hits and misses are read from the API's own `GET /metrics` (ADR 031) right before
 * and right after every measured run (the writer's requests included, the warm-up and the floor
 * not): each run prints the hit rate of every cache it used, and the end the rates of the whole
 * measured load (docs/caches.md).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BOOKING_STATUSES, makeTrackingNumber } from '@acf/shared';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../apps/api/src/db/client';
import { loginAs } from '../apps/api/test/helpers/auth';
import { bookingInput, hcmDay } from '../apps/api/test/helpers/bookings';
import type { WriterJob, WriterResult } from './day-writer';
import { benchApp, floorServer, load, runBench } from './harness';
import type { LoadJob, LoadResult } from './load-worker';
import { ensureSeeded } from './seed-bookings';

const url = process.env.DATABASE_URL;
const N = Number(process.env.N ?? (url ? 1_000_000 : 20_000));
const DURATION = Number(process.env.DURATION ?? 5);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 100);
const WRITES = process.env.WRITES !== '0';
/** Seconds of each route's load sent, unmeasured, before its floor and its runs. */
const WARMUP = Number(process.env.WARMUP ?? 2);
/** Inputs prepared per route: far more than one run sends, so a repeat is rare. */
const INPUTS = 50_000;

/** Targets of issue 37: the most floors a route may cost, alone and beside the writes. */
const TARGET: Record<string, [alone: number, writes?: number]> = {
  list: [2.5, 4],
  page: [4, 6],
  name: [6, 10],
  code: [4, 6],
  number: [4, 6],
  detail: [2.5, 4],
  tracking: [1.8, 3],
  create: [6],
};

/** The token the bench's API is started with, to read its /metrics. */
const METRICS_TOKEN = 'bench-metrics-token-long-enough-to-be-accepted';

type CacheCounts = Record<string, { hits: number; misses: number }>;

/** Every cache's counters as the API's /metrics says them now. */
async function cacheCounts(base: string): Promise<CacheCounts> {
  const res = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  if (!res.ok) throw new Error(`GET /metrics answered ${res.status}`);
  const counts: CacheCounts = {};
  for (const m of (await res.text()).matchAll(/^acf_cache_(hits|misses)_total\{cache="([^"]+)"\} (\S+)$/gm)) {
    counts[m[2]!] ??= { hits: 0, misses: 0 };
    counts[m[2]!]![m[1] as 'hits' | 'misses'] = Number(m[3]);
  }
  return counts;
}

/** What each cache counted between two readings, added into `into` when given. */
function cacheDelta(before: CacheCounts, after: CacheCounts, into?: CacheCounts): CacheCounts {
  const out: CacheCounts = {};
  for (const [name, a] of Object.entries(after)) {
    const b = before[name] ?? { hits: 0, misses: 0 };
    const d = { hits: a.hits - b.hits, misses: a.misses - b.misses };
    if (d.hits + d.misses === 0) continue;
    out[name] = d;
    if (into) {
      into[name] ??= { hits: 0, misses: 0 };
      const t = into[name]!;
      t.hits += d.hits;
      t.misses += d.misses;
    }
  }
  return out;
}

const hitRate = (c: { hits: number; misses: number }) =>
  `${((100 * c.hits) / (c.hits + c.misses)).toFixed(1)} %`;

/** One line per cache: its lookups and hit rate. */
function cacheTable(counts: CacheCounts) {
  return Object.entries(counts)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([cache, c]) => ({
      cache,
      lookups: c.hits + c.misses,
      hits: c.hits,
      misses: c.misses,
      'hit rate': hitRate(c),
    }));
}

const pick = <T>(xs: readonly T[]): T => xs[Math.floor(Math.random() * xs.length)]!;
const between = (lo: number, hi: number) => lo + Math.floor(Math.random() * (hi - lo + 1));

/** A part of a receiver's name as staff type it: a word, the start or middle of one, the whole name. */
function nameFragment(name: string): string {
  const words = name.toLowerCase().split(/\s+/).filter(Boolean);
  const word = pick(words);
  const r = Math.random();
  if (r < 0.4 || word.length < 4) return word;
  if (r < 0.6) return word.slice(0, between(3, word.length - 1));
  if (r < 0.75) {
    const from = between(0, word.length - 3);
    return word.slice(from, from + between(3, word.length - from));
  }
  return name.toLowerCase();
}

/** The writer in its own process: `started` once its writes have begun, then its result. */
function writer(job: WriterJob): { started: Promise<void>; done: Promise<WriterResult> } {
  const child = spawn(process.execPath, [
    '--import',
    'tsx',
    fileURLToPath(new URL('./day-writer.ts', import.meta.url)),
    JSON.stringify(job),
  ]);
  let out = '';
  child.stdout.on('data', (d) => {
    out += d;
  });
  const started = new Promise<void>((resolve) => child.stderr.once('data', () => resolve()));
  const done = new Promise<WriterResult>((resolve, reject) =>
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out) as WriterResult) : reject(new Error(`writer exited ${code}`)),
    ),
  );
  return { started, done };
}

async function main() {
  // Every autocannon connection is its own address; the tracking limit itself stays in the path.
  const { app, database } = await benchApp(url, {
    TRACKING_RATE_LIMIT_PER_MINUTE: '1000000000',
    METRICS_TOKEN,
  });
  await ensureSeeded(app.db, database.driver, N);
  await app.db.execute(sql`analyze bookings`);
  const staff = await loginAs(app as never, 'MANAGER');
  const customer = await loginAs(app as never, 'CUSTOMER');
  const base = await app.listen({ port: 0, host: '127.0.0.1' });

  // The floor: any path, any method, one prepared `select 1`.
  const floor = await floorServer(url, app.db, { anyPath: true });
  const floorBase = floor.base;

  // The inputs, from a sample of the rows (uniform, so the data's own frequencies hold).
  const sample = await rowsOf<{ id: string; code: string; tracking_number: string; receiver_name: string }>(
    app.db,
    sql`select id, code, tracking_number, receiver_name from bookings tablesample bernoulli (${Math.min(100, (2_000_000 / N) * 0.5)}) limit 10000`,
  );
  const inTransit = (
    await rowsOf<{ t: string }>(
      app.db,
      sql`select tracking_number as t from bookings where status = 'IN_TRANSIT' and not is_test limit 5000`,
    )
  ).map((r) => r.t);
  const maxBody = 999_999_999;
  const unknownNumber = () => makeTrackingNumber(between(maxBody - 5_000_000, maxBody));
  const api = '/api/v1';
  const gen: Record<string, () => string> = {
    list: () => `${api}/bookings?status=${pick(BOOKING_STATUSES)}`,
    page: () =>
      `${api}/bookings?page=${between(1, 500)}${Math.random() < 0.5 ? `&status=${pick(BOOKING_STATUSES)}` : ''}`,
    name: () => `${api}/bookings?search=${encodeURIComponent(nameFragment(pick(sample).receiver_name))}`,
    code: () => `${api}/bookings?search=${pick(sample).code.slice(0, between(5, 8))}`,
    number: () => `${api}/bookings?search=${pick(sample).tracking_number.slice(0, between(5, 8))}`,
    detail: () => `${api}/bookings/${pick(sample).id}`,
    tracking: () =>
      `${api}/tracking?codes=${Math.random() < 0.1 ? unknownNumber() : pick(sample).tracking_number}`,
    // The dispatcher's list (ADR 022) as dispatchers open it: mostly today's first page, sometimes
    // tomorrow's or a day of the past week, a later page, one office.
    assignable: () => {
      const r = Math.random();
      const day = r < 0.7 ? hcmDay() : r < 0.9 ? hcmDay(1) : hcmDay(-between(1, 7));
      const page = Math.random() < 0.7 ? 1 : between(2, 5);
      const office = Math.random() < 0.5 ? '' : `&office=${pick(['SOUTH', 'NORTH'])}`;
      return `${api}/pickups/assignable?date=${day}&page=${page}${office}`;
    },
  };
  const names: Record<string, string> = {
    list: 'list page 1, random status',
    page: 'list, random page 1–500',
    name: 'search receiver-name fragment',
    code: 'search code prefix (5–8)',
    number: 'search tracking-number prefix (5–8)',
    detail: 'booking detail, random id',
    tracking: 'public tracking, random number (10% unknown)',
    assignable: "dispatcher's pickups, mostly today's first page",
    create: 'create booking (20 connections)',
  };
  const dir = mkdtempSync(path.join(os.tmpdir(), 'acf-real-load-'));
  const only = process.env.ONLY?.split(',');
  const keys = Object.keys(names).filter((k) => !only || only.includes(k));

  const rows: Record<string, string | number>[] = [];
  /** Every cache's lookups over all the measured runs. */
  const caches: CacheCounts = {};
  /** A measured run of the API, with the caches' counts around it. */
  const measured = async <T>(run: () => Promise<T>): Promise<{ result: T; used: CacheCounts }> => {
    const before = await cacheCounts(base);
    const result = await run();
    return { result, used: cacheDelta(before, await cacheCounts(base), caches) };
  };
  const row = (
    key: string,
    mode: string,
    floorRun: LoadResult,
    r: LoadResult,
    used: CacheCounts,
    w?: WriterResult,
  ) => {
    const ratio = floorRun.rps / Math.max(1, r.rps);
    const target = TARGET[key]?.[mode === 'alone' ? 0 : 1];
    rows.push({
      route: names[key]!,
      mode,
      'floor req/s': floorRun.rps,
      'req/s': r.rps,
      'ratio to floor': ratio.toFixed(1),
      target: target ? `≤ ${target}` : '',
      met: target ? (ratio <= target ? 'yes' : 'MISS') : '',
      p50: r.p50,
      p95: r.p95,
      p99: r.p99,
      'non-2xx': r.non2xx,
      timeouts: r.timeouts,
      'writer created/s': w ? w.createdPerSecond : '',
      'writer checkpoints/s': w ? w.checkpointsPerSecond : '',
      'writer failed': w ? w.failed : '',
      'load avg': os.loadavg()[0]!.toFixed(1),
      caches: Object.entries(used)
        .map(([name, c]) => `${name} ${hitRate(c)}`)
        .join(', '),
    });
    console.log(JSON.stringify(rows.at(-1)));
    console.table(cacheTable(used));
  };

  for (const key of keys) {
    if (key === 'create') {
      const job: LoadJob = {
        url: `${base}${api}/bookings`,
        method: 'POST',
        body: bookingInput(),
        headers: customer.headers,
        connections: 20,
        duration: DURATION,
      };
      const floorRun = await load({ ...job, url: `${floorBase}${api}/bookings` });
      const alone = await measured(() => load(job));
      row(key, 'alone', floorRun, alone.result, alone.used);
      continue;
    }
    const file = path.join(dir, `${key}.txt`);
    writeFileSync(file, Array.from({ length: INPUTS }, gen[key]!).join('\n'));
    const headers = key === 'tracking' ? {} : staff.headers;
    const job = (target: string): LoadJob => ({
      url: target,
      pathsFile: file,
      headers,
      connections: CONNECTIONS,
      duration: DURATION,
    });
    // Unmeasured first: the inputs' index and table pages are read once, as a day already has.
    await load({ ...job(base), duration: WARMUP });
    const floorRun = await load(job(floorBase));
    const alone = await measured(() => load(job(base)));
    row(key, 'alone', floorRun, alone.result, alone.used);
    if (WRITES) {
      // The load generator needs about a second to start: the writer runs a second longer.
      const w = writer({
        base: `${base}${api}`,
        customer: customer.headers,
        staff: staff.headers,
        createsPerSecond: 20,
        checkpointsPerSecond: 20,
        duration: DURATION + 1,
        inTransit,
        names: sample.slice(0, 2000).map((r) => r.receiver_name),
      });
      await w.started;
      const run = await measured(async () => ({ r: await load(job(base)), w: await w.done }));
      row(key, 'with writes', floorRun, run.result.r, run.used, run.result.w);
    }
  }
  console.log(
    `\nN=${N.toLocaleString('en')} on ${database.driver}, ${CONNECTIONS} connections, ${DURATION}s each, ${os.cpus().length} cores`,
  );
  console.table(rows);
  console.log("\nCaches over every measured run (hits and misses from the API's /metrics):");
  console.table(cacheTable(caches));
  rmSync(dir, { recursive: true, force: true });
  return [floor, app, database];
}

runBench(main);

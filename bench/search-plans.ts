/**
 * The plans of the bookings list's searches (issue 37), on the bench bookings of
 * bench:real-load, each after a fresh ANALYZE:
 *
 *   DATABASE_URL=postgres://… N=1000000 npm run bench:search-plans
 *
 * "after": the statements the API itself sends for one request of each search (caught on the
 * pool as they go, with their values), explained with EXPLAIN (ANALYZE, BUFFERS) as sent: unnamed
 * searches are planned for their values, as the API's are. "before": the search as it was built
 * before issue 37 (an exact count of the matches, and the page ordered by date whatever the
 * search), for the same inputs. Each search is timed alone too (a new input, through `inject`).
 * Fragments: a common and a rare receiver name, a short and a whole code, a short and a whole
 * tracking number, drawn from the data.
 */
import { sql } from 'drizzle-orm';
import { rowsOf } from '../apps/api/src/db/client';
import { loginAs } from '../apps/api/test/helpers/auth';
import { benchApp, runBench } from './harness';
import { ensureSeeded } from './seed-bookings';

const url = process.env.DATABASE_URL;
const N = Number(process.env.N ?? 1_000_000);

interface Sent {
  text: string;
  values?: unknown[];
}

/** The search as the list built it before issue 37: date order, and every match counted. */
function beforeStatements(kind: 'name' | 'code' | 'tracking', pattern: string): Sent[] {
  const where =
    kind === 'name'
      ? 'lower(b.receiver_name) like $1'
      : kind === 'code'
        ? 'b.code like $1'
        : 'b.tracking_number like $1';
  return [
    {
      text: `select b.id, b.code, b.tracking_number, b.receiver_name, b.status, b.created_at, c.code as customer_code
        from bookings b join customers c on c.id = b.customer_id where ${where}
        order by b.created_at desc, b.id desc limit 20`,
      values: [pattern],
    },
    { text: `select count(*)::int from bookings b where ${where}`, values: [pattern] },
  ];
}

async function main() {
  if (!url) throw new Error('DATABASE_URL: the plans are PostgreSQL’s (run bench:real-load first to seed)');
  const { app, database } = await benchApp(url);
  await ensureSeeded(app.db, database.driver, N);
  await app.db.execute(sql`analyze bookings`);
  await app.db.execute(sql`analyze customers`);
  const staff = await loginAs(app as never, 'MANAGER');

  const [common] = await rowsOf<{ code: string; tracking_number: string }>(
    app.db,
    sql`select code, tracking_number from bookings order by created_at desc limit 1`,
  );
  const [rare] = await rowsOf<{ code: string; tracking_number: string; receiver_name: string }>(
    app.db,
    sql`select code, tracking_number, receiver_name from bookings tablesample bernoulli (0.01) limit 1`,
  );
  const searches: [label: string, search: string, kind: 'name' | 'code' | 'tracking', pattern: string][] = [
    ['common name fragment', 'nguyen', 'name', '%nguyen%'],
    ['rare name (a whole name)', rare!.receiver_name, 'name', `%${rare!.receiver_name.toLowerCase()}%`],
    ['short code prefix', common!.code.slice(0, 6), 'code', `${common!.code.slice(0, 6)}%`],
    ['whole code', rare!.code, 'code', `${rare!.code}%`],
    [
      'short tracking prefix',
      common!.tracking_number.slice(0, 5),
      'tracking',
      `${common!.tracking_number.slice(0, 5)}%`,
    ],
    ['whole tracking number', rare!.tracking_number, 'tracking', `${rare!.tracking_number}%`],
  ];

  // Every statement the API sends through its pool while `catching` is on.
  const pool = (app.db as unknown as { $client: { query: (...a: unknown[]) => Promise<unknown> } }).$client;
  const query = pool.query.bind(pool);
  let caught: Sent[] | null = null;
  pool.query = (config: unknown, ...rest: unknown[]) => {
    if (caught && typeof config === 'object' && config && 'text' in config) {
      const { text } = config as Sent;
      const values = (config as Sent).values ?? (Array.isArray(rest[0]) ? rest[0] : undefined);
      if (/\bbookings\b/.test(text) && !/booking_list_changes/.test(text)) caught.push({ text, values });
    }
    return query(config, ...rest);
  };
  const explain = async (s: Sent) => {
    const res = (await query({ text: `explain (analyze, buffers) ${s.text}`, values: s.values })) as {
      rows: { 'QUERY PLAN': string }[];
    };
    return res.rows.map((r) => r['QUERY PLAN']).join('\n');
  };

  // One search first, unmeasured: the process's first list request prepares its statements and
  // reads the list's version (and merges the changes the writers left), as a day's first does.
  await app.inject({ url: '/api/v1/bookings?search=tran', headers: staff.headers });
  for (const [label, search, kind, pattern] of searches) {
    caught = [];
    const began = performance.now();
    const res = await app.inject({
      url: `/api/v1/bookings?search=${encodeURIComponent(search)}`,
      headers: staff.headers,
    });
    const ms = performance.now() - began;
    const sent = caught;
    caught = null;
    if (res.statusCode !== 200) throw new Error(`${search}: ${res.statusCode} ${res.body}`);
    const body = res.json() as { totalResults: number; totalCapped?: boolean };
    console.log(
      `\n=== ${label}: search=${JSON.stringify(search)} → total ${body.totalResults}${body.totalCapped ? '+' : ''}, ${ms.toFixed(1)} ms alone (its first request)`,
    );
    for (const s of beforeStatements(kind, pattern))
      console.log(`\n--- before: ${s.text.replace(/\s+/g, ' ')}\n${await explain(s)}`);
    for (const s of sent) console.log(`\n--- after: ${s.text.replace(/\s+/g, ' ')}\n${await explain(s)}`);
  }
  return [app, database];
}

runBench(main);

import {
  bookingDay,
  type Locale,
  normalizeAddressLines,
  piecesWithSizes,
  type TBooking,
  type TBookingListItem,
  type TBookingListQuery,
  type THistoryQuery,
  type THistoryRow,
  type TParty,
} from '@acf/shared';
import { and, asc, count, desc, eq, gte, inArray, like, lt, type SQL, sql } from 'drizzle-orm';
import { type Db, type DbOrTx, rowsOf } from '../../db/client';
import { prepared, rawPrepared, type StatementText } from '../../db/prepared';
import { bookingEvents, bookingHistory, bookings, customers, users } from '../../db/schema';
import { escapeLike } from '../../db/sql';
import type { Versioned } from '../../lib/versioned-cache';
import { creditHoldOf } from '../payments/credit.service';
import { type CountedTotal, LIST_CACHE_MS, listCaches, listVersion } from './list-cache';
import { namePlan, recentNames } from './name-window';

export type BookingRow = typeof bookings.$inferSelect;

/** Start of a Ho Chi Minh calendar day as an instant (the lists filter by the day staff see). */
export const hcmDayStart = (day: string) => new Date(`${day}T00:00:00+07:00`);
export const nextHcmDay = (day: string) => new Date(hcmDayStart(day).getTime() + 86_400_000);

type SearchKind = 'tracking' | 'code' | 'name';

/** The text search: a tracking number or code prefix, else a part of the receiver's name. */
function searchPattern(search: string): { kind: SearchKind; pattern: string } | undefined {
  const s = search.trim();
  if (!s) return undefined;
  const escaped = escapeLike(s);
  if (/^\d+$/.test(s)) return { kind: 'tracking', pattern: `${escaped}%` };
  if (/^bk\d*$/i.test(s)) return { kind: 'code', pattern: `${escaped.toUpperCase()}%` };
  return { kind: 'name', pattern: `%${escaped.toLowerCase()}%` };
}

function searchSql(kind: SearchKind | undefined, pattern: unknown): SQL | undefined {
  if (kind === 'tracking') return sql`${bookings.trackingNumber} like ${pattern}`;
  if (kind === 'code') return sql`${bookings.code} like ${pattern}`;
  if (kind === 'name') return sql`lower(${bookings.receiverName}) like ${pattern}`;
  return undefined;
}

function textSearch(search: string): SQL | undefined {
  const found = searchPattern(search);
  return found && searchSql(found.kind, found.pattern);
}

export function listWhere(scope: SQL | undefined, q: Partial<TBookingListQuery>): SQL | undefined {
  return and(
    scope,
    q.status ? eq(bookings.status, q.status) : undefined,
    q.service ? eq(bookings.service, q.service) : undefined,
    q.carrier ? eq(bookings.carrier, q.carrier) : undefined,
    q.customerId ? eq(bookings.customerId, q.customerId) : undefined,
    q.from ? gte(bookings.createdAt, hcmDayStart(q.from)) : undefined,
    q.to ? lt(bookings.createdAt, nextHcmDay(q.to)) : undefined,
    q.addressToVerify ? toVerify : undefined,
    q.piecesMissing ? eq(bookings.piecesMissing, true) : undefined,
    textSearch(q.search ?? ''),
  );
}

/** A Vietnamese party whose province the server could not read from its address. */
const toVerify = sql`(${bookings.sender}->>'toVerify' = 'true' or ${bookings.receiver}->>'toVerify' = 'true')`;

/** A customer as lists show it: the company, else the contact person. */
export const customerDisplayName = sql<string>`coalesce(nullif(${customers.companyName}, ''), ${customers.contactName}, '')`;

const listColumns = {
  id: bookings.id,
  code: bookings.code,
  trackingNumber: bookings.trackingNumber,
  status: bookings.status,
  customerId: bookings.customerId,
  customerCode: customers.code,
  customerName: customerDisplayName,
  service: bookings.service,
  carrier: bookings.carrier,
  receiverName: bookings.receiverName,
  receiverCountry: bookings.receiverCountry,
  chargeableWeight: bookings.chargeableWeight,
  total: bookings.total,
  currency: bookings.priceCurrency,
  createdAt: bookings.createdAt,
  test: bookings.isTest,
  piecesMissing: bookings.piecesMissing,
};

type ListRow = { [K in keyof typeof listColumns]: unknown };

const listKeys = Object.keys(listColumns) as (keyof typeof listColumns)[];

/** A list row as Drizzle maps it (the export). */
export const toListItem = (r: ListRow): TBookingListItem => arrayToListItem(listKeys.map((k) => r[k]));

/** A list row read by position, in the order of listColumns (a page: see rawPrepared). */
function arrayToListItem(r: unknown[]): TBookingListItem {
  return {
    id: r[0] as string,
    code: r[1] as string,
    trackingNumber: r[2] as string,
    status: r[3] as TBookingListItem['status'],
    customer: { id: r[4] as string, code: r[5] as string, name: r[6] as string },
    service: r[7] as TBookingListItem['service'],
    carrier: r[8] as TBookingListItem['carrier'],
    receiverName: r[9] as string,
    receiverCountry: r[10] as string,
    chargeableWeight: Number(r[11]),
    total: Number(r[12]),
    currency: r[13] as TBookingListItem['currency'],
    createdAt: new Date(r[14] as Date).toISOString(),
    test: r[15] === true,
    piecesMissing: r[16] === true,
  };
}

/** A search's pages that start this deep seek from their first row instead of skipping the offset. */
const DEEP_OFFSET = 1000;

/**
 * A list's pages (no search) from this offset on start from their first rows, read for every page
 * up to PAGE_STARTS_ROWS in one walk of the index and kept for the list's version: a page is then
 * a keyset seek of its own rows. Before it, a page skips its offset (at most this many rows).
 */
const PAGE_STARTS_FROM = 200;

/** How deep the kept first rows of a list's pages go: the list's count bound. */
const PAGE_STARTS_ROWS = 10_000;

/**
 * The most matches a list counts: past it the total is this bound and the answer says so
 * (`totalCapped`), and the page shows "10,000+". Counting 250,000 matches exactly on every change
 * to the bookings took most of a search's time (issue 37); counting to the bound reads at most
 * this many index entries or rows.
 */
export const LIST_COUNT_BOUND = 10_000;

/**
 * A search (a receiver name, a code or a tracking-number prefix) counts to this bound. Knowing
 * that a fragment matches more means testing rows until that many match: for a common name
 * ("nguyen", one booking in eight) about 1,600 names for 200 (1,386 index pages, 3.7 ms on
 * 1,000,000 bookings), where 1,000 took 8,000 (3,455 pages, 36 ms: most of a name search beside
 * the day's writes, when no count is kept). A five-digit tracking prefix matches about 5,000
 * bookings: 5.5 ms to count them all, 0.2 ms to count 201. "200+" bookings tells a dispatcher as
 * much: the search wants more letters.
 */
export const SEARCH_COUNT_BOUND = 200;

const countBound = (search: SearchKind | undefined) =>
  search === undefined ? LIST_COUNT_BOUND : SEARCH_COUNT_BOUND;

/** A code or tracking-number search lists by that value, newest first, along its prefix index. */
const byPrefix = (search: SearchKind | undefined) => search === 'code' || search === 'tracking';

/**
 * How many of the newest bookings a receiver-name search reads first, in date order, before it
 * asks the trigram index: a name that matches many bookings (a frequent name) fills its page
 * from the newest rows in well under a millisecond, where the index would first gather every
 * match (about 10 ms for the 1,400 matches of "yamada taro 12" among 1,000,000 bookings). A
 * name with fewer matches in the window costs this read (under 1 ms) before the index's plan.
 */
export const RECENT_WINDOW = 2000;

/** What a list request filters on: the query, and the customer a customer's own list is limited to. */
export type ListFilter = Partial<TBookingListQuery> & {
  scopeCustomerId?: string;
  scopeSalesUserId?: string;
};

/** A list request's filter values, named as the prepared statements' placeholders. */
function filterValues(f: ListFilter) {
  const values: Record<string, string> = {};
  if (f.scopeCustomerId) values.scope = f.scopeCustomerId;
  if (f.scopeSalesUserId) values.sales = f.scopeSalesUserId;
  if (f.status) values.status = f.status;
  if (f.service) values.service = f.service;
  if (f.carrier) values.carrier = f.carrier;
  if (f.customerId) values.customerId = f.customerId;
  if (f.from) values.from = hcmDayStart(f.from).toISOString();
  if (f.to) values.to = nextHcmDay(f.to).toISOString();
  if (f.addressToVerify) values.verify = '1';
  if (f.piecesMissing) values.missing = '1';
  const found = searchPattern(f.search ?? '');
  if (found) values.search = found.pattern;
  const search = found?.kind;
  return { values, search };
}

/** The filter as SQL with placeholders: one statement per combination of filters. */
function whereWithPlaceholders(names: string[], search: SearchKind | undefined, seek: boolean) {
  const p = sql.placeholder;
  const has = (n: string) => names.includes(n);
  return and(
    has('scope') ? eq(bookings.customerId, p('scope')) : undefined,
    has('sales')
      ? sql`${bookings.customerId} in (select ${customers.id} from ${customers} where ${customers.salesUserId} = ${p('sales')}::uuid)`
      : undefined,
    has('status') ? eq(bookings.status, p('status')) : undefined,
    has('service') ? eq(bookings.service, p('service')) : undefined,
    has('carrier') ? eq(bookings.carrier, p('carrier')) : undefined,
    has('customerId') ? eq(bookings.customerId, p('customerId')) : undefined,
    has('from') ? sql`${bookings.createdAt} >= ${p('from')}::timestamptz` : undefined,
    has('to') ? sql`${bookings.createdAt} < ${p('to')}::timestamptz` : undefined,
    has('verify') ? toVerify : undefined,
    // A constant condition: the partial index bookings_pieces_missing_idx answers it.
    has('missing') ? sql`${bookings.piecesMissing} and ${p('missing')}::text = '1'` : undefined,
    searchSql(search, p('search')),
    seek
      ? sql`(${bookings.createdAt}, ${bookings.id}) <= (${p('startAt')}::timestamptz, ${p('startId')}::uuid)`
      : undefined,
  );
}

/**
 * A page's statement text, its size written in: a LIMIT or OFFSET left as a parameter makes
 * PostgreSQL plan every call again (it guesses a tenth of the table for an unknown LIMIT, so its
 * reusable plan never looks cheaper), which cost more than running the page itself (0.11 ms of
 * planning against 0.04 ms). A text search keeps its parameters: its best plan depends on the
 * pattern (a code prefix, a frequent or a rare name), so it is planned for each.
 */
function pageText(
  query: { toSQL(): StatementText },
  limit: number,
  skip: boolean,
  fixed: boolean,
): StatementText {
  const { sql: text, params } = query.toSQL();
  if (!fixed)
    return {
      sql: `${text} limit $${params.length + 1} offset $${params.length + 2}`,
      params: [...params, sql.placeholder('limit'), sql.placeholder('offset')],
    };
  return skip
    ? {
        sql: `${text} limit ${limit} offset $${params.length + 1}`,
        params: [...params, sql.placeholder('offset')],
      }
    : { sql: `${text} limit ${limit}`, params };
}

/**
 * The list's statements for one combination of filters, prepared once (see db/prepared.ts):
 * a page, a page sought from its first row, a name search's page among the newest rows, the
 * first row of a deep page, and the total. A page reads its rows as arrays (rawPrepared).
 */
/** The same page read among the newest RECENT_WINDOW bookings: they stand under the table's name. */
function amongRecent(text: string): string {
  const table = 'from "bookings" inner join';
  if (!text.includes(table)) throw new Error(`unexpected list statement: ${text}`);
  return text.replace(
    table,
    `from (select * from "bookings" order by "created_at" desc, "id" desc limit ${RECENT_WINDOW}) "bookings" inner join`,
  );
}

/**
 * The same page read from the bookings that contain one rare word of the fragment (the last
 * parameter), gathered first through the trigram index on that word alone (`offset 0` keeps them
 * apart), then tested against the whole fragment.
 */
function amongRare(page: StatementText): StatementText {
  const table = 'from "bookings" inner join';
  if (!page.sql.includes(table)) throw new Error(`unexpected list statement: ${page.sql}`);
  return {
    sql: page.sql.replace(
      table,
      `from (select * from "bookings" where lower("bookings"."receiver_name") like $${page.params.length + 1} offset 0) "bookings" inner join`,
    ),
    params: [...page.params, sql.placeholder('rare')],
  };
}

function listStatements(db: Db, names: string[], search: SearchKind | undefined) {
  // Two letters per filter (sc, sa, st, se, ca, cu, fr, to, ve: all distinct) and the search kind.
  const shape = `${names.map((n) => n.slice(0, 2)).join('')}${search?.[0] ?? ''}`;
  // Built only when a statement is first prepared.
  const where = () => whereWithPlaceholders(names, search, false);
  const fixed = search === undefined;
  // A prefix is served with its order by the text_pattern_ops index on the code or the number
  // (`~>~` is that index's descending order): never a walk of the date index filtering on code.
  const order = byPrefix(search)
    ? [sql`${search === 'code' ? bookings.code : bookings.trackingNumber} using ~>~`]
    : [desc(bookings.createdAt), desc(bookings.id)];
  const select = (seek: boolean) =>
    db
      .select(listColumns)
      .from(bookings)
      .innerJoin(customers, eq(customers.id, bookings.customerId))
      .where(whereWithPlaceholders(names, search, seek))
      .orderBy(...order);
  // A search is planned for each pattern (see rawPrepared's planEach).
  const planEach = search !== undefined;
  const statement = (kind: string, limit: number, skip: boolean, seek: boolean, among?: 'recent' | 'rare') =>
    rawPrepared(
      db,
      `bk_${kind}_${shape}${fixed ? `_${limit}${skip ? 'o' : ''}` : ''}`,
      () => {
        const page = pageText(select(seek), limit, skip, fixed);
        if (among === 'rare') return amongRare(page);
        return among === 'recent' ? { ...page, sql: amongRecent(page.sql) } : page;
      },
      { planEach },
    );
  return {
    page: (limit: number, skip: boolean) => statement('list', limit, skip, false),
    seek: (limit: number) => statement('seek', limit, false, true),
    recent: (limit: number) => statement('recent', limit, true, false, 'recent'),
    rare: (limit: number) => statement('rare', limit, true, false, 'rare'),
    start: prepared(db, `bk_start_${shape}`, (name) =>
      db
        .select({
          createdAt: sql<string>`${bookings.createdAt}::text`,
          id: bookings.id,
        })
        .from(bookings)
        .where(where())
        .orderBy(desc(bookings.createdAt), desc(bookings.id))
        .limit(1)
        .offset(sql.placeholder('offset'))
        .prepare(name),
    ),
    // The first row of every page of `size` rows among the first PAGE_STARTS_ROWS, in order: one
    // walk of the index (its entries only, where the visibility map allows), the rows numbered.
    starts: rawPrepared(db, `bk_starts_${shape}`, () => {
      const { sql: text, params } = db
        .select({ at: sql`${bookings.createdAt}`.as('at'), id: sql`${bookings.id}`.as('id') })
        .from(bookings)
        .where(where())
        .orderBy(desc(bookings.createdAt), desc(bookings.id))
        .toSQL();
      return {
        sql: `select at::text, id from (select at, id, row_number() over (order by at desc, id desc) as rn
          from (${text} limit ${PAGE_STARTS_ROWS}) walked) numbered
          where (rn - 1) % $${params.length + 1} = 0 order by rn`,
        params: [...params, sql.placeholder('size')],
      };
    }),
    // Counts to one past the bound: more than the bound is "that many or more".
    count: rawPrepared(
      db,
      `bk_count_${shape}`,
      () => {
        const { sql: text, params } = db.select({ one: sql`1` }).from(bookings).where(where()).toSQL();
        return { sql: `select count(*)::int from (${text} limit ${countBound(search) + 1}) matches`, params };
      },
      { planEach },
    ),
  };
}

/** A page of the bookings list, as the route's serializer takes it. */
export interface ListPage {
  rows: TBookingListItem[];
  /** The matches, up to the bound (LIST_COUNT_BOUND, SEARCH_COUNT_BOUND for a search). */
  total: number;
  /** More than the bound match: `total` is the bound. */
  capped: boolean;
}

/**
 * A page of a filtered list, newest first, with the filter's total, as the JSON sent
 * (`serialize`: the route's own serializer). It is kept in memory while the list's version
 * (migration 0025, read first on every request) says nothing a list shows or filters on has
 * changed: one small read then stands for the page's statement, its rows and their JSON.
 *
 * Otherwise the page is read. The total is counted up to LIST_COUNT_BOUND and comes from a short
 * cache (see list-cache.ts): counting a large filter on every change is what makes lists slow; an answer built on a total read before the latest change holds
 * only until that read is LIST_CACHE_MS old. A receiver-name search looks among the newest
 * RECENT_WINDOW bookings first and asks the trigram index only when they do not fill the page
 * (the same rows either way).
 */
export async function listAnswer(
  db: Db,
  filter: ListFilter,
  q: { page: number; pageSize: number },
  serialize: (page: ListPage) => string,
  now = Date.now(),
): Promise<string> {
  const caches = listCaches(db);
  const version = await listVersion(db, filter.status);
  const { values, search } = filterValues(filter);
  const key = `${search ?? ''}|${JSON.stringify(values)}`;
  const answerKey = `${key}|${q.page}|${q.pageSize}`;
  return caches.answers.answer(answerKey, version, now, () =>
    buildAnswer(db, q, serialize, { version, key, values, search }, now),
  );
}

/** The page and total behind listAnswer's answer, with until when the answer holds. */
async function buildAnswer(
  db: Db,
  q: { page: number; pageSize: number },
  serialize: (page: ListPage) => string,
  read: { version: string; key: string } & ReturnType<typeof filterValues>,
  now: number,
): Promise<{ body: string; until: number }> {
  const caches = listCaches(db);
  const { version, key, values, search } = read;
  const names = Object.keys(values).filter((k) => k !== 'search');
  const st = listStatements(db, names, search);
  const limit = q.pageSize;
  const offset = (q.page - 1) * limit;
  // Reads taken before the latest change, and so good only for a while: when the answer ends.
  let until = Number.POSITIVE_INFINITY;
  const holds = <V>(read: Versioned<V>): V => {
    if (!read.exact) until = Math.min(until, read.at + LIST_CACHE_MS);
    return read.value;
  };
  const rows = async (): Promise<unknown[][]> => {
    if (byPrefix(search) || offset < (search === undefined ? PAGE_STARTS_FROM : DEEP_OFFSET)) {
      const args = { ...values, limit, offset };
      if (search === 'name') {
        // The newest names say which way is cheaper; the rows are the same either way.
        const plan = namePlan(
          await recentNames(db, RECENT_WINDOW, version, now),
          values.search!,
          offset + limit,
        );
        if (plan.kind === 'recent' && offset + limit <= RECENT_WINDOW) {
          const found = await st.recent(limit).rows(args);
          if (found.length === limit) return found;
        }
        if (plan.kind === 'rare') return st.rare(limit).rows({ ...args, rare: plan.pattern });
      }
      return st.page(limit, offset > 0).rows(args);
    }
    // The page's first row: from the list's page starts, kept for its version; deeper, or in a
    // name search, from a walk of the index to the offset. The page is then a keyset seek.
    const start =
      search === undefined && offset < PAGE_STARTS_ROWS
        ? (await pageStarts(db, st, { key, version, values, size: limit }, now))[offset / limit]
        : await st.start.execute({ ...values, offset }).then(([s]) => s && [s.createdAt, s.id]);
    return start
      ? st.seek(limit).rows({
          ...values,
          startAt: start[0],
          startId: start[1],
          limit,
          offset: 0,
        })
      : [];
  };
  const bound = countBound(search);
  const counted = () =>
    caches.totals
      .get(
        key,
        version,
        async () => {
          const n = Number((await st.count.rows(values))[0]?.[0] ?? 0);
          return { total: Math.min(n, bound), capped: n > bound };
        },
        now,
      )
      .then(holds);
  // A first page that is not full holds every match: its length is the total, and a rare name or
  // a full code costs no count (the search's index would be read twice for one answer).
  let found: unknown[][];
  let counts: CountedTotal;
  if (offset === 0) {
    found = await rows();
    counts = found.length < limit ? { total: found.length, capped: false } : await counted();
  } else [found, counts] = await Promise.all([rows(), counted()]);
  return { body: serialize({ rows: found.map(arrayToListItem), ...counts }), until };
}

/**
 * The first row (its created_at as text, its id) of every page of `size` rows of a list, up to
 * PAGE_STARTS_ROWS deep, at the list's version: built once for the requests that miss together,
 * and kept while the version stands (ADR 029). A list's random page is then one seek of its own
 * rows, where each one walked the index to its offset (up to 10,000 entries) every time.
 */
async function pageStarts(
  db: Db,
  st: ReturnType<typeof listStatements>,
  read: { key: string; version: string; values: Record<string, string>; size: number },
  now: number,
): Promise<[string, string][]> {
  const body = await listCaches(db).pages.answer(`${read.key}|${read.size}`, read.version, now, async () => ({
    body: JSON.stringify(await st.starts.rows({ ...read.values, size: read.size })),
    until: Number.POSITIVE_INFINITY,
  }));
  return JSON.parse(body) as [string, string][];
}

/** Every row of a filtered list, newest first, for the Excel export (capped by the caller). */
export async function exportBookings(db: DbOrTx, where: SQL | undefined, limit: number) {
  const rows = await db
    .select(listColumns)
    .from(bookings)
    .innerJoin(customers, eq(customers.id, bookings.customerId))
    .where(where)
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(limit);
  return rows.map(toListItem);
}

/** A booking with its customer, assignee and pieces: the select of every single-booking read. */
function bookingWithParts(db: DbOrTx) {
  return db
    .select({
      b: bookings,
      customerCode: customers.code,
      customerName: customerDisplayName,
      assigneeName: sql<
        string | null
      >`(select ${users.fullName} from ${users} where ${users.id} = ${bookings.assigneeId})`,
      // Its pieces with their last sighting (issue 35), in index order.
      pieceRows: sql<PieceJson[]>`(select coalesce(json_agg(json_build_object(
          'id', p.id, 'idx', p.idx, 'at', p.last_seen_at, 'whereVi', p.last_where_vi,
          'whereEn', p.last_where_en, 'by', u.username) order by p.idx), '[]'::json)
        from booking_pieces p left join users u on u.id = p.last_seen_by
        where p.booking_id = ${bookings.id})`,
    })
    .from(bookings)
    .innerJoin(customers, eq(customers.id, bookings.customerId));
}

export async function findBooking(db: DbOrTx, id: string, scope: SQL | undefined, forUpdate = false) {
  const query = bookingWithParts(db).where(and(eq(bookings.id, id), scope));
  const [row] = forUpdate ? await query.for('update', { of: bookings }) : await query;
  return row;
}

/**
 * The booking page's read, as a prepared statement per kind of scope (all, a customer's, a sales
 * user's): built once, planned once per connection. The same row as findBooking.
 */
export async function readBooking(
  db: Db,
  id: string,
  scope: { scopeCustomerId?: string; scopeSalesUserId?: string },
) {
  const kind = scope.scopeCustomerId ? 'customer' : scope.scopeSalesUserId ? 'sales' : 'all';
  const statement = prepared(db, `bk_one_${kind}`, (name) =>
    bookingWithParts(db)
      .where(
        and(
          eq(bookings.id, sql.placeholder('id')),
          kind === 'customer'
            ? eq(bookings.customerId, sql.placeholder('scopeCustomerId'))
            : kind === 'sales'
              ? sql`${bookings.customerId} in (select ${customers.id} from ${customers}
                  where ${customers.salesUserId} = ${sql.placeholder('scopeSalesUserId')})`
              : undefined,
        ),
      )
      .prepare(name),
  );
  const [row] = await statement.execute({ id, ...scope });
  return row;
}

interface PieceJson {
  id: string;
  idx: number;
  at: string | null;
  whereVi: string | null;
  whereEn: string | null;
  by: string | null;
}

/** A booking's price as its row keeps it: the figures as numbers, in the price currency. */
export const priceFigures = (b: BookingRow) => ({
  baseFee: Number(b.baseFee),
  surcharges: b.surcharges,
  surchargeTotal: Number(b.surchargeTotal),
  discountPercent: Number(b.discountPercent),
  discount: Number(b.discount),
  total: Number(b.total),
  currency: b.priceCurrency,
});

export function toBooking(
  r: {
    b: BookingRow;
    customerCode: string;
    customerName: string;
    assigneeName?: string | null;
    pieceRows?: PieceJson[];
  },
  locale: Locale = 'vi',
): TBooking {
  const b = r.b;
  const vi = locale === 'vi';
  return {
    id: b.id,
    code: b.code,
    trackingNumber: b.trackingNumber,
    test: b.isTest,
    creditHold: creditHoldOf(b, locale),
    status: b.status as TBooking['status'],
    exceptionFrom: (b.exceptionFrom as TBooking['exceptionFrom']) ?? null,
    customer: { id: b.customerId, code: r.customerCode, name: r.customerName },
    service: b.service as TBooking['service'],
    carrier: b.carrier as TBooking['carrier'],
    office: b.office as TBooking['office'],
    sender: b.sender,
    receiver: b.receiver,
    cargoUnit: b.cargoUnit as TBooking['cargoUnit'],
    goodsDescription: b.goodsDescription,
    declaredValue: Number(b.declaredValue),
    currency: b.currency,
    incoterm: b.incoterm as TBooking['incoterm'],
    // A booking made before the customs block: its defaults, no goods lines (customsLines shows
    // its description as one line).
    customs: b.customs ?? {
      contents: 'GOODS',
      invoiceNumber: b.code,
      invoiceDate: bookingDay(b.createdAt),
      reasonForExport: 'SALE',
      items: [],
    },
    codAmount: b.codAmount == null ? null : Number(b.codAmount),
    pickup: {
      date: String(b.pickupDate),
      timeWindow: b.pickupTimeWindow,
      address: b.pickupAddress,
    },
    note: b.note,
    actualWeight: Number(b.actualWeight),
    volumetricWeight: Number(b.volumetricWeight),
    chargeableWeight: Number(b.chargeableWeight),
    volume: Number(b.volume),
    price: {
      ...priceFigures(b),
      lines: (b.priceLines ?? []).map((l) => ({
        code: l.code,
        label: vi ? l.labelVi : l.labelEn,
        amount: l.amount,
        currency: l.currency,
        explanation: vi ? l.explanationVi : l.explanationEn,
        counted: l.counted,
      })),
      vat: Number(b.vat),
      totalVnd: b.totalVnd == null ? null : Number(b.totalVnd),
      fx: b.fxRate && b.fxDay ? { rate: Number(b.fxRate), day: b.fxDay } : null,
      rateCard: b.rateCardId ? { id: b.rateCardId, version: b.rateCardVersion ?? 1 } : null,
      contractId: b.contractId ?? null,
    },
    booked: b.booked ?? null,
    measuredAt: b.measuredAt?.toISOString() ?? null,
    assignee: b.assigneeId ? { id: b.assigneeId, fullName: r.assigneeName ?? '' } : null,
    failedAttempts: b.failedAttempts,
    pieces: piecesWithSizes(
      b.pieces,
      (r.pieceRows ?? []).map((p) => ({
        id: p.id,
        index: p.idx,
        barcode: p.id,
        lastSeen: p.at
          ? { at: new Date(p.at).toISOString(), where: (vi ? p.whereVi : p.whereEn) ?? '', by: p.by }
          : null,
      })),
    ),
    cargoLines: b.pieces,
    piecesMissing: b.piecesMissing,
    createdAt: b.createdAt.toISOString(),
    updatedAt: b.updatedAt.toISOString(),
  };
}

/**
 * A booking's events, oldest first. `audience: 'public'` (a customer) selects no INTERNAL note
 * and no staff name: the public text stands in for the note, and an event without one is left
 * out (the same rule as public tracking).
 */
export async function listEvents(db: DbOrTx, bookingIds: string[], audience: 'staff' | 'public' = 'staff') {
  if (bookingIds.length === 0) return [];
  const isPublic = audience === 'public';
  const shown = (note: SQL.Aliased | unknown, pub: unknown) =>
    sql<string>`case when ${bookingEvents.visibility} = 'PUBLIC' then ${note} else ${pub} end`;
  return db
    .select({
      id: bookingEvents.id,
      bookingId: bookingEvents.bookingId,
      status: bookingEvents.status,
      place: bookingEvents.place,
      noteVi: isPublic ? shown(bookingEvents.noteVi, bookingEvents.publicVi) : bookingEvents.noteVi,
      noteEn: isPublic ? shown(bookingEvents.noteEn, bookingEvents.publicEn) : bookingEvents.noteEn,
      visibility: bookingEvents.visibility,
      publicVi: bookingEvents.publicVi,
      publicEn: bookingEvents.publicEn,
      occurredAt: bookingEvents.occurredAt,
      actor: isPublic ? sql<string | null>`null` : users.username,
    })
    .from(bookingEvents)
    .leftJoin(users, eq(users.id, bookingEvents.actorId))
    .where(
      and(
        inArray(bookingEvents.bookingId, bookingIds),
        isPublic
          ? sql`(${bookingEvents.visibility} = 'PUBLIC' or ${bookingEvents.publicVi} <> '')`
          : undefined,
      ),
    )
    .orderBy(asc(bookingEvents.occurredAt), asc(bookingEvents.createdAt));
}

const historyColumns = {
  id: bookingHistory.id,
  bookingId: bookingHistory.bookingId,
  bookingCode: bookings.code,
  field: bookingHistory.field,
  before: bookingHistory.before,
  after: bookingHistory.after,
  userId: bookingHistory.userId,
  username: users.username,
  at: bookingHistory.at,
};

const toHistory = (r: Omit<THistoryRow, 'at'> & { at: Date }): THistoryRow => ({
  ...r,
  at: r.at.toISOString(),
});

export async function bookingHistoryRows(db: DbOrTx, bookingId: string) {
  const rows = await db
    .select(historyColumns)
    .from(bookingHistory)
    .innerJoin(bookings, eq(bookings.id, bookingHistory.bookingId))
    .leftJoin(users, eq(users.id, bookingHistory.userId))
    .where(eq(bookingHistory.bookingId, bookingId))
    .orderBy(desc(bookingHistory.at));
  return rows.map(toHistory);
}

export async function searchHistory(db: DbOrTx, q: THistoryQuery) {
  const where = and(
    q.bookingCode ? like(bookings.code, `${escapeLike(q.bookingCode.toUpperCase())}%`) : undefined,
    q.username ? sql`lower(${users.username}) = ${q.username.toLowerCase()}` : undefined,
    q.from ? gte(bookingHistory.at, hcmDayStart(q.from)) : undefined,
    q.to ? lt(bookingHistory.at, nextHcmDay(q.to)) : undefined,
  );
  const base = () =>
    db
      .select(historyColumns)
      .from(bookingHistory)
      .innerJoin(bookings, eq(bookings.id, bookingHistory.bookingId))
      .leftJoin(users, eq(users.id, bookingHistory.userId));
  const [rows, [total]] = await Promise.all([
    base()
      .where(where)
      .orderBy(desc(bookingHistory.at), desc(bookingHistory.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db
      .select({ n: count() })
      .from(bookingHistory)
      .innerJoin(bookings, eq(bookings.id, bookingHistory.bookingId))
      .leftJoin(users, eq(users.id, bookingHistory.userId))
      .where(where),
  ]);
  return { rows: rows.map(toHistory), total: Number(total?.n ?? 0) };
}

/** The customer picker of the booking form: by code or name, a sales user's own customers only. */
export async function pickerCustomers(db: DbOrTx, search: string, salesUserId?: string) {
  const s = `%${escapeLike(search.toLowerCase())}%`;
  return db
    .select({
      id: customers.id,
      code: customers.code,
      name: customerDisplayName,
    })
    .from(customers)
    .where(
      and(
        sql`(lower(${customers.code}) like ${s} or lower(${customers.companyName}) like ${s} or lower(${customers.contactName}) like ${s})`,
        salesUserId ? eq(customers.salesUserId, salesUserId) : undefined,
      ),
    )
    .orderBy(customers.code)
    .limit(20);
}

/** Customer ids by code, among those the caller may book for (a sales user: their own). */
export async function customerIdsByCode(db: DbOrTx, codes: string[], salesUserId?: string) {
  if (codes.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: customers.id, code: customers.code })
    .from(customers)
    .where(
      and(inArray(customers.code, codes), salesUserId ? eq(customers.salesUserId, salesUserId) : undefined),
    );
  return new Map(rows.map((c) => [c.code, c.id]));
}

/** Code and tracking number of bookings, by code. */
export async function bookingRefs(db: DbOrTx, ids: string[]) {
  return db
    .select({
      id: bookings.id,
      code: bookings.code,
      trackingNumber: bookings.trackingNumber,
    })
    .from(bookings)
    .where(inArray(bookings.id, ids))
    .orderBy(asc(bookings.code));
}

/**
 * A customer's address book, from its own bookings: the sender of its latest booking (else its
 * account's contact details), and its distinct past receivers, newest first. A receiver is the
 * same one when its name, phone and country are; `search` matches a name or company.
 */
export async function addressBook(db: DbOrTx, customerId: string, search: string) {
  const s = `%${escapeLike(search.toLowerCase())}%`;
  const [latest] = await db
    .select({ sender: bookings.sender })
    .from(bookings)
    .where(eq(bookings.customerId, customerId))
    .orderBy(desc(bookings.createdAt))
    .limit(1);
  const [account] = await db
    .select({
      companyName: customers.companyName,
      contactName: customers.contactName,
      phone: customers.phone,
      email: customers.email,
      address: customers.address,
    })
    .from(customers)
    .where(eq(customers.id, customerId));
  const receivers = await rowsOf<{ receiver: TParty }>(
    db,
    sql`
    select receiver from (
      select distinct on (lower(receiver->>'name'), receiver->>'phone', receiver->>'country')
             receiver, created_at
        from ${bookings}
       where ${bookings.customerId} = ${customerId}
         and (${search} = '' or lower(receiver->>'name') like ${s} or lower(receiver->>'company') like ${s})
       order by lower(receiver->>'name'), receiver->>'phone', receiver->>'country', created_at desc
    ) r
    order by created_at desc
    limit 20`,
  );
  return {
    latestSender: latest?.sender ?? null,
    account: account ?? null,
    receivers: receivers.map((r) => r.receiver),
  };
}

/** Which of these customers the caller may book for (a sales user: only their own). */
export async function customersInScope(db: DbOrTx, ids: string[], salesUserId?: string) {
  const rows = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(inArray(customers.id, ids), salesUserId ? eq(customers.salesUserId, salesUserId) : undefined));
  return rows.map((r) => r.id);
}

/** A first booking's sender, from the customer account's contact details (Vietnam, where it books from). */
export function accountSender(
  account: {
    companyName: string;
    contactName: string;
    phone: string | null;
    email: string | null;
    address: string | null;
  } | null,
): TParty | null {
  if (!account) return null;
  const lines = normalizeAddressLines(account.address ?? '', '');
  return {
    name: (account.contactName || account.companyName).slice(0, 35),
    company: account.contactName ? account.companyName.slice(0, 35) : '',
    phone: account.phone ?? '',
    email: account.email ?? '',
    addressLine1: lines.addressLine1,
    addressLine2: lines.addressLine2,
    city: '',
    state: '',
    postalCode: '',
    country: 'VN',
  };
}

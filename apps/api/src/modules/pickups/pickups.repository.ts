import {
  foldText,
  OVERVIEW_LIST_LIMIT,
  PICKUP_FLAG_AFTER,
  type PickupFailReason,
  type PickupOutcome,
  pickupLateness,
  type TAssignableQuery,
  type TPickupAttempt,
  type TPickupItem,
  type TPickupStaff,
} from '@acf/shared';
import { and, asc, count, eq, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Db, type DbOrTx, rowsOf } from '../../db/client';
import { prepared, rawPrepared } from '../../db/prepared';
import {
  bookingHistory,
  bookings,
  customers,
  pickupAttempts,
  pickupFiles,
  rolePermissions,
  users,
} from '../../db/schema';
import { containsPattern } from '../../db/sql';
import { customerDisplayName, LIST_COUNT_BOUND } from '../bookings/bookings.repository';

/** The permission that makes a user a pickup driver (the seed's `/order-pickup`). */
export const DRIVER_PERMISSION = 'get_list_my_assignee_booking';
/** The dispatcher's permission (the seed's `/assign-pick-up`). */
const DISPATCH_PERMISSION = 'assignee_booking';

/**
 * Whether the user's role makes them a pickup driver: it holds the driver's permission and not
 * the dispatcher's. The administrator holds every permission and the manager nearly all, so the
 * driver's permission alone would offer them as drivers; a role that gives out pickups is not
 * one that takes them (the same rule sends a driver, and only a driver, to his pickups on login).
 */
const takesPickups = (roleId: SQL | typeof users.roleId) => sql`(
  exists (select 1 from ${rolePermissions} rp where rp.role_id = ${roleId} and rp.permission = ${DRIVER_PERMISSION})
  and not exists (select 1 from ${rolePermissions} rp where rp.role_id = ${roleId} and rp.permission = ${DISPATCH_PERMISSION}))`;

/**
 * Vietnamese letters and what they fold to (foldText: no accent, đ as d, lower case). Written
 * into the SQL so a typed place matches a stored one whatever the case and accents of either,
 * without an extension (unaccent is not on every database this runs on) and whatever the
 * database's collation (lower() of a C collation leaves Ồ as it is: it is folded here too).
 */
const VI_LETTERS = 'àáảãạăằắẳẵặâầấẩẫậèéẻẽẹêềếểễệìíỉĩịòóỏõọôồốổỗộơờớởỡợùúủũụưừứửữựỳýỷỹỵđ';
const FOLD_FROM = VI_LETTERS + VI_LETTERS.toUpperCase();
const FOLD_TO = [...FOLD_FROM].map(foldText).join('');
const folded = (text: SQL) =>
  sql`translate(lower(${text}), ${sql.raw(`'${FOLD_FROM}'`)}, ${sql.raw(`'${FOLD_TO}'`)})`;

const assignee = alias(users, 'assignee');

const sender = (field: string) => sql<string | null>`${bookings.sender}->>${sql.raw(`'${field}'`)}`;

/**
 * What a pickup card shows, flat: the sender's fields read out of its JSON by the database, the
 * pieces as their stored count (the `piece_count` column the reports read too). A page reads
 * these as arrays (rawPrepared), in this order: see toItem.
 */
const itemColumns = {
  id: bookings.id,
  code: bookings.code,
  trackingNumber: bookings.trackingNumber,
  status: bookings.status,
  customerId: bookings.customerId,
  office: bookings.office,
  service: bookings.service,
  carrier: bookings.carrier,
  cargoUnit: bookings.cargoUnit,
  goodsDescription: bookings.goodsDescription,
  receiverCountry: bookings.receiverCountry,
  senderName: sender('name'),
  senderCompany: sender('company'),
  senderPhone: sender('phone'),
  senderLine1: sender('addressLine1'),
  senderLine2: sender('addressLine2'),
  senderCity: sender('city'),
  senderState: sender('state'),
  senderCommune: sender('communeName'),
  senderProvince: sender('provinceName'),
  // As text: the driver's own parser would make a date a local midnight.
  pickupDate: sql<string>`${bookings.pickupDate}::text`,
  pickupTimeWindow: bookings.pickupTimeWindow,
  pickupAddress: bookings.pickupAddress,
  pieceCount: bookings.pieceCount,
  chargeableWeight: bookings.chargeableWeight,
  note: bookings.note,
  assigneeId: bookings.assigneeId,
  assignedAt: bookings.assignedAt,
  failedAttempts: bookings.failedAttempts,
  customerCode: customers.code,
  customerName: customerDisplayName,
  assigneeUsername: assignee.username,
  assigneeName: assignee.fullName,
};

const itemKeys = Object.keys(itemColumns) as (keyof typeof itemColumns)[];

/** A row as Drizzle maps it, in the order toItem reads. */
const asArray = (r: Record<string, unknown>) => itemKeys.map((k) => r[k]);

/** A card from its row, read by position in the order of itemColumns. */
function toItem(r: unknown[], late: (date: string, timeWindow: string) => boolean): TPickupItem {
  const [
    id,
    code,
    trackingNumber,
    status,
    customerId,
    office,
    service,
    carrier,
    cargoUnit,
    goodsDescription,
    receiverCountry,
    name,
    company,
    phone,
    line1,
    line2,
    city,
    state,
    commune,
    province,
    date,
    timeWindow,
    pickupAddress,
    pieceCount,
    chargeableWeight,
    note,
    assigneeId,
    assignedAt,
    failedAttempts,
    customerCode,
    customerName,
    assigneeUsername,
    assigneeName,
  ] = r as string[];
  // In Vietnam the card reads street, commune, province (the official names stored with the booking).
  const senderAddress = (province ? [line1, line2, commune, province] : [line1, line2, state, city])
    .filter(Boolean)
    .join(', ');
  const open = status === 'BOOKED' || status === 'ASSIGNED';
  const failed = Number(failedAttempts);
  return {
    id: id!,
    code: code!,
    trackingNumber: trackingNumber!,
    status: status as TPickupItem['status'],
    customer: { id: customerId!, code: customerCode!, name: customerName! },
    office: office as TPickupItem['office'],
    service: service as TPickupItem['service'],
    carrier: carrier as TPickupItem['carrier'],
    cargoUnit: cargoUnit as TPickupItem['cargoUnit'],
    goodsDescription: goodsDescription!,
    receiverCountry: receiverCountry!,
    pickup: {
      date: date!,
      timeWindow: timeWindow!,
      address: pickupAddress || senderAddress,
      contactName: name!,
      company: company ?? '',
      phone: phone!,
      city: city!,
      district: state ?? '',
    },
    piecesBooked: Number(pieceCount),
    bookedWeight: Number(chargeableWeight),
    note: note!,
    assignee: assigneeId
      ? { id: assigneeId, username: assigneeUsername ?? '', fullName: assigneeName ?? '' }
      : null,
    assignedAt: assignedAt ? new Date(assignedAt).toISOString() : null,
    failedAttempts: failed,
    flagged: failed >= PICKUP_FLAG_AFTER,
    late: open && late(date!, timeWindow!),
  };
}

function itemQuery(db: DbOrTx) {
  return db
    .select(itemColumns)
    .from(bookings)
    .innerJoin(customers, eq(customers.id, bookings.customerId))
    .leftJoin(assignee, eq(assignee.id, bookings.assigneeId));
}

/** Earliest day first, then by window ('' = no window, last), then by code. */
const pickupOrder = [
  asc(bookings.pickupDate),
  sql`nullif(${bookings.pickupTimeWindow}, '') asc nulls last`,
  asc(bookings.code),
];

const ph = (name: string) => sql.placeholder(name);

/**
 * A filter's value as a scalar subquery: the plan cannot depend on it, so PostgreSQL keeps one
 * generic plan per connection (its own choice once a custom plan costs no less) instead of
 * planning each call. The dispatcher's first page then costs 0.03 ms, its planning nothing.
 */
const val = (name: string, type: 'uuid' | 'date' | 'text') => sql`(select ${ph(name)}::${sql.raw(type)})`;

/**
 * A page of items and its count, as prepared statements: the query builder runs once per shape
 * of the filters (its name), and each request only sends the values. On a hot route that is
 * most of the CPU a request costs. The page's size is written into its text and a first page
 * has no OFFSET: PostgreSQL then keeps one plan per connection instead of planning each call
 * (an unknown LIMIT looks like a tenth of the table to it).
 */
function pageStatements(db: Db, name: string, where: () => SQL | undefined) {
  const page = (limit: number, skip: boolean) =>
    rawPrepared(db, `${name}_rows_${limit}${skip ? 'o' : ''}`, () => {
      const { sql: text, params } = itemQuery(db)
        .where(where())
        .orderBy(...pickupOrder)
        .toSQL();
      return skip
        ? { sql: `${text} limit ${limit} offset $${params.length + 1}`, params: [...params, ph('offset')] }
        : { sql: `${text} limit ${limit}`, params };
    });
  const total = prepared(db, `${name}_count`, (n) =>
    db
      .select({ n: count() })
      .from(
        db
          .select({ one: sql`1` })
          .from(bookings)
          .where(where())
          .limit(PICKUP_COUNT_BOUND + 1)
          .as('matches'),
      )
      .prepare(n),
  );
  return { name, page, count: total };
}

/**
 * The most open pickups a list counts, as the bookings list does (LIST_COUNT_BOUND): past it the
 * total is this bound and the answer says so (`totalCapped`, "10,000+"). Counting every open
 * booking on each change (111,000 overdue ones on the bench's million: 200 ms, 1.6 s from disk)
 * was most of the dispatcher's list beside the day's writes, which change it many times a second.
 */
export const PICKUP_COUNT_BOUND = LIST_COUNT_BOUND;

/**
 * A page of items and their number. A first page shorter than a page is the whole list, so
 * the count is asked only when there may be more (a driver's list is one query).
 */
async function pageOf(
  statements: ReturnType<typeof pageStatements>,
  values: Record<string, unknown>,
  q: { page: number; pageSize: number },
  now: Date,
) {
  const offset = (q.page - 1) * q.pageSize;
  const rows = await statements.page(q.pageSize, offset > 0).rows({ ...values, offset });
  // Counted with the rows, never from a short-lived cache: the answer is kept until its list's
  // version moves (pickups.service.ts), and its total must be as exact as its rows.
  const total =
    q.page === 1 && rows.length < q.pageSize
      ? rows.length
      : Number((await statements.count.execute(values))[0]?.n ?? 0);
  const late = pickupLateness(now);
  return {
    rows: rows.map((r) => toItem(r, late)),
    total: Math.min(total, PICKUP_COUNT_BOUND),
    capped: total > PICKUP_COUNT_BOUND,
  };
}

/**
 * Bookings to pick up on `date`: still BOOKED (and ASSIGNED when asked) with a pickup day on
 * or before it, so yesterday's missed pickups stay in sight. Served, in its order, by the
 * partial index on open bookings.
 */
export async function assignable(db: Db, q: TAssignableQuery & { date: string }, now: Date) {
  const window = q.timeWindow === 'none' ? 'none' : q.timeWindow ? 'window' : '';
  const shape = [
    q.includeAssigned ? 'all' : 'booked',
    q.office ? 'office' : '',
    q.city ? 'city' : '',
    q.code ? 'code' : '',
    q.provinceCode ? 'prov' : '',
    q.communeCode ? 'comm' : '',
    window,
  ];
  const statements = pageStatements(db, `pickups_assignable_${shape.filter(Boolean).join('_')}`, () =>
    and(
      // Written in, not a parameter: a generic plan may then use the partial index on open bookings.
      q.includeAssigned
        ? sql`${bookings.status} in ('BOOKED', 'ASSIGNED')`
        : sql`${bookings.status} = 'BOOKED'`,
      // Test bookings (issue 24) are never picked up.
      sql`not ${bookings.isTest}`,
      lte(bookings.pickupDate, val('date', 'date')),
      q.office ? eq(bookings.office, val('office', 'text')) : undefined,
      q.city
        ? sql`${folded(sql`concat_ws(' / ', ${bookings.sender}->>'city', ${bookings.sender}->>'state', ${bookings.sender}->>'communeName', ${bookings.sender}->>'provinceName')`)} like ${val('city', 'text')}`
        : undefined,
      // A code prefix as a range (`BK2611` ≤ code < `BK2611~`; codes are letters and digits,
      // all below `~`): the code's text_pattern_ops index serves it in a plan made once, which a
      // LIKE pattern sent as a value would not.
      q.code
        ? sql`${bookings.code} ~>=~ ${val('codeFrom', 'text')} and ${bookings.code} ~<~ ${val('codeTo', 'text')}`
        : undefined,
      q.provinceCode ? sql`${bookings.sender}->>'provinceCode' = ${val('provinceCode', 'text')}` : undefined,
      q.communeCode ? sql`${bookings.sender}->>'communeCode' = ${val('communeCode', 'text')}` : undefined,
      window === 'none'
        ? eq(bookings.pickupTimeWindow, '')
        : window
          ? eq(bookings.pickupTimeWindow, val('timeWindow', 'text'))
          : undefined,
    ),
  );
  return pageOf(
    statements,
    {
      date: q.date,
      office: q.office,
      city: q.city ? containsPattern(foldText(q.city)) : undefined,
      codeFrom: q.code || undefined,
      codeTo: q.code ? `${q.code}~` : undefined,
      provinceCode: q.provinceCode,
      communeCode: q.communeCode,
      timeWindow: q.timeWindow,
    },
    q,
    now,
  );
}

/** A driver's own open pickups up to `date`: overdue first, then by window. */
export async function mine(
  db: Db,
  assigneeId: string,
  date: string,
  page: { page: number; pageSize: number },
  now: Date,
) {
  const statements = pageStatements(db, 'pickups_mine', () =>
    and(
      // Plain parameters, unlike the dispatcher's list: PostgreSQL's generic plan for a driver's
      // list would hash the whole customers table (0.53 ms); planned for the driver, it looks up
      // each card's customer (0.20 ms, with 0.27 ms of planning).
      eq(bookings.assigneeId, ph('assigneeId')),
      // Written in, not a parameter: a generic plan may then use the partial index on assigned bookings.
      sql`${bookings.status} = 'ASSIGNED'`,
      lte(bookings.pickupDate, ph('date')),
    ),
  );
  return pageOf(statements, { assigneeId, date }, page, now);
}

/**
 * The version of the open pickups up to `date` (migrations 0024, 0039): the sum of the
 * pickup_open_changes rows of days up to it (or of any day), raised by the commit of every write
 * to what the dispatcher's list of that day shows; and how many rows there are.
 */
export async function openVersion(db: Db, date: string): Promise<{ version: string; rows: number }> {
  const [row] = await rawPrepared(db, 'pickups_open_version_by_day', () => ({
    sql: `select coalesce(sum(n) filter (where day is null or day <= $1::date), 0)::text, count(*)::int
      from pickup_open_changes`,
    params: [ph('date')],
  })).rows({ date });
  return { version: String(row![0]), rows: Number(row![1]) };
}

/** Merges the rows of pickup_open_changes into one per day (every day's version is kept or raised). */
export async function mergeOpenChanges(db: Db): Promise<void> {
  await db.execute(sql`select pickup_open_changes_merge()`);
}

/**
 * The version of a driver's list (migration 0022): it moves, inside the writing transaction,
 * with every write that can change what the list shows. '0' before any such write.
 */
export async function mineVersion(db: Db, assigneeId: string): Promise<string> {
  const [row] = await rawPrepared(db, 'pickups_mine_version', () => ({
    sql: 'select version from pickup_list_versions where assignee_id = $1',
    params: [ph('assigneeId')],
  })).rows({ assigneeId });
  return row ? String(row[0]) : '0';
}

/** The bookings behind `ids`, for the dispatcher's answer. */
export async function items(db: DbOrTx, ids: string[], now: Date) {
  if (!ids.length) return [];
  const rows = await itemQuery(db)
    .where(inArray(bookings.id, ids))
    .orderBy(...pickupOrder);
  const late = pickupLateness(now);
  return rows.map((r) => toItem(asArray(r), late));
}

/** An active staff user whose role may take pickups, or undefined. */
export async function findDriver(db: DbOrTx, id: string) {
  const [u] = await db
    .select({ id: users.id, username: users.username, fullName: users.fullName })
    .from(users)
    .where(
      and(eq(users.id, id), eq(users.active, true), eq(users.kind, 'staff'), takesPickups(users.roleId)),
    );
  return u;
}

/** [start, end) of Ho Chi Minh days `from`..`to`, as SQL timestamps. */
export const hcmRange = (from: string, to: string) => ({
  start: sql`(${from}::date::timestamp at time zone 'Asia/Ho_Chi_Minh')`,
  end: sql`((${to}::date + 1)::timestamp at time zone 'Asia/Ho_Chi_Minh')`,
});

/** Every pickup driver with their load for `date`: open pickups up to it, and that day's attempts. */
export async function staffLoad(db: DbOrTx, date: string): Promise<TPickupStaff[]> {
  const { start, end } = hcmRange(date, date);
  const rows = await rowsOf<{
    id: string;
    username: string;
    full_name: string;
    office: string | null;
    assigned: number;
    booked_weight: string | null;
    picked_up: number;
    failed: number;
  }>(
    db,
    sql`
    with staff as (
      select u.id, u.username, u.full_name, u.office
      from ${users} u
      where u.active and u.kind = 'staff' and ${takesPickups(sql`u.role_id`)}
    ), load as (
      select b.assignee_id, count(*)::int as assigned, sum(b.chargeable_weight) as booked_weight
      from ${bookings} b
      where b.status = 'ASSIGNED' and b.pickup_date <= ${date}::date
        and b.assignee_id in (select id from staff)
      group by b.assignee_id
    ), done as (
      select a.assignee_id,
        (count(*) filter (where a.outcome = 'PICKED_UP'))::int as picked_up,
        (count(*) filter (where a.outcome = 'FAILED'))::int as failed
      from ${pickupAttempts} a
      where a.occurred_at >= ${start} and a.occurred_at < ${end}
      group by a.assignee_id
    )
    select s.id, s.username, s.full_name, s.office,
      coalesce(l.assigned, 0) as assigned, l.booked_weight,
      coalesce(d.picked_up, 0) as picked_up, coalesce(d.failed, 0) as failed
    from staff s
    left join load l on l.assignee_id = s.id
    left join done d on d.assignee_id = s.id
    order by s.full_name, s.username`,
  );
  return rows.map((r) => ({
    id: r.id,
    username: r.username,
    fullName: r.full_name,
    office: r.office ?? '',
    assigned: Number(r.assigned),
    pickedUp: Number(r.picked_up),
    failed: Number(r.failed),
    bookedWeight: Math.round(Number(r.booked_weight ?? 0) * 1000) / 1000,
  }));
}

export async function findAttemptByKey(db: DbOrTx, assigneeId: string, key: string) {
  const [a] = await db
    .select()
    .from(pickupAttempts)
    .where(and(eq(pickupAttempts.assigneeId, assigneeId), eq(pickupAttempts.idempotencyKey, key)));
  return a;
}

export async function insertAttempt(db: DbOrTx, values: typeof pickupAttempts.$inferInsert) {
  const [a] = await db.insert(pickupAttempts).values(values).returning();
  return a!;
}

/** Files of `uploader` that are not yet attached to another booking. */
export async function attachableFiles(db: DbOrTx, ids: string[], uploader: string, bookingId: string) {
  if (!ids.length) return new Set<string>();
  const rows = await db
    .select({ id: pickupFiles.id })
    .from(pickupFiles)
    .where(
      and(
        inArray(pickupFiles.id, ids),
        eq(pickupFiles.uploadedBy, uploader),
        sql`(${pickupFiles.bookingId} is null or ${pickupFiles.bookingId} = ${bookingId})`,
      ),
    );
  return new Set(rows.map((r) => r.id));
}

export async function attachFiles(db: DbOrTx, ids: string[], bookingId: string) {
  if (ids.length) await db.update(pickupFiles).set({ bookingId }).where(inArray(pickupFiles.id, ids));
}

export async function saveFile(
  db: DbOrTx,
  f: { id: string; storageKey: string; size: number; format: string; uploadedBy: string },
): Promise<{ id: string; size: number }> {
  const [row] = await db
    .insert(pickupFiles)
    .values(f)
    .returning({ id: pickupFiles.id, size: pickupFiles.size });
  return row!;
}

/** A stored file, if `scope` lets the caller see it. */
export async function readFile(db: DbOrTx, id: string, scope: SQL | undefined) {
  const [f] = await db
    .select({ bytes: pickupFiles.bytes, storageKey: pickupFiles.storageKey, format: pickupFiles.format })
    .from(pickupFiles)
    .where(and(eq(pickupFiles.id, id), scope));
  return f;
}

interface OverviewFilter {
  from: string;
  to: string;
  office?: string;
  assigneeId?: string;
}

/** Attempts of the period: read from the attempts alone (each keeps its office and kg). */
function attemptWhere(f: OverviewFilter) {
  const { start, end } = hcmRange(f.from, f.to);
  return and(
    sql`${pickupAttempts.occurredAt} >= ${start}`,
    sql`${pickupAttempts.occurredAt} < ${end}`,
    f.assigneeId ? eq(pickupAttempts.assigneeId, f.assigneeId) : undefined,
    f.office ? eq(pickupAttempts.office, f.office) : undefined,
  );
}

/** Attempts of the period by Ho Chi Minh day and by driver, with the picked-up kg. */
export async function attemptCounts(db: DbOrTx, f: OverviewFilter) {
  const day = sql<string>`to_char(${pickupAttempts.occurredAt} at time zone 'Asia/Ho_Chi_Minh', 'YYYY-MM-DD')`;
  return db
    .select({
      day,
      assigneeId: pickupAttempts.assigneeId,
      username: users.username,
      fullName: users.fullName,
      outcome: pickupAttempts.outcome,
      n: sql<number>`count(*)::int`,
      kg: sql<string>`coalesce(sum(${pickupAttempts.chargeableWeight}), 0)`,
    })
    .from(pickupAttempts)
    .innerJoin(users, eq(users.id, pickupAttempts.assigneeId))
    .where(attemptWhere(f))
    .groupBy(day, pickupAttempts.assigneeId, users.username, users.fullName, pickupAttempts.outcome);
}

/** The attempts behind the counts, newest first (`limit` rows; the Excel asks for all). */
export async function attemptList(db: DbOrTx, f: OverviewFilter, limit?: number): Promise<TPickupAttempt[]> {
  const q = db
    .select({
      id: pickupAttempts.id,
      bookingId: pickupAttempts.bookingId,
      code: bookings.code,
      trackingNumber: bookings.trackingNumber,
      customerName: customerDisplayName,
      assigneeId: pickupAttempts.assigneeId,
      username: users.username,
      fullName: users.fullName,
      outcome: pickupAttempts.outcome,
      reason: pickupAttempts.reason,
      note: pickupAttempts.note,
      occurredAt: pickupAttempts.occurredAt,
      chargeableWeight: pickupAttempts.chargeableWeight,
    })
    .from(pickupAttempts)
    .innerJoin(bookings, eq(bookings.id, pickupAttempts.bookingId))
    .innerJoin(customers, eq(customers.id, bookings.customerId))
    .innerJoin(users, eq(users.id, pickupAttempts.assigneeId))
    .where(attemptWhere(f))
    .orderBy(sql`${pickupAttempts.occurredAt} desc`, sql`${pickupAttempts.id} desc`);
  const rows = await (limit ? q.limit(limit) : q);
  return rows.map((r) => ({
    id: r.id,
    bookingId: r.bookingId,
    code: r.code,
    trackingNumber: r.trackingNumber,
    customerName: r.customerName,
    assignee: { id: r.assigneeId, username: r.username, fullName: r.fullName },
    outcome: r.outcome as PickupOutcome,
    reason: (r.reason as PickupFailReason | null) ?? null,
    note: r.note,
    occurredAt: r.occurredAt.toISOString(),
    chargeableWeight: r.chargeableWeight == null ? null : Number(r.chargeableWeight),
  }));
}

/**
 * Open bookings of the period whose window has ended: the day is past, or it is today and the
 * window's end (HH:MM) has passed. `limit` rows, oldest first, and their number.
 */
export async function latePickups(
  db: DbOrTx,
  f: OverviewFilter & { today: string; nowTime: string },
  now: Date,
  limit = OVERVIEW_LIST_LIMIT,
) {
  const where = and(
    inArray(bookings.status, ['BOOKED', 'ASSIGNED']),
    sql`not ${bookings.isTest}`,
    sql`${bookings.pickupDate} >= ${f.from}::date`,
    sql`${bookings.pickupDate} <= least(${f.to}::date, ${f.today}::date)`,
    sql`(${bookings.pickupDate} < ${f.today}::date or (${bookings.pickupTimeWindow} <> '' and split_part(${bookings.pickupTimeWindow}, '-', 2) <= ${f.nowTime}))`,
    f.assigneeId ? eq(bookings.assigneeId, f.assigneeId) : undefined,
    f.office ? eq(bookings.office, f.office) : undefined,
  );
  const [rows, byAssignee] = await Promise.all([
    itemQuery(db)
      .where(where)
      .orderBy(...pickupOrder)
      .limit(limit),
    db
      .select({ assigneeId: bookings.assigneeId, n: sql<number>`count(*)::int` })
      .from(bookings)
      .where(where)
      .groupBy(bookings.assigneeId),
  ]);
  const late = pickupLateness(now);
  return { rows: rows.map((r) => toItem(asArray(r), late)), byAssignee };
}

export async function attemptTotal(db: DbOrTx, f: OverviewFilter) {
  return db.select({ n: sql<number>`count(*)::int` }).from(pickupAttempts).where(attemptWhere(f));
}

export async function findPerson(db: DbOrTx, id: string) {
  const [u] = await db
    .select({ id: users.id, username: users.username, fullName: users.fullName })
    .from(users)
    .where(eq(users.id, id));
  return u;
}

export async function insertHistory(db: DbOrTx, values: typeof bookingHistory.$inferInsert) {
  await db.insert(bookingHistory).values(values);
}

/** Who is sent for some bookings, by tracking number: where a piece scanned by another driver belongs. */
export async function assigneesOf(db: DbOrTx, trackingNumbers: string[]) {
  if (!trackingNumbers.length) return [];
  return db
    .select({
      id: bookings.id,
      trackingNumber: bookings.trackingNumber,
      assigneeId: bookings.assigneeId,
      assigneeName: users.fullName,
    })
    .from(bookings)
    .leftJoin(users, eq(users.id, bookings.assigneeId))
    .where(inArray(bookings.trackingNumber, trackingNumbers));
}

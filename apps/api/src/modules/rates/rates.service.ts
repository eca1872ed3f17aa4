import {
  type BookingCarrier,
  type Currency,
  cardOn,
  type RateCardBody,
  type RateMatrix,
  readRateSheets,
  type Service,
  type TRateCardDiff,
  type TRateCardImportFields,
  type ZFuelParams,
  type Zone,
  type ZVatParams,
  zoneSetProblems,
} from '@acf/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { customers, exchangeRates, fuelSurcharges, rateCards, rateZoneSets, vatRates } from '../../db/schema';
import { badRequest, conflict, type FieldError, fieldError, notFound } from '../../lib/errors';
import { readWorkbook } from './rate-sheets';
import {
  activeCardsOfLine,
  activeCardsOn,
  findCard,
  findZoneSet,
  nextVersion,
  summaryOf,
} from './rates.repository';

/** Problems reported at most, so a wrong file does not answer megabytes. */
const MAX_REPORTED = 50;

const dayBefore = (day: string) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
};

const rowLabel = (row: RateMatrix['rows'][number]) =>
  row.type === 'UPTO'
    ? row.upTo
    : row.type === 'ADD'
      ? `+${row.step}/${row.upTo}`
      : `${row.from}-${row.to ?? ''}`;

/** The difference between two card bodies, row by row and cell by cell. */
export function diffBodies(before: RateCardBody | null, after: RateCardBody): Omit<TRateCardDiff, 'against'> {
  const zonesBefore = before?.zones ?? [];
  const rows: TRateCardDiff['rows'] = [];
  let cellsChanged = 0;
  const sections = (b: RateCardBody | null) => {
    const out = new Map<string, Record<string, string>>();
    if (!b) return out;
    for (const [sheet, m] of [
      ['PARCEL', b.parcel],
      ['DOCUMENTS', b.documents],
    ] as const)
      for (const row of m?.rows ?? []) out.set(`${sheet}|${rowLabel(row)}`, row.prices);
    for (const [label, prices] of [
      ['MIN', b.minimum],
      ['CBM', b.cbm],
      ...Object.entries(b.containers ?? {}),
    ] as const)
      if (prices) out.set(`PARCEL|${label}`, prices as Record<string, string>);
    return out;
  };
  const a = sections(before);
  const z = sections(after);
  const zones = [...new Set([...zonesBefore, ...after.zones])];
  for (const key of new Set([...a.keys(), ...z.keys()])) {
    const [sheet, row] = key.split('|') as [string, string];
    const was = a.get(key);
    const now = z.get(key);
    const cells = zones
      .map((zone) => ({ zone, before: was?.[zone] ?? null, after: now?.[zone] ?? null }))
      .filter((c) => c.before !== c.after && !(c.before && c.after && Number(c.before) === Number(c.after)));
    if (!cells.length) continue;
    cellsChanged += cells.length;
    rows.push({ sheet, row, change: !was ? 'ADDED' : !now ? 'REMOVED' : 'CHANGED', cells });
  }
  return {
    zonesAdded: after.zones.filter((x) => !zonesBefore.includes(x)),
    zonesRemoved: zonesBefore.filter((x) => !after.zones.includes(x)),
    rows,
    cellsChanged,
  };
}

/**
 * Reads a card's file and compares it with the card in force on its start day. All or nothing:
 * any wrong cell, or a zone the carrier's zone set does not have, refuses the file, each named.
 * Unless `dryRun`, the card is kept as a DRAFT with the next version number.
 */
export async function importCard(
  db: DbOrTx,
  file: { bytes: Buffer; name: string },
  f: TRateCardImportFields,
  actorId: string | null,
) {
  if (f.customerId) {
    const [known] = await db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.id, f.customerId));
    if (!known) throw fieldError('customerId', 'accounts.customerNotFound');
  }
  const step = f.step ?? '0.5';
  const read = readRateSheets(await readWorkbook(file.bytes), step);
  if (!read.body) {
    const errors: FieldError[] = read.problems.slice(0, MAX_REPORTED).map((p) => ({
      field: 'file',
      message: `rates.cell.${p.code}`,
      params: { cell: `${p.sheet}!${p.cell}`, value: p.value ?? '', ...(p.detail ?? {}) },
    }));
    throw badRequest('rates.fileRefused', errors, { count: read.problems.length });
  }
  const body = read.body;
  const zoneSet = await findZoneSet(db, f.carrier, f.service);
  const known = new Set((zoneSet?.zones ?? []).map((z) => z.code));
  const unknown = body.zones.filter((z) => !known.has(z));
  if (unknown.length)
    throw badRequest(
      'rates.fileRefused',
      unknown.map((zone) => ({
        field: 'file',
        message: 'rates.unknownZone',
        params: { zone, carrier: f.carrier, service: f.service },
      })),
      { count: unknown.length },
    );
  const line = { carrier: f.carrier, service: f.service, kind: f.kind, customerId: f.customerId ?? null };
  const inForce = cardOn(await activeCardsOn(db, line, f.validFrom), f.validFrom);
  const diff: TRateCardDiff = {
    against: inForce ? summaryOf(inForce) : null,
    ...diffBodies(inForce?.body ?? null, body),
  };
  if (f.dryRun === '1') return { card: null, diff };
  const [row] = await db.transaction(async (tx) => {
    // One import at a time per line, so two never take the same version.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`rate-card:${f.carrier}:${f.service}:${f.kind}:${line.customerId ?? ''}`}))`,
    );
    const version = await nextVersion(tx, line);
    return tx
      .insert(rateCards)
      .values({
        name: f.name || `${f.service} ${f.carrier} ${f.kind} ${f.validFrom.slice(0, 4)} v${version}`,
        carrier: f.carrier,
        service: f.service,
        kind: f.kind,
        customerId: line.customerId,
        currency: f.currency,
        version,
        validFrom: f.validFrom,
        validTo: f.validTo ?? null,
        status: 'DRAFT',
        divisor: f.divisor ?? 5000,
        step,
        body,
        sourceName: file.name.slice(0, 200),
        createdBy: actorId,
      })
      .returning();
  });
  return { card: summaryOf(row!), diff };
}

/**
 * Publishes a DRAFT: it prices bookings from its start day. A card of the same line in force
 * before then ends the day before; one that would start on or after it is retired. Bookings keep
 * the lines they were priced with: nothing stored changes.
 */
export async function publishCard(db: DbOrTx, id: string, actorId: string | null) {
  return db.transaction(async (tx) => {
    const card = await findCard(tx, id);
    if (!card) throw notFound('rates.cardNotFound');
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`rate-card:${card.carrier}:${card.service}:${card.kind}:${card.customerId ?? ''}`}))`,
    );
    if (card.status !== 'DRAFT') throw conflict('rates.notDraft', undefined, { status: card.status });
    for (const other of await activeCardsOfLine(tx, card)) {
      if (other.validFrom >= card.validFrom)
        await tx
          .update(rateCards)
          .set({ status: 'RETIRED', retiredAt: sql`now()`, retiredBy: actorId })
          .where(eq(rateCards.id, other.id));
      else if (other.validTo === null || other.validTo >= card.validFrom)
        await tx
          .update(rateCards)
          .set({ validTo: dayBefore(card.validFrom) })
          .where(eq(rateCards.id, other.id));
    }
    const [row] = await tx
      .update(rateCards)
      .set({ status: 'ACTIVE', publishedAt: sql`now()`, publishedBy: actorId })
      .where(eq(rateCards.id, id))
      .returning();
    return summaryOf(row!);
  });
}

/** Retires a card: it prices nothing from now on (a DRAFT is simply never published). */
export async function retireCard(db: DbOrTx, id: string, actorId: string) {
  const [row] = await db
    .update(rateCards)
    .set({ status: 'RETIRED', retiredAt: sql`now()`, retiredBy: actorId })
    .where(and(eq(rateCards.id, id), sql`${rateCards.status} <> 'RETIRED'`))
    .returning();
  if (row) return summaryOf(row);
  if (!(await findCard(db, id))) throw notFound('rates.cardNotFound');
  throw conflict('rates.alreadyRetired');
}

type FuelKey = z.output<typeof ZFuelParams>;
type VatKey = z.output<typeof ZVatParams>;

/** The tables of settings kept by key: a zone set, a month's fuel percent, a day's rate, a VAT rate. */
type SettingTable = typeof rateZoneSets | typeof fuelSurcharges | typeof exchangeRates | typeof vatRates;

/**
 * Writes the setting `key` names: inserted, or its value replaced when the key is there (the key's
 * columns are the conflict target), stamped with who changed it and when.
 */
async function putSetting<T extends SettingTable>(
  db: DbOrTx,
  table: T,
  key: Partial<T['$inferInsert']>,
  value: Partial<T['$inferInsert']>,
  actorId: string | null,
) {
  // Drizzle's builders do not follow a table chosen by a type parameter; each call is one of the four.
  const t = table as typeof vatRates;
  const target = Object.keys(key).map((column) => t[column as keyof typeof vatRates.$inferInsert]);
  await db
    .insert(t)
    .values({ ...key, ...value, updatedBy: actorId } as typeof vatRates.$inferInsert)
    .onConflictDoUpdate({ target, set: { ...value, updatedBy: actorId, updatedAt: sql`now()` } });
}

export async function putZoneSet(
  db: DbOrTx,
  carrier: BookingCarrier,
  service: Service,
  zones: Zone[],
  actorId: string | null,
) {
  const problems = zoneSetProblems({ zones });
  if (problems.length)
    throw badRequest(
      'error.validation',
      problems.map((p) => ({ field: 'zones', message: 'rates.zoneConflict', params: { problem: p } })),
    );
  await putSetting(db, rateZoneSets, { carrier, service }, { zones }, actorId);
  return { zones };
}

/** A carrier's fuel surcharge for a month. */
export async function putFuel(db: DbOrTx, key: FuelKey, percent: number, actorId: string | null) {
  await putSetting(db, fuelSurcharges, key, { percent: String(percent) }, actorId);
  return { ...key, percent };
}

export async function putExchangeRates(
  db: DbOrTx,
  day: string,
  rates: Partial<Record<Currency, number>>,
  actorId: string | null,
) {
  const entries = Object.entries(rates).filter(([c]) => c !== 'VND') as [Currency, number][];
  if (!entries.length) throw fieldError('rates', 'validation.minItems', { min: 1 });
  await db.transaction(async (tx) => {
    for (const [currency, vnd] of entries)
      await putSetting(tx, exchangeRates, { currency, day }, { vndPerUnit: String(vnd) }, actorId);
  });
  return { day, rates: Object.fromEntries(entries) };
}

/** A kind of VAT's rate from a day on. */
export async function putVat(db: DbOrTx, key: VatKey, percent: number, actorId: string | null) {
  await putSetting(db, vatRates, key, { percent: String(percent) }, actorId);
  return { ...key, percent };
}

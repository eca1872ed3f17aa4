import type { BookingCarrier, RateCard, RateCardKind, Service, TRateCardSummary } from '@acf/shared';
import { and, asc, desc, eq, gte, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { exchangeRates, fuelSurcharges, rateCards, rateZoneSets, vatRates } from '../../db/schema';

type CardRow = typeof rateCards.$inferSelect;

export const summaryOf = (r: CardRow): TRateCardSummary => ({
  id: r.id,
  name: r.name,
  carrier: r.carrier,
  service: r.service,
  kind: r.kind,
  customerId: r.customerId,
  currency: r.currency,
  version: r.version,
  validFrom: r.validFrom,
  validTo: r.validTo,
  status: r.status,
  divisor: r.divisor,
  step: r.step,
  zones: r.body.zones,
  sourceName: r.sourceName,
  createdAt: r.createdAt.toISOString(),
  publishedAt: r.publishedAt?.toISOString() ?? null,
});

export const cardOf = (r: CardRow): RateCard & { customerId: string | null } => ({
  id: r.id,
  name: r.name,
  version: r.version,
  carrier: r.carrier,
  service: r.service,
  kind: r.kind,
  currency: r.currency,
  validFrom: r.validFrom,
  validTo: r.validTo,
  status: r.status,
  divisor: r.divisor,
  step: r.step,
  body: r.body,
  customerId: r.customerId,
});

export async function listCards(
  db: DbOrTx,
  q: {
    carrier?: BookingCarrier;
    service?: Service;
    kind?: RateCardKind;
    status?: string;
    customerId?: string;
  },
) {
  const where: SQL[] = [];
  if (q.carrier) where.push(eq(rateCards.carrier, q.carrier));
  if (q.service) where.push(eq(rateCards.service, q.service));
  if (q.kind) where.push(eq(rateCards.kind, q.kind));
  if (q.status) where.push(eq(rateCards.status, q.status as CardRow['status']));
  if (q.customerId) where.push(eq(rateCards.customerId, q.customerId));
  return db
    .select()
    .from(rateCards)
    .where(and(...where))
    .orderBy(asc(rateCards.carrier), asc(rateCards.service), asc(rateCards.kind), desc(rateCards.version));
}

export async function findCard(db: DbOrTx, id: string) {
  const [row] = await db.select().from(rateCards).where(eq(rateCards.id, id));
  return row ?? null;
}

const sameLine = (c: {
  carrier: BookingCarrier;
  service: Service;
  kind: RateCardKind;
  customerId: string | null;
}) =>
  and(
    eq(rateCards.carrier, c.carrier),
    eq(rateCards.service, c.service),
    eq(rateCards.kind, c.kind),
    c.customerId ? eq(rateCards.customerId, c.customerId) : isNull(rateCards.customerId),
  );

/** The ACTIVE cards of one carrier, service and kind (a customer's own, or the standard ones) valid on `day`. */
export async function activeCardsOn(
  db: DbOrTx,
  line: { carrier: BookingCarrier; service: Service; kind: RateCardKind; customerId: string | null },
  day: string,
) {
  return db
    .select()
    .from(rateCards)
    .where(
      and(
        sameLine(line),
        eq(rateCards.status, 'ACTIVE'),
        lte(rateCards.validFrom, day),
        sql`(${rateCards.validTo} is null or ${rateCards.validTo} >= ${day})`,
      ),
    );
}

/** The ACTIVE cards of the same line as `card`, to end or retire when it is published. */
export async function activeCardsOfLine(db: DbOrTx, card: CardRow) {
  return db
    .select()
    .from(rateCards)
    .where(and(sameLine(card), eq(rateCards.status, 'ACTIVE')));
}

export async function nextVersion(
  db: DbOrTx,
  line: { carrier: BookingCarrier; service: Service; kind: RateCardKind; customerId: string | null },
) {
  const [row] = await db
    .select({ v: sql<number>`coalesce(max(${rateCards.version}), 0)::int` })
    .from(rateCards)
    .where(sameLine(line));
  return (row?.v ?? 0) + 1;
}

export async function findZoneSet(db: DbOrTx, carrier: BookingCarrier, service: Service) {
  const [row] = await db
    .select()
    .from(rateZoneSets)
    .where(and(eq(rateZoneSets.carrier, carrier), eq(rateZoneSets.service, service)));
  return row ?? null;
}

/** Percentages as the API answers them: numbers (the columns are exact, read as text). */
const withPercents = <R extends { percent: string }>(rows: R[]) =>
  rows.map((r) => ({ ...r, percent: Number(r.percent) }));

/** The fuel surcharges kept, a carrier's or every carrier's: carrier, month and percent. */
export async function listFuel(db: DbOrTx, carrier?: BookingCarrier) {
  const { carrier: c, month, percent } = fuelSurcharges;
  return withPercents(
    await db
      .select({ carrier: c, month, percent })
      .from(fuelSurcharges)
      .where(carrier ? eq(c, carrier) : undefined)
      .orderBy(asc(c), desc(month)),
  );
}

export async function listExchangeRates(db: DbOrTx, from?: string, to?: string) {
  const where: SQL[] = [];
  if (from) where.push(gte(exchangeRates.day, from));
  if (to) where.push(lte(exchangeRates.day, to));
  return db
    .select()
    .from(exchangeRates)
    .where(and(...where))
    .orderBy(desc(exchangeRates.day), asc(exchangeRates.currency));
}

/** The VAT rates kept: kind, the day it applies from, and percent. */
export async function listVat(db: DbOrTx) {
  const { kind, validFrom, percent } = vatRates;
  return withPercents(
    await db.select({ kind, validFrom, percent }).from(vatRates).orderBy(asc(kind), desc(validFrom)),
  );
}

import {
  CARRIERS,
  type Carrier,
  DEFAULT_CARRIER_NAMES,
  type DestinationList,
  type SurchargeCode,
  type SurchargeFee,
  type SurchargeMasterData,
  type TRemotePostalCodeListQuery,
  type TSurchargeCarrierMaster,
} from '@acf/shared';
import { and, asc, count, eq, ilike, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import {
  appSettings,
  surchargeCarriers,
  surchargeDestinations,
  surchargeFees,
  surchargeRemotePostalCodes,
} from '../../db/schema';
import { containsPattern } from '../../db/sql';

/** Any Drizzle handle: the database or a transaction. */

/**
 * Master-data version: a counter bumped in the same transaction as every write, so each API
 * instance can keep the last loaded master data and reuse it while the counter is unchanged
 * (one small query per check instead of four, and never stale across instances).
 */
const VERSION_KEY = 'surcharges.version';

export async function bumpMasterDataVersion(tx: DbOrTx): Promise<void> {
  await tx
    .insert(appSettings)
    .values({ key: VERSION_KEY, value: '1' })
    .onConflictDoUpdate({
      target: appSettings.key,
      set: { value: sql`(${appSettings.value}::bigint + 1)::text`, updatedAt: sql`now()` },
    });
}

async function currentVersion(db: DbOrTx): Promise<string> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, VERSION_KEY));
  return row?.value ?? '0';
}

const cache = new WeakMap<Db, { version: string; data: SurchargeMasterData }>();

const emptyPerCarrier = <T>(make: () => T): Record<Carrier, T> =>
  Object.fromEntries(CARRIERS.map((c) => [c, make()])) as Record<Carrier, T>;

async function readMasterData(db: DbOrTx): Promise<SurchargeMasterData> {
  const [carriers, fees, destinations, remote] = await Promise.all([
    db.select().from(surchargeCarriers),
    db.select().from(surchargeFees),
    db.select().from(surchargeDestinations),
    db
      .select({
        carrier: surchargeRemotePostalCodes.carrier,
        country: surchargeRemotePostalCodes.country,
        postalCode: surchargeRemotePostalCodes.postalCode,
      })
      .from(surchargeRemotePostalCodes),
  ]);
  const data: SurchargeMasterData = {
    fees: emptyPerCarrier(() => ({})),
    remotePostalCodes: emptyPerCarrier(() => ({})),
    restrictedDestinations: emptyPerCarrier(() => []),
    highRiskDestinations: emptyPerCarrier(() => []),
    carrierNames: { ...DEFAULT_CARRIER_NAMES },
  };
  const known = (c: string): c is Carrier => (CARRIERS as readonly string[]).includes(c);
  for (const c of carriers) if (known(c.carrier)) data.carrierNames![c.carrier] = c.displayName;
  for (const f of fees) {
    if (!known(f.carrier)) continue;
    data.fees[f.carrier][f.code as SurchargeCode] = {
      amount: Number(f.amount),
      currency: f.currency as SurchargeFee['currency'],
      basis: f.basis as SurchargeFee['basis'],
      sample: f.sample,
    };
  }
  for (const d of destinations) {
    if (!known(d.carrier)) continue;
    (d.list === 'RESTRICTED' ? data.restrictedDestinations : data.highRiskDestinations)[d.carrier].push(
      d.country,
    );
  }
  for (const r of remote) {
    if (!known(r.carrier)) continue;
    const byCountry = data.remotePostalCodes[r.carrier];
    const list = byCountry[r.country] ?? [];
    list.push(r.postalCode);
    byCountry[r.country] = list;
  }
  return data;
}

/** The fees a carrier charges its fuel surcharge on, as `carrier|code` (issue 33 §2). */
export async function fuelBearingCodes(db: DbOrTx): Promise<Set<string>> {
  const rows = await db
    .select({ carrier: surchargeFees.carrier, code: surchargeFees.code })
    .from(surchargeFees)
    .where(eq(surchargeFees.fuelBearing, true));
  return new Set(rows.map((r) => `${r.carrier}|${r.code}`));
}

/**
 * Everything the surcharge engine needs, for `checkSurcharges(input, master, locale)`.
 * One query while nothing changed; a full read (four queries in parallel) after a write.
 * Callers must not mutate the result: it is shared between requests.
 */
export async function loadSurchargeMasterData(db: DbOrTx): Promise<SurchargeMasterData> {
  // Version first, data second: data read after the version is at least as new as it.
  const version = await currentVersion(db);
  const hit = cache.get(db);
  if (hit && hit.version === version) return hit.data;
  const data = await readMasterData(db);
  cache.set(db, { version, data });
  return data;
}

// ---------------------------------------------------------------------------------------------
// Editor reads
// ---------------------------------------------------------------------------------------------

export async function listCarrierMasters(db: DbOrTx): Promise<TSurchargeCarrierMaster[]> {
  const [carriers, fees, destinations, remoteCounts] = await Promise.all([
    db.select().from(surchargeCarriers),
    db.select().from(surchargeFees),
    db.select().from(surchargeDestinations).orderBy(asc(surchargeDestinations.country)),
    db
      .select({
        carrier: surchargeRemotePostalCodes.carrier,
        country: surchargeRemotePostalCodes.country,
        n: count(),
      })
      .from(surchargeRemotePostalCodes)
      .groupBy(surchargeRemotePostalCodes.carrier, surchargeRemotePostalCodes.country)
      .orderBy(asc(surchargeRemotePostalCodes.country)),
  ]);
  return CARRIERS.map((carrier) => {
    const row = carriers.find((c) => c.carrier === carrier);
    const list = (l: DestinationList) =>
      destinations.filter((d) => d.carrier === carrier && d.list === l).map((d) => d.country);
    return {
      carrier,
      displayName: row?.displayName ?? DEFAULT_CARRIER_NAMES[carrier],
      fees: fees
        .filter((f) => f.carrier === carrier)
        .map((f) => ({
          carrier,
          code: f.code as SurchargeCode,
          amount: Number(f.amount),
          currency: f.currency as SurchargeFee['currency'],
          basis: f.basis as SurchargeFee['basis'],
          sample: f.sample,
          updatedAt: f.updatedAt.toISOString(),
        })),
      restrictedDestinations: list('RESTRICTED'),
      highRiskDestinations: list('HIGH_RISK'),
      remoteCountries: remoteCounts
        .filter((r) => r.carrier === carrier)
        .map((r) => ({ country: r.country, count: Number(r.n) })),
    };
  });
}

export async function findFee(db: DbOrTx, carrier: Carrier, code: SurchargeCode) {
  const [row] = await db
    .select()
    .from(surchargeFees)
    .where(and(eq(surchargeFees.carrier, carrier), eq(surchargeFees.code, code)));
  return row;
}

export async function listRemotePostalCodes(db: DbOrTx, q: TRemotePostalCodeListQuery) {
  const t = surchargeRemotePostalCodes;
  const where = and(
    eq(t.carrier, q.carrier),
    q.country ? eq(t.country, q.country) : undefined,
    q.search ? ilike(t.postalCode, containsPattern(q.search)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(t)
      .where(where)
      .orderBy(asc(t.country), asc(t.postalCode))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(t).where(where),
  ]);
  return {
    rows: rows.map((r) => ({
      id: r.id,
      carrier: r.carrier as Carrier,
      country: r.country,
      postalCode: r.postalCode,
      createdAt: r.createdAt.toISOString(),
    })),
    total: Number(total?.n ?? 0),
  };
}

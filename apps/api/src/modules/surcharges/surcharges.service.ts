import {
  type Carrier,
  type CarrierResult,
  DESTINATION_LISTS,
  type Locale,
  SURCHARGE_FEE_CODES,
  type SurchargeCode,
  type TCreateRemotePostalCodeRequest,
  type TImportRemotePostalCodesRequest,
  type TImportRemotePostalCodesResponse,
  type TSurchargeCheckRequest,
  type TUpdateSurchargeDestinationsRequest,
  type TUpdateSurchargeFeeRequest,
  todayInHcm,
} from '@acf/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import {
  surchargeCarriers,
  surchargeDestinations,
  surchargeFees,
  surchargeRemotePostalCodes,
} from '../../db/schema';
import { conflict, fieldError, notFound } from '../../lib/errors';
import { estimatesOf, foundSurcharges, loadPricingBook } from '../rates/pricing';
import { readRemotePostalCodeFile } from './remote-import';
import { bumpMasterDataVersion, findFee } from './surcharges.repository';

/** Every master-data write: one transaction that also bumps the version the check endpoint caches on. */
const write = <T>(db: DbOrTx, fn: (tx: Parameters<Parameters<Db['transaction']>[0]>[0]) => Promise<T>) =>
  db.transaction(async (tx) => {
    const result = await fn(tx);
    await bumpMasterDataVersion(tx);
    return result;
  });

export async function updateCarrierName(db: DbOrTx, carrier: Carrier, displayName: string, actorId: string) {
  await write(db, (tx) =>
    tx
      .insert(surchargeCarriers)
      .values({ carrier, displayName, updatedBy: actorId })
      .onConflictDoUpdate({
        target: surchargeCarriers.carrier,
        set: { displayName, updatedBy: actorId, updatedAt: sql`now()` },
      }),
  );
}

export async function updateFee(
  db: DbOrTx,
  carrier: Carrier,
  code: SurchargeCode,
  input: TUpdateSurchargeFeeRequest,
  actorId: string,
) {
  if (!(SURCHARGE_FEE_CODES[carrier] as readonly string[]).includes(code)) {
    throw fieldError('code', 'surcharges.feeCodeOfOtherCarrier', { code });
  }
  return write(db, async (tx) => {
    const existing = await findFee(tx, carrier, code);
    // A seeded amount stays marked as a sample until someone enters another amount: only then
    // is it the company's own tariff rather than an illustration.
    const sample = existing ? existing.sample && Number(existing.amount) === input.amount : false;
    await tx
      .insert(surchargeFees)
      .values({ carrier, code, ...input, sample, updatedBy: actorId })
      .onConflictDoUpdate({
        target: [surchargeFees.carrier, surchargeFees.code],
        set: { ...input, sample, updatedBy: actorId, updatedAt: sql`now()` },
      });
    return findFee(tx, carrier, code);
  });
}

export async function replaceDestinations(
  db: DbOrTx,
  carrier: Carrier,
  input: TUpdateSurchargeDestinationsRequest,
  actorId: string,
) {
  const lists = { RESTRICTED: input.restrictedDestinations, HIGH_RISK: input.highRiskDestinations };
  await write(db, async (tx) => {
    await tx.delete(surchargeDestinations).where(eq(surchargeDestinations.carrier, carrier));
    const rows = DESTINATION_LISTS.flatMap((list) =>
      [...new Set(lists[list])].map((country) => ({ carrier, list, country, createdBy: actorId })),
    );
    if (rows.length) await tx.insert(surchargeDestinations).values(rows);
  });
}

export async function addRemotePostalCode(
  db: DbOrTx,
  input: TCreateRemotePostalCodeRequest,
  actorId: string,
) {
  const [row] = await write(db, (tx) =>
    tx
      .insert(surchargeRemotePostalCodes)
      .values({ ...input, createdBy: actorId })
      .onConflictDoNothing()
      .returning(),
  );
  if (!row) throw conflict('surcharges.postalCodeExists', 'postalCode');
  return row;
}

export async function deleteRemotePostalCode(db: DbOrTx, id: string) {
  const removed = await write(db, (tx) =>
    tx.delete(surchargeRemotePostalCodes).where(eq(surchargeRemotePostalCodes.id, id)).returning(),
  );
  if (removed.length === 0) throw notFound('surcharges.postalCodeNotFound');
}

const INSERT_CHUNK = 1000;

export async function importRemotePostalCodes(
  db: DbOrTx,
  input: TImportRemotePostalCodesRequest,
  actorId: string,
): Promise<TImportRemotePostalCodesResponse> {
  const rows = await readRemotePostalCodeFile(input.fileName, input.content);
  const countries = [...new Set(rows.map((r) => r.country))].sort();
  const t = surchargeRemotePostalCodes;
  return write(db, async (tx) => {
    let removed = 0;
    if (input.replace) {
      const gone = await tx
        .delete(t)
        .where(and(eq(t.carrier, input.carrier), inArray(t.country, countries)))
        .returning({ id: t.id });
      removed = gone.length;
    }
    let added = 0;
    for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
      const chunk = rows.slice(i, i + INSERT_CHUNK).map((r) => ({
        carrier: input.carrier,
        country: r.country,
        postalCode: r.postalCode,
        createdBy: actorId,
      }));
      const inserted = await tx.insert(t).values(chunk).onConflictDoNothing().returning({ id: t.id });
      added += inserted.length;
    }
    return { rows: rows.length, added, duplicates: rows.length - added, removed, countries };
  });
}

/**
 * The public check's results with each carrier's estimate by its standard rate cards (issue 33
 * §5): the surcharges the check found, plus base, fuel and VAT, as a visitor would be charged
 * before any contract. The fuel-bearing fees carry the fuel surcharge as in a booking.
 */
export async function withEstimates(
  db: DbOrTx,
  input: TSurchargeCheckRequest,
  results: CarrierResult[],
  locale: Locale,
): Promise<CarrierResult[]> {
  const book = await loadPricingBook(db, todayInHcm(), null);
  const fuel = book.fuelBearing;
  const shipment = {
    cargoUnit: 'CM_KG' as const,
    pieces: input.pieces.map((p) => ({ ...p, quantity: p.quantity ?? 1 })),
    receiver: { country: input.destination.country, postalCode: input.destination.postalCode ?? null },
    documents: false,
  };
  return results.map((r) => ({
    ...r,
    estimates: r.accepted
      ? estimatesOf(book, shipment, r.carrier, foundSurcharges(r.surcharges, r.carrier, fuel), locale)
      : [],
  }));
}

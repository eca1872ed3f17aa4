import {
  CARRIERS,
  type Carrier,
  SAMPLE_SURCHARGE_MASTER_DATA as SAMPLE,
  type SurchargeCode,
  type SurchargeFee,
} from '@acf/shared';
import type { FastifyInstance } from 'fastify';
import {
  surchargeCarriers,
  surchargeDestinations,
  surchargeFees,
  surchargeRemotePostalCodes,
} from '../db/schema';
import { bumpMasterDataVersion } from '../modules/surcharges/surcharges.repository';

/**
 * Surcharge master data from the engine's sample set. A carrier's lists are seeded only when
 * the carrier row is created (first start), so codes an editor removed never come back; a fee
 * code added by a later version is seeded as a sample on the next start.
 */
export async function seedSurcharges(app: FastifyInstance): Promise<void> {
  await app.db.transaction(async (tx) => {
    const created = await tx
      .insert(surchargeCarriers)
      .values(CARRIERS.map((carrier) => ({ carrier, displayName: SAMPLE.carrierNames![carrier] })))
      .onConflictDoNothing()
      .returning({ carrier: surchargeCarriers.carrier });

    const fees = CARRIERS.flatMap((carrier) =>
      (Object.entries(SAMPLE.fees[carrier]) as [SurchargeCode, SurchargeFee][]).map(([code, fee]) => ({
        carrier,
        code,
        amount: fee.amount,
        currency: fee.currency,
        basis: fee.basis,
        sample: true,
      })),
    );
    const newFees = await tx
      .insert(surchargeFees)
      .values(fees)
      .onConflictDoNothing()
      .returning({ code: surchargeFees.code });

    for (const { carrier } of created as { carrier: Carrier }[]) {
      const remote = Object.entries(SAMPLE.remotePostalCodes[carrier]).flatMap(([country, codes]) =>
        codes.map((postalCode) => ({ carrier, country, postalCode })),
      );
      if (remote.length) await tx.insert(surchargeRemotePostalCodes).values(remote).onConflictDoNothing();
      const destinations = [
        ...SAMPLE.restrictedDestinations[carrier].map((country) => ({
          carrier,
          list: 'RESTRICTED',
          country,
        })),
        ...SAMPLE.highRiskDestinations[carrier].map((country) => ({ carrier, list: 'HIGH_RISK', country })),
      ];
      if (destinations.length)
        await tx.insert(surchargeDestinations).values(destinations).onConflictDoNothing();
    }
    if (created.length || newFees.length) await bumpMasterDataVersion(tx);
  });
}

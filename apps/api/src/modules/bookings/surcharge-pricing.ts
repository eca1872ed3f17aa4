import {
  type BookingCarrier,
  baseFee,
  type CargoUnit,
  checkSurcharges,
  computeWeights,
  type Locale,
  type Price,
  type PriceLine,
  priceBooking,
  type Service,
  SURCHARGE_CARRIERS,
  type SurchargeMasterData,
  type TParty,
  type TPiece,
  type Weights,
} from '@acf/shared';
import type { DbOrTx } from '../../db/client';
import { loadSurchargeMasterData } from '../surcharges/surcharges.repository';

/** The one place bookings read surcharge master data from: the database, edited by `manage_category`. */
export async function getSurchargeMasterData(db: DbOrTx): Promise<SurchargeMasterData> {
  return loadSurchargeMasterData(db);
}

export interface PricingInput {
  service: Service;
  carrier: BookingCarrier;
  cargoUnit: CargoUnit;
  pieces: TPiece[];
  /** Only where the parties are counts for the price. */
  sender: Pick<TParty, 'country' | 'postalCode'>;
  receiver: Pick<TParty, 'country' | 'postalCode'>;
}

function isSurchargeCarrier(c: BookingCarrier): c is (typeof SURCHARGE_CARRIERS)[number] {
  return (SURCHARGE_CARRIERS as readonly string[]).includes(c);
}

/** Weights and price: base fee + the engine's surcharges (DHL, FedEx, UPS) − the customer's discount. */
export async function priceShipment(
  db: DbOrTx,
  input: PricingInput,
  discountPercent: number,
  locale: Locale = 'vi',
): Promise<{ weights: Weights; price: Price; reasons: Map<string, string> }> {
  const weights = computeWeights(input.cargoUnit, input.pieces);
  const lines: PriceLine[] = [];
  // Why each surcharge applies, in `locale` (the quote shows it; a booking stores the lines only).
  const reasons = new Map<string, string>();
  // The engine needs dimensions: only CM_KG pieces have them.
  if (isSurchargeCarrier(input.carrier) && input.cargoUnit === 'CM_KG') {
    const master = await getSurchargeMasterData(db);
    const [result] = checkSurcharges(
      {
        carrier: input.carrier,
        destination: { country: input.receiver.country, postalCode: input.receiver.postalCode || undefined },
        originPostalCode: input.sender.postalCode || undefined,
        pieces: input.pieces.map((p) => ({
          length: p.length ?? 0,
          width: p.width ?? 0,
          height: p.height ?? 0,
          weight: p.weight ?? 0,
          quantity: p.quantity,
        })),
      },
      master,
      locale,
    ).results;
    for (const line of result?.surcharges ?? [])
      if (line.fee) {
        reasons.set(line.code, line.reason);
        lines.push({
          code: line.code,
          nameVi: line.nameVi,
          nameEn: line.nameEn,
          total: line.total,
          currency: line.fee.currency,
        });
      }
  }
  const base = baseFee(
    input.service,
    input.cargoUnit,
    weights.chargeableWeight,
    weights.volume,
    input.pieces,
  );
  return { weights, price: priceBooking(base, lines, discountPercent), reasons };
}

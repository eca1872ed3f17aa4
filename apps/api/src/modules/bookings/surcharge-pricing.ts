import {
  type BookingCarrier,
  type CargoUnit,
  checkSurcharges,
  type Locale,
  type Service,
  SURCHARGE_CARRIERS,
  type SurchargeMasterData,
  type TParty,
  type TPiece,
} from '@acf/shared';
import type { DbOrTx } from '../../db/client';
import type { bookings } from '../../db/schema';
import { AppError } from '../../lib/errors';
import {
  allOptions,
  type FoundSurcharge,
  foundSurcharges,
  loadPricingBook,
  type Priced,
  type PricingBook,
  priceIn,
} from '../rates/pricing';
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
  receiver: Pick<TParty, 'country' | 'postalCode'> & { provinceCode?: string | null };
  /** Documents are priced by the card's DOCUMENTS matrix, when it has one. */
  documents?: boolean;
}

/** Who and when a price is for: the Ho Chi Minh day of the booking, the customer, a pinned card. */
export interface PricingContext {
  day: string;
  customer: { id: string; discountPercent: number | string } | null;
  /** The card that priced the booking before (a re-measure or an edit keeps it). */
  pinCardId?: string | null;
  locale?: Locale;
}

function isSurchargeCarrier(c: BookingCarrier): c is (typeof SURCHARGE_CARRIERS)[number] {
  return (SURCHARGE_CARRIERS as readonly string[]).includes(c);
}

/** The engine's surcharges (DHL, FedEx, UPS) for the shipment, per carrier, with why each applies. */
async function surchargesFor(
  db: DbOrTx,
  book: PricingBook,
  input: Omit<PricingInput, 'carrier' | 'service'>,
  carriers: readonly BookingCarrier[],
  locale: Locale,
): Promise<Map<BookingCarrier, FoundSurcharge[]>> {
  const out = new Map<BookingCarrier, FoundSurcharge[]>();
  const engine = carriers.filter(isSurchargeCarrier);
  // The engine needs dimensions: only CM_KG pieces have them.
  if (engine.length === 0 || input.cargoUnit !== 'CM_KG') return out;
  const master = await getSurchargeMasterData(db);
  const fuel = book.fuelBearing;
  for (const carrier of engine) {
    const [result] = checkSurcharges(
      {
        carrier,
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
    out.set(carrier, foundSurcharges(result?.surcharges ?? [], carrier, fuel));
  }
  return out;
}

const shipmentOf = (input: PricingInput) => ({
  carrier: input.carrier,
  service: input.service,
  cargoUnit: input.cargoUnit,
  pieces: input.pieces,
  receiver: input.receiver,
  documents: input.documents ?? false,
});

/**
 * The price of one carrier and service: the card in force on the day (or the customer's contract
 * card), the engine's surcharges, fuel, discount, VAT and the VND equivalent (issue 33). A
 * destination no zone covers, a line with no card, a weight past the card are 400s naming the field.
 */
export async function priceShipment(
  db: DbOrTx,
  input: PricingInput,
  ctx: PricingContext,
  book?: PricingBook,
): Promise<Priced> {
  const locale = ctx.locale ?? 'vi';
  book ??= await loadPricingBook(db, ctx.day, ctx.customer, ctx.pinCardId ? [ctx.pinCardId] : []);
  const found = await surchargesFor(db, book, input, [input.carrier], locale);
  const priced = priceIn(book, shipmentOf(input), found.get(input.carrier) ?? [], locale, ctx.pinCardId);
  if (priced instanceof AppError) throw priced;
  return priced;
}

/** Every carrier and service the cards can price for the shipment, cheapest first. */
export async function quoteOptions(
  db: DbOrTx,
  input: Omit<PricingInput, 'carrier' | 'service'>,
  ctx: PricingContext,
  book?: PricingBook,
) {
  const locale = ctx.locale ?? 'vi';
  book ??= await loadPricingBook(db, ctx.day, ctx.customer);
  const carriers = [...new Set(book.cards.map((c) => c.carrier))];
  const found = await surchargesFor(db, book, input, carriers, locale);
  return allOptions(
    book,
    { ...shipmentOf({ ...input, carrier: 'DHL', service: 'EXPRESS' }) },
    (c) => found.get(c) ?? [],
    locale,
  );
}

/** The booking columns a price fills. */
export function priceColumns(p: Priced) {
  return {
    baseFee: p.price.baseFee,
    surcharges: p.price.surcharges,
    surchargeTotal: p.price.surchargeTotal,
    discountPercent: p.price.discountPercent,
    discount: p.price.discount,
    total: p.price.total,
    priceCurrency: p.price.currency,
    rateCardId: p.card.id,
    rateCardVersion: p.card.version,
    contractId: p.contract?.id ?? null,
    priceLines: p.lines,
    fuelPercent: p.fuelPercent,
    vatPercent: p.vatPercent,
    vat: p.option.parts.vat,
    fxRate: p.fx?.rate ?? null,
    fxDay: p.fx?.day ?? null,
    totalVnd: p.option.totalVnd,
    costTotal: p.cost?.total ?? null,
    costCurrency: p.cost?.currency ?? null,
    costCardId: p.cost?.cardId ?? null,
  } satisfies Partial<typeof bookings.$inferInsert>;
}

import {
  type BookingCarrier,
  type CargoUnit,
  type ContractTerm,
  type Currency,
  cardOn,
  computeWeights,
  Decimal,
  type FxRate,
  fxOn,
  type Locale,
  monthOf,
  type Price,
  type PricedOption,
  type PriceLine,
  priceOption,
  pricingTerms,
  type RateCard,
  type Service,
  type StoredPriceLine,
  type SurchargeInput,
  storedLines,
  type TPiece,
  type TSurchargeCheckResponse,
  type VatRate,
  vatOn,
  type Weights,
  type ZoneSet,
  zoneOf,
} from '@acf/shared';
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../db/client';
import {
  customerContracts,
  exchangeRates,
  fuelSurcharges,
  rateCards,
  rateZoneSets,
  vatRates,
} from '../../db/schema';
import { AppError, fieldError } from '../../lib/errors';
import { cacheMeter } from '../../lib/metrics';
import { fuelBearingCodes } from '../surcharges/surcharges.repository';
import { cardOf } from './rates.repository';

/**
 * Everything that prices a shipment made on one day for one customer (issue 33): the ACTIVE
 * cards valid that day (the standard ones and the customer's own), the zone sets, the month's
 * fuel percentages, the latest exchange rates up to the day, the VAT rates and the customer's
 * contracts. Read once, it prices every carrier and service of a quote.
 */
export interface PricingBook {
  day: string;
  cards: (RateCard & { customerId: string | null })[];
  zones: Map<string, ZoneSet>;
  fuel: Map<BookingCarrier, string>;
  fx: FxRate[];
  vat: VatRate[];
  contracts: ContractTerm[];
  /** The customer's own discount, used when no contract prices the booking. */
  discountPercent: string;
  /** The surcharge fees a carrier charges fuel on, as `carrier|code`. */
  fuelBearing: Set<string>;
}

const lineKey = (carrier: string, service: string) => `${carrier}|${service}`;

/**
 * Reads the book of `day` for a customer (null: the standard cards only, as a visitor sees them).
 * `pinCardIds` adds cards that priced a booking before, whatever their status now (a re-measure
 * prices by the booking's own card).
 */
export async function loadPricingBook(
  db: DbOrTx,
  day: string,
  customer: { id: string; discountPercent: number | string } | null,
  pinCardIds: string[] = [],
): Promise<PricingBook> {
  // A pinned card may be retired: read as is. Otherwise one count per request while nothing
  // that prices has changed (migration 0028), and the book read once per day and customer.
  if (pinCardIds.length > 0) return readPricingBook(db, day, customer, pinCardIds);
  const [row] = await rowsOf<{ n: string }>(db, sql`select count(*)::text as n from rates_changes`);
  const version = row?.n ?? '0';
  let kept = books.get(db);
  if (!kept || kept.version !== version) {
    kept = { version, entries: new Map() };
    books.set(db, kept);
  }
  const key = `${day}|${customer?.id ?? ''}|${customer?.discountPercent ?? ''}`;
  let book = kept.entries.get(key);
  pricingMeter.record(book !== undefined);
  if (!book) {
    book = readPricingBook(db, day, customer, []);
    kept.entries.set(key, book);
    if (kept.entries.size > BOOKS_KEPT) kept.entries.delete(kept.entries.keys().next().value!);
    book.catch(() => kept.entries.delete(key));
  }
  return book;
}

/** Books kept per database handle, at the count of `rates_changes` they were read at. */
const books = new WeakMap<object, { version: string; entries: Map<string, Promise<PricingBook>> }>();
const BOOKS_KEPT = 500;
const pricingMeter = cacheMeter('pricing_book');

async function readPricingBook(
  db: DbOrTx,
  day: string,
  customer: { id: string; discountPercent: number | string } | null,
  pinCardIds: string[],
): Promise<PricingBook> {
  const inForce = and(
    eq(rateCards.status, 'ACTIVE'),
    lte(rateCards.validFrom, day),
    sql`(${rateCards.validTo} is null or ${rateCards.validTo} >= ${day})`,
    customer
      ? or(isNull(rateCards.customerId), eq(rateCards.customerId, customer.id))
      : isNull(rateCards.customerId),
  );
  const pinned = pinCardIds.length > 0 ? sql`${rateCards.id} in ${pinCardIds}` : sql`false`;
  const cards = await db.select().from(rateCards).where(or(inForce, pinned));
  const zoneRows = await db.select().from(rateZoneSets);
  const fuelRows = await db
    .select({ carrier: fuelSurcharges.carrier, percent: fuelSurcharges.percent })
    .from(fuelSurcharges)
    .where(eq(fuelSurcharges.month, monthOf(day)));
  const fxRows = await db
    .selectDistinctOn([exchangeRates.currency], {
      day: exchangeRates.day,
      currency: exchangeRates.currency,
      vndPerUnit: exchangeRates.vndPerUnit,
    })
    .from(exchangeRates)
    .where(lte(exchangeRates.day, day))
    .orderBy(exchangeRates.currency, sql`${exchangeRates.day} desc`);
  const vat = await db
    .select({ kind: vatRates.kind, percent: vatRates.percent, validFrom: vatRates.validFrom })
    .from(vatRates);
  const contracts = customer
    ? await db.select().from(customerContracts).where(eq(customerContracts.customerId, customer.id))
    : [];
  const fuelBearing = await fuelBearingCodes(db);
  return {
    day,
    cards: cards.map(cardOf),
    zones: new Map(zoneRows.map((z) => [lineKey(z.carrier, z.service), { zones: z.zones }])),
    fuel: new Map(fuelRows.map((f) => [f.carrier, String(f.percent)])),
    fx: fxRows.map((r) => ({ day: r.day, currency: r.currency, vndPerUnit: String(r.vndPerUnit) })),
    vat: vat.map((v) => ({ kind: v.kind, percent: String(v.percent), validFrom: v.validFrom })),
    contracts: contracts.map((c) => ({
      id: c.id,
      name: c.name,
      kind: c.kind,
      carrier: c.carrier,
      service: c.service,
      rateCardId: c.rateCardId,
      percent: c.percent === null ? null : String(c.percent),
      validFrom: c.validFrom,
      validTo: c.validTo,
      status: c.status,
    })),
    discountPercent: String(customer?.discountPercent ?? 0),
    fuelBearing,
  };
}

/** What a price depends on. */
export interface Shipment {
  carrier: BookingCarrier;
  service: Service;
  cargoUnit: CargoUnit;
  pieces: TPiece[];
  receiver: { country: string; postalCode?: string | null; provinceCode?: string | null };
  documents: boolean;
}

/** A surcharge the engine found for a carrier, before a card is chosen. */
export type FoundSurcharge = SurchargeInput;

/**
 * The surcharges the engine found for `carrier` that have a fee, as pricing takes them
 * (`fuelBearing`: the carrier|code pairs the fuel surcharge applies to).
 */
export const foundSurcharges = (
  lines: TSurchargeCheckResponse['results'][number]['surcharges'],
  carrier: string,
  fuelBearing: ReadonlySet<string>,
): FoundSurcharge[] =>
  lines
    .filter((l) => l.fee)
    .map((l) => ({
      code: l.code,
      nameVi: l.nameVi,
      nameEn: l.nameEn,
      amount: l.total,
      currency: l.fee!.currency,
      fuelBearing: fuelBearing.has(`${carrier}|${l.code}`),
      reason: l.reason,
    }));

export interface Priced {
  weights: Weights;
  /** The option in the caller's language. */
  option: PricedOption;
  /** The lines in both languages, as a booking keeps them. */
  lines: StoredPriceLine[];
  card: RateCard;
  contract: { id: string; name: string } | null;
  fuelPercent: string | null;
  vatPercent: string;
  fx: { rate: string; day: string } | null;
  /** By the COST card of the same line and day, before VAT; null when there is none. */
  cost: { total: number; currency: Currency; cardId: string } | null;
  /** The figures in the shape bookings always kept (base, surcharges, discount, total). */
  price: Price;
}

/** The one card, rule and rates that price `s` in `book`; an error names the field that stops it. */
export function priceIn(
  book: PricingBook,
  s: Shipment,
  surcharges: readonly FoundSurcharge[],
  locale: Locale,
  /** The card that priced the booking before: it prices it again, whatever came after. */
  pinCardId?: string | null,
): Priced | AppError {
  const set = book.zones.get(lineKey(s.carrier, s.service));
  const zone = set ? zoneOf(set, s.receiver) : null;
  const params = { carrier: s.carrier, service: s.service, country: s.receiver.country.toUpperCase() };
  if (!zone) return fieldError('receiver.country', 'rates.noZone', params);
  const line = book.cards.filter((c) => c.carrier === s.carrier && c.service === s.service);
  const terms = pricingTerms(
    book.contracts,
    { carrier: s.carrier, service: s.service, day: book.day },
    book.discountPercent,
  );
  const standard = cardOn(
    line.filter((c) => c.kind === 'SELL' && c.customerId === null),
    book.day,
  );
  const pinned = pinCardId ? line.find((c) => c.id === pinCardId && c.kind === 'SELL') : undefined;
  const own = pinned
    ? pinned.customerId
      ? pinned
      : undefined
    : terms.source === 'CONTRACT_CARD'
      ? line.find((c) => c.id === terms.rateCardId)
      : undefined;
  const card = pinned ?? own ?? standard;
  if (!card) return fieldError('service', 'rates.noCard', { ...params, day: book.day });
  const discount =
    terms.source === 'CONTRACT_PERCENT'
      ? { percent: terms.percent, source: 'CONTRACT' as const, contract: terms.contract.name }
      : own
        ? null
        : { percent: book.discountPercent, source: 'CUSTOMER' as const };
  const contract =
    terms.source !== 'STANDARD' && (own || terms.source === 'CONTRACT_PERCENT') ? terms.contract : null;
  const domestic = params.country === 'VN';
  const vat = vatOn(book.vat, domestic ? 'DOMESTIC' : 'INTERNATIONAL', book.day);
  const fuelPercent = book.fuel.get(s.carrier) ?? null;
  const fx = card.currency === 'VND' ? null : fxOn(book.fx, card.currency, book.day);
  const priceBy = (c: RateCard, l: Locale, sell: boolean) => {
    const weights = computeWeights(s.cargoUnit, s.pieces, { divisor: c.divisor, step: Number(c.step) });
    const one = s.pieces.length === 1 && s.pieces[0]!.length ? s.pieces[0]! : null;
    const option = priceOption({
      card: c,
      zone,
      goods: s.documents ? 'DOCUMENTS' : 'PARCEL',
      cargoUnit: s.cargoUnit,
      chargeableWeight: weights.chargeableWeight,
      volume: weights.volume,
      containers: s.pieces,
      weights: {
        actual: weights.actualWeight,
        volumetric: weights.volumetricWeight,
        chargeable: weights.chargeableWeight,
        dimensions: one ? `${one.length}×${one.width}×${one.height}` : undefined,
      },
      surcharges: [...surcharges],
      fuel: fuelPercent ? { percent: fuelPercent, month: monthOf(book.day) } : null,
      discount: sell ? discount : null,
      vat: { percent: sell ? (vat?.percent ?? '0') : '0', domestic },
      fx: fx ? { rate: fx.vndPerUnit, day: fx.day } : null,
      day: book.day,
      locale: l,
    });
    return { weights, option };
  };
  const vi = priceBy(card, 'vi', true);
  if ('reason' in vi.option)
    return vi.option.reason === 'OVER_MAX_WEIGHT'
      ? fieldError('pieces', 'rates.overMax', { ...params, max: vi.option.maxKg.toNumber() })
      : s.cargoUnit !== 'CM_KG'
        ? fieldError('cargoUnit', 'rates.noUnitPrice', { ...params, unit: s.cargoUnit })
        : fieldError('receiver.country', 'rates.noPrice', { ...params, zone: zone.code });
  const en = priceBy(card, 'en', true).option as PricedOption;
  const option = locale === 'vi' ? vi.option : en;
  const costCard = cardOn(
    line.filter((c) => c.kind === 'COST' && c.customerId === null),
    book.day,
  );
  const costOption = costCard ? priceBy(costCard, 'en', false).option : null;
  const cost =
    costCard && costOption && !('reason' in costOption)
      ? { total: costOption.total, currency: costCard.currency, cardId: costCard.id }
      : null;
  const counted: PriceLine[] = surcharges.map((x) => ({
    code: x.code,
    nameVi: x.nameVi,
    nameEn: x.nameEn,
    total: new Decimal(x.amount).toNumber(),
    currency: x.currency,
  }));
  const p = option.parts;
  return {
    weights: vi.weights,
    option,
    lines: storedLines(vi.option, en),
    card,
    contract: contract ? { id: contract.id, name: contract.name } : null,
    fuelPercent,
    vatPercent: vat?.percent ?? '0',
    fx: fx ? { rate: fx.vndPerUnit, day: fx.day } : null,
    cost,
    price: {
      baseFee: p.base,
      surcharges: counted,
      surchargeTotal: p.surcharges,
      discountPercent: discount ? new Decimal(discount.percent).toNumber() : 0,
      discount: p.discount,
      total: option.total,
      currency: option.currency,
    },
  };
}

/** The lines of every carrier and service `book` can price for the shipment, cheapest first (in đồng). */
export function allOptions(
  book: PricingBook,
  s: Omit<Shipment, 'carrier' | 'service'>,
  surchargesOf: (carrier: BookingCarrier) => readonly FoundSurcharge[],
  locale: Locale,
): { carrier: BookingCarrier; service: Service; priced: Priced }[] {
  const lines = new Map<string, { carrier: BookingCarrier; service: Service }>();
  for (const c of book.cards)
    if (c.kind === 'SELL')
      lines.set(lineKey(c.carrier, c.service), { carrier: c.carrier, service: c.service });
  const out: { carrier: BookingCarrier; service: Service; priced: Priced }[] = [];
  for (const l of lines.values()) {
    const priced = priceIn(book, { ...s, ...l }, surchargesOf(l.carrier), locale);
    if (!(priced instanceof AppError)) out.push({ ...l, priced });
  }
  const vnd = (p: Priced) => p.option.totalVnd ?? Number.POSITIVE_INFINITY;
  return out.sort((a, b) => vnd(a.priced) - vnd(b.priced) || a.carrier.localeCompare(b.carrier));
}

/**
 * A visitor's estimate for the public surcharge check: the standard cards only (no customer, no
 * contract), per carrier and service, with the surcharges the check found.
 */
export function estimatesOf(
  book: PricingBook,
  s: Omit<Shipment, 'carrier' | 'service'>,
  carrier: BookingCarrier,
  surcharges: readonly FoundSurcharge[],
  locale: Locale,
) {
  const services = [
    ...new Set(book.cards.filter((c) => c.carrier === carrier && c.kind === 'SELL').map((c) => c.service)),
  ];
  return services.flatMap((service) => {
    const p = priceIn(book, { ...s, carrier, service }, surcharges, locale);
    if (p instanceof AppError) return [];
    return [
      {
        service,
        total: p.option.total,
        currency: p.option.currency,
        totalVnd: p.option.totalVnd,
        transitDays: p.option.transitDays,
        chargeableWeight: p.weights.chargeableWeight,
        explanation: p.option.lines.find((l) => l.code === 'BASE')?.explanation ?? '',
      },
    ];
  });
}

import {
  type BaseInput,
  baseRate,
  type ContainerType,
  type Currency,
  cardOn,
  computeWeights,
  Decimal,
  type RateCard,
  roundMinor,
  type TRateCardSummary,
  todayInHcm,
  type WeightPiece,
  type ZoneSet,
  zoneOf,
} from '@acf/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { eachBatch } from '../../db/cursor';
import { notFound } from '../../lib/errors';
import { activeCardsOfLine, cardOf, findCard, findZoneSet, summaryOf } from './rates.repository';

/** The bookings whose price moves most, listed. */
const TOP = 20;
const BATCH = 5_000;

interface SimRow {
  id: string;
  code: string;
  customer_id: string;
  customer_code: string;
  customer_name: string;
  day: string;
  chargeable_weight: string;
  volume: string;
  cargo_unit: BaseInput['cargoUnit'];
  pieces: (WeightPiece & { containerType?: ContainerType | null })[];
  country: string;
  postal_code: string | null;
  province_code: string | null;
  documents: boolean;
}

export interface Simulation {
  card: TRateCardSummary;
  days: number;
  from: string;
  to: string;
  currency: Currency;
  /** Bookings of the card's carrier and service in the period (not cancelled, not tests). */
  bookings: number;
  /** Priced by both: the card in force on its day and this one. */
  compared: number;
  /** No zone, past the card's heaviest row, or no card in force that day (or in another currency). */
  notCompared: number;
  total: { before: number; after: number; difference: number };
  customers: {
    customerId: string;
    code: string;
    name: string;
    count: number;
    before: number;
    after: number;
    difference: number;
  }[];
  top: {
    id: string;
    code: string;
    customerCode: string;
    day: string;
    chargeableWeight: number;
    zone: string;
    before: number;
    after: number;
    difference: number;
  }[];
}

const addDays = (day: string, n: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

/**
 * What a card would have done to the last `days` days of real bookings of its line: each is
 * priced by the card in force on its day and by this card, on the card's own line (the base,
 * minimum included, as stored weights and destinations give it); surcharges, fuel, discounts and
 * VAT follow from it. Nothing is written: the bookings are read through a cursor, a batch at a
 * time, and prices of the same zone and weight are computed once.
 */
export async function simulateCard(db: DbOrTx, id: string, days: number): Promise<Simulation> {
  const row = await findCard(db, id);
  if (!row) throw notFound('rates.cardNotFound');
  const card = cardOf(row);
  const zones: ZoneSet = { zones: (await findZoneSet(db, card.carrier, card.service))?.zones ?? [] };
  const inForce = (await activeCardsOfLine(db, row)).filter((c) => c.id !== card.id).map(cardOf);
  const to = todayInHcm();
  const from = addDays(to, -(days - 1));

  // A price per card, zone and shipment shape: most shipments share a weight step.
  const price = new Map<string, Decimal | null>();
  const priceBy = (c: RateCard, zone: string, b: SimRow, goods: BaseInput['goods']) => {
    // The chargeable weight by the card's own divisor and step, from the pieces as stored.
    const chargeable =
      b.cargo_unit === 'CM_KG'
        ? computeWeights('CM_KG', b.pieces, { divisor: c.divisor, step: Number(c.step) }).chargeableWeight
        : Number(b.chargeable_weight);
    const k = `${c.id}|${zone}|${b.cargo_unit}|${goods}|${chargeable}|${b.volume}|${b.cargo_unit === 'CONT' ? JSON.stringify(b.pieces) : ''}`;
    let p = price.get(k);
    if (p === undefined) {
      const r = baseRate(c.body, zone, {
        goods,
        cargoUnit: b.cargo_unit,
        chargeableWeight: chargeable,
        volume: b.volume,
        containers: b.pieces,
      });
      p = 'reason' in r ? null : roundMinor(r.amount, c.currency);
      price.set(k, p);
    }
    return { price: p, chargeable };
  };
  const forDay = new Map<string, RateCard | null>();
  const cardFor = (day: string) => {
    if (!forDay.has(day)) forDay.set(day, cardOn(inForce, day));
    return forDay.get(day) ?? null;
  };

  let bookings = 0;
  let compared = 0;
  let before = new Decimal(0);
  let after = new Decimal(0);
  const customers = new Map<string, Simulation['customers'][number] & { b: Decimal; a: Decimal }>();
  let top: Simulation['top'] = [];
  const scope = card.customerId ? sql`and b.customer_id = ${card.customerId}` : sql``;
  const query = sql`
    select b.id, b.code, b.customer_id, c.code as customer_code,
      coalesce(nullif(c.company_name, ''), c.contact_name) as customer_name,
      to_char(b.created_at at time zone 'Asia/Ho_Chi_Minh', 'YYYY-MM-DD') as day,
      b.chargeable_weight::text, b.volume::text, b.cargo_unit, b.pieces,
      b.receiver_country as country, b.receiver->>'postalCode' as postal_code,
      b.receiver->>'provinceCode' as province_code,
      coalesce(b.customs->>'contents' = 'DOCUMENTS', false) as documents
    from bookings b join customers c on c.id = b.customer_id
    where b.carrier = ${card.carrier} and b.service = ${card.service}
      and b.status <> 'CANCELLED' and not b.is_test
      and b.created_at >= (${from}::date::timestamp at time zone 'Asia/Ho_Chi_Minh')
      and b.created_at < ((${to}::date + 1)::timestamp at time zone 'Asia/Ho_Chi_Minh')
      ${scope}`;
  await eachBatch<SimRow>(db, query, BATCH, async (batch) => {
    for (const b of batch) {
      bookings++;
      const zone = zoneOf(zones, {
        country: b.country,
        postalCode: b.postal_code,
        provinceCode: b.province_code,
      });
      const old = cardFor(b.day);
      if (!zone || !old || old.currency !== card.currency) continue;
      const goods = b.documents ? 'DOCUMENTS' : 'PARCEL';
      const was = priceBy(old, zone.code, b, goods).price;
      const { price: now, chargeable } = priceBy(card, zone.code, b, goods);
      if (!was || !now) continue;
      compared++;
      before = before.plus(was);
      after = after.plus(now);
      const c = customers.get(b.customer_id) ?? {
        customerId: b.customer_id,
        code: b.customer_code,
        name: b.customer_name,
        count: 0,
        before: 0,
        after: 0,
        difference: 0,
        b: new Decimal(0),
        a: new Decimal(0),
      };
      c.count++;
      c.b = c.b.plus(was);
      c.a = c.a.plus(now);
      customers.set(b.customer_id, c);
      const difference = now.minus(was).toNumber();
      if (top.length < TOP || Math.abs(difference) > Math.abs(top[top.length - 1]!.difference)) {
        top.push({
          id: b.id,
          code: b.code,
          customerCode: b.customer_code,
          day: b.day,
          chargeableWeight: chargeable,
          zone: zone.code,
          before: was.toNumber(),
          after: now.toNumber(),
          difference,
        });
        top = top.sort((x, y) => Math.abs(y.difference) - Math.abs(x.difference)).slice(0, TOP);
      }
    }
  });
  return {
    card: summaryOf(row),
    days,
    from,
    to,
    currency: card.currency,
    bookings,
    compared,
    notCompared: bookings - compared,
    total: { before: before.toNumber(), after: after.toNumber(), difference: after.minus(before).toNumber() },
    customers: [...customers.values()]
      .map(({ b, a, ...c }) => ({
        ...c,
        before: b.toNumber(),
        after: a.toNumber(),
        difference: a.minus(b).toNumber(),
      }))
      .sort((x, y) => Math.abs(y.difference) - Math.abs(x.difference) || x.code.localeCompare(y.code)),
    top,
  };
}

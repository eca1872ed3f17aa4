import fs from 'node:fs/promises';
import path from 'node:path';
import {
  type BookingCarrier,
  type Currency,
  ISO_COUNTRIES,
  type RateCardKind,
  type Service,
  todayInHcm,
  type Zone,
} from '@acf/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../db/client';
import { exchangeRates, fuelSurcharges, rateCards, rateZoneSets, vatRates } from '../db/schema';
import { importCard, publishCard, putZoneSet } from '../modules/rates/rates.service';

const DIR = path.join(import.meta.dirname, 'rate-cards');

const NEAR_ASIA = ['SG', 'TH', 'MY', 'KH', 'LA', 'PH', 'ID', 'MM', 'BN', 'TL'];
const EAST_ASIA = ['JP', 'KR', 'CN', 'HK', 'TW', 'MO'];
const AMERICA = ['US', 'CA', 'MX'];
const EUROPE = (
  'AD AL AT BA BE BG BY CH CY CZ DE DK EE ES FI FO FR GB GG GI GR HR HU IE IM IS IT JE LI LT LU LV MC MD ME ' +
  'MK MT NL NO PL PT RO RS SE SI SK SM UA VA XK'
)
  .split(' ')
  .filter((c) => ISO_COUNTRIES.has(c));
const OCEANIA = ['AU', 'NZ'];
const NAMED = new Set([...NEAR_ASIA, ...EAST_ASIA, ...AMERICA, ...EUROPE, ...OCEANIA, 'VN']);

/** The express carriers' six zones: every country but Vietnam is in one. */
const WORLD: Zone[] = [
  { code: '1', name: 'Đông Nam Á / South-East Asia', countries: NEAR_ASIA },
  { code: '2', name: 'Đông Bắc Á / North-East Asia', countries: EAST_ASIA },
  { code: '3', name: 'Bắc Mỹ / North America', countries: AMERICA },
  { code: '4', name: 'Châu Âu / Europe', countries: EUROPE },
  { code: '5', name: 'Châu Đại Dương / Oceania', countries: OCEANIA },
  {
    code: '6',
    name: 'Các nước khác / Rest of the world',
    countries: [...ISO_COUNTRIES].filter((c) => !NAMED.has(c)),
  },
];

const JAPAN: Zone[] = [{ code: '1', name: 'Nhật Bản / Japan', countries: ['JP'] }];
const KOREA: Zone[] = [{ code: '1', name: 'Hàn Quốc / Korea', countries: ['KR'] }];

/** Ho Chi Minh City, the South, and the rest of Vietnam (a destination with no province read goes there). */
const DOMESTIC: Zone[] = [
  { code: '1', name: 'TP. Hồ Chí Minh / Ho Chi Minh City', countries: ['VN'], provinces: ['79'] },
  {
    code: '2',
    name: 'Miền Nam / The South',
    countries: ['VN'],
    provinces: ['66', '68', '75', '80', '82', '86', '91', '92', '96'],
  },
  { code: '3', name: 'Các tỉnh khác / Rest of Vietnam', countries: ['VN'] },
];

const CARDS: {
  carrier: BookingCarrier;
  service: Service;
  zones: Zone[];
  divisor: number;
  currency?: Currency;
}[] = [
  ...(['DHL', 'FEDEX', 'UPS'] as const).flatMap((carrier) =>
    (['EXPRESS', 'ECONOMY'] as const).map((service) => ({ carrier, service, zones: WORLD, divisor: 5000 })),
  ),
  {
    carrier: 'YAMATO',
    service: 'EXPRESS',
    zones: JAPAN,
    divisor: 6000,
  },
  {
    carrier: 'K_CARGO',
    service: 'EXPRESS',
    zones: KOREA,
    divisor: 6000,
  },
  // E-commerce parcels: Yamato to Japan, K-Cargo to Korea, DHL to the world.
  { carrier: 'YAMATO', service: 'ECOMMERCE_SERVICE', zones: JAPAN, divisor: 6000 },
  { carrier: 'K_CARGO', service: 'ECOMMERCE_SERVICE', zones: KOREA, divisor: 6000 },
  // DHL eCommerce within Vietnam, in đồng: by the receiver's province (34, codes from /divisions).
  { carrier: 'DHL', service: 'ECOMMERCE_SERVICE', zones: DOMESTIC, divisor: 6000, currency: 'VND' },
  // Freight by air and sea: one zone per line; CBM and containers priced per unit.
  ...(['AIR_FREIGHT', 'SEA_FREIGHT'] as const).flatMap((service) => [
    { carrier: 'YAMATO' as const, service, zones: JAPAN, divisor: 6000 },
    { carrier: 'K_CARGO' as const, service, zones: KOREA, divisor: 6000 },
    {
      carrier: 'DHL' as const,
      service,
      zones: [
        { code: '1', name: 'Toàn cầu / Worldwide', countries: [...ISO_COUNTRIES].filter((c) => c !== 'VN') },
      ],
      divisor: 6000,
    },
  ]),
];

const addDays = (day: string, n: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

/** VND per unit on day `i` of the last month: a gentle drift around the 2026 averages. */
const RATES: Partial<Record<Currency, number>> = {
  USD: 25_430,
  EUR: 27_650,
  GBP: 32_480,
  JSP: 168.4,
  WON: 18.32,
  CAD: 18_270,
  SGD: 19_610,
};

/**
 * Rate cards and their master data (issue 33): zones of each carrier and service, the sample
 * cards imported from the files beside this one through the same import as a person's and
 * published, exchange rates for the last 30 days, the VAT rates and this year's fuel
 * percentages. Written on the first start only: what a person changes afterwards stays.
 */
export async function seedRates(app: FastifyInstance): Promise<void> {
  // Two instances starting together on one database: the second waits here, then finds it all.
  await app.db.transaction(async (db) => {
    await db.execute(sql`select pg_advisory_xact_lock(hashtext('seed:rates'))`);
    await seedIn(db);
  });
}

async function seedIn(db: DbOrTx): Promise<void> {
  for (const c of CARDS) {
    const [zones] = await db
      .select()
      .from(rateZoneSets)
      .where(and(eq(rateZoneSets.carrier, c.carrier), eq(rateZoneSets.service, c.service)));
    if (!zones) await putZoneSet(db, c.carrier, c.service, c.zones, null);
    for (const kind of ['SELL', 'COST'] as RateCardKind[]) {
      const [any] = await db
        .select({ id: rateCards.id })
        .from(rateCards)
        .where(
          and(
            eq(rateCards.carrier, c.carrier),
            eq(rateCards.service, c.service),
            eq(rateCards.kind, kind),
            isNull(rateCards.customerId),
          ),
        )
        .limit(1);
      if (any) continue;
      const name = `${c.carrier}-${c.service}-${kind}.xlsx`;
      const { card } = await importCard(
        db,
        { bytes: await fs.readFile(path.join(DIR, name)), name },
        {
          carrier: c.carrier,
          service: c.service,
          kind,
          currency: c.currency ?? 'USD',
          validFrom: '2026-01-01',
          name: `${c.service} ${c.carrier} 2026${kind === 'COST' ? ' (giá vốn)' : ''}`,
          divisor: c.divisor as 5000 | 6000,
          step: '0.5',
        },
        null,
      );
      await publishCard(db, card!.id, null);
    }
  }
  const today = todayInHcm();
  const [fx] = await db.select({ day: exchangeRates.day }).from(exchangeRates).limit(1);
  if (!fx)
    await db.insert(exchangeRates).values(
      Array.from({ length: 31 }, (_, i) => addDays(today, i - 30)).flatMap((day, i) =>
        Object.entries(RATES).map(([currency, v]) => ({
          day,
          currency: currency as Currency,
          vndPerUnit: (Math.round(v * (1 + Math.sin(i / 4) * 0.004) * 100) / 100).toFixed(2),
        })),
      ),
    );
  const [vat] = await db.select({ kind: vatRates.kind }).from(vatRates).limit(1);
  if (!vat)
    await db.insert(vatRates).values([
      { kind: 'INTERNATIONAL', validFrom: '2020-01-01', percent: '0' },
      { kind: 'DOMESTIC', validFrom: '2020-01-01', percent: '10' },
      // The reduced rate of 2025–2026, then the standard rate again.
      { kind: 'DOMESTIC', validFrom: '2025-07-01', percent: '8' },
      { kind: 'DOMESTIC', validFrom: '2027-01-01', percent: '10' },
    ]);
  const [fuel] = await db.select({ carrier: fuelSurcharges.carrier }).from(fuelSurcharges).limit(1);
  if (!fuel) {
    const year = today.slice(0, 4);
    await db.insert(fuelSurcharges).values(
      (
        [
          ['DHL', 26],
          ['FEDEX', 27.5],
          ['UPS', 25],
        ] as const
      ).flatMap(([carrier, base]) =>
        Array.from({ length: 12 }, (_, m) => ({
          carrier,
          month: `${year}-${String(m + 1).padStart(2, '0')}`,
          percent: String(base + (((m + 1) * 7) % 5) * 0.25),
        })),
      ),
    );
  }
}

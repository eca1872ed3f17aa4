/**
 * Writes the sample rate-card files the seed imports (run once, from the repository root:
 * `node --import tsx apps/api/src/seed/rate-cards/make-files.ts`; the files are committed).
 * Realistic in shape: an express card to six zones in USD (documents and parcels, 0.5 kg steps to
 * 20 kg, per-kg bands to 300+ kg, minimum, transit days), a cheaper economy card, Yamato's card to
 * Japan and K-Cargo's to Korea, each in a SELL and a COST version (what the carrier charges ACF).
 */
import path from 'node:path';
import { Decimal } from 'decimal.js';
import ExcelJS from 'exceljs';

type Row = (string | number)[];

const up2 = (d: Decimal) => d.toDecimalPlaces(2, Decimal.ROUND_UP);

/** Parcel rows from a first 0.5 kg and a further-0.5 kg price per zone; bands keep the price rising. */
function parcelRows(first: number[], add: number[], factor: number): Row[] {
  const f = (n: number) => up2(new Decimal(n).times(factor));
  const rows: Row[] = [[0.5, ...first.map((p) => f(p).toNumber())]];
  rows.push(['+0.5/20', ...add.map((p) => f(p).toNumber())]);
  // The price at 20 kg, then per-kg rates that never make a heavier parcel cheaper.
  let top = first.map((p, i) => f(p).plus(f(add[i]!).times(39)));
  let last = new Decimal(20);
  for (const [from, to] of [
    [21, 44],
    [45, 70],
    [71, 99],
    [100, 299],
    [300, null],
  ] as const) {
    const next = new Decimal(last).plus(0.5);
    const rate = top.map((p) => up2(p.div(next)));
    rows.push([to === null ? `${from}+` : `${from}-${to}`, ...rate.map((r) => r.toNumber())]);
    if (to === null) break;
    top = rate.map((r) => r.times(to));
    last = new Decimal(to);
  }
  return rows;
}

function documentRows(first: number[], factor: number): Row[] {
  return [0.5, 1, 1.5, 2].map((kg, step) => [
    kg,
    ...first.map((p) => up2(new Decimal(p - 2 + step * 2.5).times(factor)).toNumber()),
  ]);
}

async function write(name: string, zones: string[], sheets: Record<string, Row[]>) {
  const wb = new ExcelJS.Workbook();
  for (const [sheet, rows] of Object.entries(sheets)) {
    const ws = wb.addWorksheet(sheet);
    ws.addRow(['KG', ...zones.map((z) => `Zone ${z}`)]);
    ws.addRows(rows);
  }
  await wb.xlsx.writeFile(path.join(import.meta.dirname, name));
}

const SIX = ['1', '2', '3', '4', '5', '6'];
const EXPRESS = {
  first: [14, 15, 22, 24, 21, 30],
  add: [3, 4, 6, 6.5, 5.5, 8],
  min: [14, 15, 22, 24, 21, 30],
};
const EXPRESS_DAYS = ['2-3', '2-3', '3-4', '3-5', '4-5', '5-7'];
const ECONOMY_DAYS = ['4-6', '4-6', '6-8', '6-9', '6-9', '8-12'];
const CARRIERS = { DHL: 1, FEDEX: 0.97, UPS: 0.98 } as const;
/** What carriers charge ACF, as a share of ACF's price. */
const COST = 0.72;

for (const [carrier, k] of Object.entries(CARRIERS))
  for (const [service, s, days] of [
    ['EXPRESS', 1, EXPRESS_DAYS],
    ['ECONOMY', 0.75, ECONOMY_DAYS],
  ] as const)
    for (const [kind, c] of [
      ['SELL', 1],
      ['COST', COST],
    ] as const) {
      const factor = k * s * c;
      const min = EXPRESS.min.map((m) => up2(new Decimal(m).times(factor)).toNumber());
      await write(`${carrier}-${service}-${kind}.xlsx`, SIX, {
        PARCEL: [...parcelRows(EXPRESS.first, EXPRESS.add, factor), ['MIN', ...min], ['DAYS', ...days]],
        ...(service === 'EXPRESS' ? { DOCUMENTS: documentRows(EXPRESS.first, factor) } : {}),
      });
    }

// Yamato to Japan and K-Cargo to Korea: one zone each, the lines ACF manifests itself.
for (const [carrier, first, add, days] of [
  ['YAMATO', 13, 3.2, '2-3'],
  ['K_CARGO', 12.5, 3, '2-3'],
] as const)
  for (const [kind, c] of [
    ['SELL', 1],
    ['COST', COST],
  ] as const)
    await write(`${carrier}-EXPRESS-${kind}.xlsx`, ['1'], {
      PARCEL: [
        ...parcelRows([first], [add], c),
        ['MIN', up2(new Decimal(first).times(c)).toNumber()],
        ['DAYS', days],
      ],
    });

/** E-commerce parcels (light, slower, cheaper): Yamato to Japan, K-Cargo to Korea. Parcels only, to 44 kg. */
for (const [carrier, zones, first, add, days] of [
  ['YAMATO', ['1'], [8.5], [2], ['4-6']],
  ['K_CARGO', ['1'], [8], [1.9], ['4-6']],
] as const)
  for (const [kind, c] of [
    ['SELL', 1],
    ['COST', COST],
  ] as const)
    await write(`${carrier}-ECOMMERCE_SERVICE-${kind}.xlsx`, [...zones], {
      PARCEL: [
        ...parcelRows([...first], [...add], c).slice(0, 3),
        ['MIN', ...first.map((p) => up2(new Decimal(p).times(c)).toNumber())],
        ['DAYS', ...days],
      ],
    });

/**
 * Freight: a flat price up to 45 kg (air) or 100 kg (sea), then per-kg bands that never make a
 * heavier shipment cheaper, a price per m³ for CBM cargo, and (sea) per container.
 */
interface FreightCard {
  flat: number;
  upTo: number;
  perKg: number[];
  bands: [number, number | null][];
  days: string;
  perCbm: number;
}

function freightRows({ flat, upTo, perKg, bands }: FreightCard, factor: number) {
  const f = (n: number) => up2(new Decimal(n).times(factor));
  const rows: Row[] = [[upTo, f(flat).toNumber()]];
  let top = f(flat);
  let last = new Decimal(upTo);
  bands.forEach(([from, to], i) => {
    const next = last.plus(0.5);
    const rate = Decimal.max(f(perKg[i]!), up2(top.div(next)));
    rows.push([to === null ? `${from}+` : `${from}-${to}`, rate.toNumber()]);
    if (to !== null) {
      top = rate.times(to);
      last = new Decimal(to);
    }
  });
  return rows;
}

const FREIGHT_LINES = [
  ['YAMATO', 1],
  ['K_CARGO', 0.96],
  ['DHL', 1.15],
] as const;
for (const [carrier, k] of FREIGHT_LINES)
  for (const [kind, c] of [
    ['SELL', 1],
    ['COST', COST],
  ] as const) {
    const factor = k * c;
    const p = (n: number) => up2(new Decimal(n).times(factor)).toNumber();
    /** A freight card's rows: its weights (the flat price is also the minimum), days and price per m³. */
    const freight = (card: FreightCard): Row[] => [
      ...freightRows(card, factor),
      ['MIN', p(card.flat)],
      ['DAYS', card.days],
      ['CBM', p(card.perCbm)],
    ];
    await write(`${carrier}-AIR_FREIGHT-${kind}.xlsx`, ['1'], {
      PARCEL: freight({
        flat: 120,
        upTo: 45,
        perKg: [2.8, 2.5, 2.2, 2],
        bands: [
          [46, 99],
          [100, 299],
          [300, 499],
          [500, null],
        ],
        days: '3-5',
        perCbm: 420,
      }),
    });
    await write(`${carrier}-SEA_FREIGHT-${kind}.xlsx`, ['1'], {
      PARCEL: [
        ...freight({
          flat: 90,
          upTo: 100,
          perKg: [0.9, 0.7, 0.55],
          bands: [
            [101, 499],
            [500, 999],
            [1000, null],
          ],
          days: '10-16',
          perCbm: 75,
        }),
        ['20GP', p(950)],
        ['40GP', p(1550)],
        ['40HC', p(1680)],
      ],
    });
  }

/**
 * Within Vietnam (DHL eCommerce's domestic delivery), in đồng: Ho Chi Minh City, the South, the
 * rest of the country. Whole đồng in every cell; per kg above 20 kg.
 */
for (const [kind, c] of [
  ['SELL', 1],
  ['COST', COST],
] as const) {
  const d = (n: number) => Math.ceil((n * c) / 100) * 100;
  await write(`DHL-ECOMMERCE_SERVICE-${kind}.xlsx`, ['1', '2', '3'], {
    PARCEL: [
      [0.5, d(22_000), d(30_000), d(38_000)],
      [1, d(25_000), d(35_000), d(45_000)],
      ['+0.5/20', d(4_000), d(6_000), d(8_000)],
      // Per kg above 20 kg: never less than 20 kg cost, whole hundreds of đồng.
      [
        '21+',
        ...[
          [25_000, 4_000, 8_700],
          [35_000, 6_000, 12_900],
          [45_000, 8_000, 17_100],
        ].map(([one, add, kg]) => Math.max(d(kg!), Math.ceil((d(one!) + 38 * d(add!)) / 20.5 / 100) * 100)),
      ],
      ['MIN', d(22_000), d(30_000), d(38_000)],
      ['DAYS', '1', '1-2', '2-4'],
    ],
  });
}

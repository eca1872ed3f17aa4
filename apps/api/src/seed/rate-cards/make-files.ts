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

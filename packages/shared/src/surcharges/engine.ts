import {
  CARRIER_LIMITS,
  CARRIER_RULES,
  DEFAULT_CARRIER_NAMES,
  DHL_RULES,
  EXTRA_FEE_NAMES,
  FEDEX_RULES,
  ORIGIN_COUNTRY,
  PACKAGING_LABELS,
  SURCHARGE_CATALOGUE,
  UPS_RULES,
} from './rules';
import type {
  Carrier,
  CarrierResult,
  Currency,
  PackagingCode,
  PieceShape,
  SurchargeCode,
  SurchargeFee,
  SurchargeLine,
  SurchargeLocale,
  SurchargeMasterData,
  TSurchargeCheckInput,
  TSurchargeCheckResponse,
} from './types';
import { CARRIERS, SURCHARGE_FEE_CODES } from './types';

// ---------------------------------------------------------------------------------------------
// Measurements
// ---------------------------------------------------------------------------------------------

/** Derived measures are rounded to a micro-unit so that float noise (0.1 + 0.2) never crosses a threshold. */
const MEASURE_PRECISION = 1e6;
const measure = (value: number): number => Math.round(value * MEASURE_PRECISION) / MEASURE_PRECISION;

export interface PieceMetrics {
  index: number;
  quantity: number;
  /** Sides in cm, longest first. */
  longestCm: number;
  secondCm: number;
  thirdCm: number;
  /** Longest side + 2 × second + 2 × third. */
  lengthPlusGirthCm: number;
  actualKg: number;
  volumetricKg: number;
  packaging: PackagingCode;
  shape: PieceShape;
}

type InputPiece = TSurchargeCheckInput['pieces'][number];

export function lengthPlusGirth(longest: number, second: number, third: number): number {
  return measure(longest + 2 * second + 2 * third);
}

export function pieceMetrics(piece: InputPiece, index: number, volumetricDivisor: number): PieceMetrics {
  const [longestCm = 0, secondCm = 0, thirdCm = 0] = [piece.length, piece.width, piece.height].sort(
    (a, b) => b - a,
  );
  return {
    index,
    quantity: piece.quantity ?? 1,
    longestCm,
    secondCm,
    thirdCm,
    lengthPlusGirthCm: lengthPlusGirth(longestCm, secondCm, thirdCm),
    actualKg: piece.weight,
    volumetricKg: measure((piece.length * piece.width * piece.height) / volumetricDivisor),
    packaging: piece.packaging ?? 'CARTON',
    shape: piece.shape ?? 'BOX',
  };
}

/** Rounds a weight up to the next multiple of `increment` (0.5 kg: 10.01 → 10.5, 10.5 → 10.5). */
export function roundUpWeight(kg: number, increment: number): number {
  return (Math.ceil(measure(kg / increment)) * increment * MEASURE_PRECISION) / MEASURE_PRECISION;
}

/** Money: VND has no minor unit; every other currency of the list is kept to two decimals. */
export function roundMoney(amount: number, currency: Currency): number {
  const factor = currency === 'VND' ? 1 : 100;
  // measure() first so that 6.005 × 100 = 600.4999… still rounds half up to 601.
  return Math.round(measure(amount * factor)) / factor;
}

// ---------------------------------------------------------------------------------------------
// Bilingual reason texts
// ---------------------------------------------------------------------------------------------

interface Text {
  vi: string;
  en: string;
}

const num = (value: number, locale: SurchargeLocale): string => {
  const s = String(Math.round(value * 100) / 100);
  return locale === 'vi' ? s.replace('.', ',') : s;
};

const both = (make: (locale: SurchargeLocale) => string): Text => ({ vi: make('vi'), en: make('en') });

const REASONS = {
  longestSide: (v: number, t: number) =>
    both((l) => `${l === 'vi' ? 'cạnh dài nhất' : 'longest side'} ${num(v, l)} cm > ${num(t, l)} cm`),
  secondSide: (v: number, t: number) =>
    both(
      (l) => `${l === 'vi' ? 'cạnh dài thứ hai' : 'second-longest side'} ${num(v, l)} cm > ${num(t, l)} cm`,
    ),
  lengthPlusGirth: (v: number, t: number) =>
    both((l) => `${l === 'vi' ? 'chiều dài + chu vi' : 'length + girth'} ${num(v, l)} cm > ${num(t, l)} cm`),
  weight: (v: number, t: number) =>
    both((l) => `${l === 'vi' ? 'trọng lượng' : 'weight'} ${num(v, l)} kg > ${num(t, l)} kg`),
  volumetricWeight: (v: number, t: number) =>
    both(
      (l) => `${l === 'vi' ? 'trọng lượng quy đổi' : 'volumetric weight'} ${num(v, l)} kg > ${num(t, l)} kg`,
    ),
  packaging: (p: PackagingCode): Text => ({
    vi: `đóng gói: ${PACKAGING_LABELS[p].vi.toLowerCase()}`,
    en: `packaging: ${PACKAGING_LABELS[p].en.toLowerCase()}`,
  }),
  cylinder: (): Text => ({ vi: 'kiện hình trụ', en: 'cylindrical piece' }),
  largePackage: (v: number, over: number, max: number, minKg: number) =>
    both((l) =>
      l === 'vi'
        ? `chiều dài + chu vi ${num(v, l)} cm > ${num(over, l)} cm (tối đa ${num(max, l)} cm); tính cước tối thiểu ${num(minKg, l)} kg`
        : `length + girth ${num(v, l)} cm > ${num(over, l)} cm (up to ${num(max, l)} cm); billed at least ${num(minKg, l)} kg`,
    ),
  remotePerPiece: (v: number, t: number) =>
    both((l) =>
      l === 'vi'
        ? `trọng lượng ${num(v, l)} kg ≤ ${num(t, l)} kg, tính theo kiện`
        : `weight ${num(v, l)} kg ≤ ${num(t, l)} kg, charged per piece`,
    ),
  remotePerKg: (v: number, t: number) =>
    both((l) =>
      l === 'vi'
        ? `trọng lượng ${num(v, l)} kg > ${num(t, l)} kg, tính theo kg`
        : `weight ${num(v, l)} kg > ${num(t, l)} kg, charged per kg`,
    ),
  remoteDelivery: (postal: string, country: string): Text => ({
    vi: `mã bưu chính nơi nhận ${postal} (${country}) thuộc vùng sâu vùng xa`,
    en: `delivery postal code ${postal} (${country}) is in a remote area`,
  }),
  remotePickup: (postal: string): Text => ({
    vi: `mã bưu chính nơi lấy hàng ${postal} (${ORIGIN_COUNTRY}) thuộc vùng sâu vùng xa`,
    en: `pickup postal code ${postal} (${ORIGIN_COUNTRY}) is in a remote area`,
  }),
  restricted: (country: string): Text => ({
    vi: `nước đến ${country} thuộc danh sách điểm đến bị hạn chế`,
    en: `destination ${country} is a restricted destination`,
  }),
  highRisk: (country: string): Text => ({
    vi: `nước đến ${country} thuộc danh sách khu vực rủi ro cao`,
    en: `destination ${country} is a high-risk destination`,
  }),
  nonStackablePallet: (): Text => ({
    vi: 'yêu cầu pallet không xếp chồng',
    en: 'non-stackable pallet requested',
  }),
  addressCorrection: (): Text => ({ vi: 'yêu cầu sửa địa chỉ', en: 'address correction requested' }),
  addressChange: (): Text => ({ vi: 'yêu cầu thay đổi địa chỉ', en: 'address change requested' }),
  residential: (): Text => ({ vi: 'địa chỉ nhận là nhà riêng', en: 'residential delivery address' }),
  dutyPaid: (): Text => ({
    vi: 'người gửi trả thuế hộ (DDP), tính theo kiện',
    en: 'duties paid by the shipper (DDP), charged per piece',
  }),
  overMaximum: (what: 'weight' | 'longestSide' | 'lengthPlusGirth', v: number, max: number) =>
    both((l) => {
      const unit = what === 'weight' ? 'kg' : 'cm';
      const label = {
        weight: { vi: 'trọng lượng', en: 'weight' },
        longestSide: { vi: 'cạnh dài nhất', en: 'longest side' },
        lengthPlusGirth: { vi: 'chiều dài + chu vi', en: 'length + girth' },
      }[what][l];
      return l === 'vi'
        ? `${label} ${num(v, l)} ${unit} vượt mức tối đa ${num(max, l)} ${unit}`
        : `${label} ${num(v, l)} ${unit} exceeds the ${num(max, l)} ${unit} maximum`;
    }),
} as const;

const pieceLabel = (index: number): Text => ({ vi: `kiện ${index + 1}`, en: `piece ${index + 1}` });

// ---------------------------------------------------------------------------------------------
// Hits: which code applies to which pieces, and why
// ---------------------------------------------------------------------------------------------

interface Hit {
  pieces: Set<number>;
  /** Reasons that concern the whole shipment (a flag, the destination). */
  shipment: Text[];
  /** Reasons per piece index. */
  perPiece: Map<number, Text[]>;
}

class Hits {
  readonly byCode = new Map<SurchargeCode, Hit>();

  private hit(code: SurchargeCode): Hit {
    let h = this.byCode.get(code);
    if (!h) {
      h = { pieces: new Set(), shipment: [], perPiece: new Map() };
      this.byCode.set(code, h);
    }
    return h;
  }

  /** A piece triggers `code` for each reason given; nothing is recorded when there is none. */
  piece(code: SurchargeCode, index: number, reasons: Text[]): void {
    if (reasons.length === 0) return;
    const h = this.hit(code);
    h.pieces.add(index);
    h.perPiece.set(index, [...(h.perPiece.get(index) ?? []), ...reasons]);
  }

  /** The shipment triggers `code`; `pieces` are the pieces the fee counts. */
  shipment(code: SurchargeCode, reason: Text, pieces: readonly number[]): void {
    const h = this.hit(code);
    h.shipment.push(reason);
    for (const p of pieces) h.pieces.add(p);
  }
}

/** A condition, with the reason that says so (made only when the condition holds). */
type Condition = [boolean, () => Text];

/** Collects the reasons whose condition holds. */
const when = (...conditions: Condition[]): Text[] => conditions.filter(([c]) => c).map(([, r]) => r());

/** The measures of a piece that thresholds and limits are set on; each has a reason of the same name. */
const MEASURES = {
  longestSide: (p: PieceMetrics) => p.longestCm,
  secondSide: (p: PieceMetrics) => p.secondCm,
  lengthPlusGirth: (p: PieceMetrics) => p.lengthPlusGirthCm,
  weight: (p: PieceMetrics) => p.actualKg,
  volumetricWeight: (p: PieceMetrics) => p.volumetricKg,
} as const;
type Measure = keyof typeof MEASURES;

/** Thresholds by measure, in the order their reasons are given; null where there is none. */
type Thresholds<M extends Measure = Measure> = Partial<Record<M, number | null>>;

/** Each measure of `p` over its threshold (strict, as every threshold), with the reason that says so. */
function overThresholds<M extends Measure>(
  p: PieceMetrics,
  thresholds: Thresholds<M>,
  reason: (measure: M, value: number, threshold: number) => Text = (m, v, t) => REASONS[m](v, t),
): Condition[] {
  return (Object.keys(thresholds) as M[]).flatMap((measure): Condition[] => {
    const threshold = thresholds[measure];
    if (threshold == null) return [];
    const value = MEASURES[measure](p);
    return [[value > threshold, () => reason(measure, value, threshold)]];
  });
}

interface Context {
  carrier: Carrier;
  pieces: PieceMetrics[];
  allIndexes: number[];
  country: string;
  destinationPostal: string | undefined;
  originPostal: string | undefined;
  residential: boolean;
  flags: NonNullable<TSurchargeCheckInput['flags']>;
  master: SurchargeMasterData;
}

const normalizePostal = (code: string): string => code.toUpperCase().replace(/[\s-]/g, '');

/** True when `postal` equals an entry, or starts with an entry that ends in '*'. */
export function isRemotePostalCode(list: readonly string[] | undefined, postal: string | undefined): boolean {
  if (!list || !postal) return false;
  const code = normalizePostal(postal);
  if (code === '') return false;
  return list.some((raw) => {
    const entry = normalizePostal(raw);
    if (entry.endsWith('*')) {
      const prefix = entry.slice(0, -1);
      return prefix !== '' && code.startsWith(prefix);
    }
    return entry === code;
  });
}

const inCountryList = (list: readonly string[] | undefined, country: string): boolean =>
  (list ?? []).some((c) => c.trim().toUpperCase() === country);

function remoteDelivery(ctx: Context): Text | null {
  const list = ctx.master.remotePostalCodes[ctx.carrier]?.[ctx.country];
  return isRemotePostalCode(list, ctx.destinationPostal)
    ? REASONS.remoteDelivery(ctx.destinationPostal ?? '', ctx.country)
    : null;
}

function remotePickup(ctx: Context): Text | null {
  const list = ctx.master.remotePostalCodes[ctx.carrier]?.[ORIGIN_COUNTRY];
  return isRemotePostalCode(list, ctx.originPostal) ? REASONS.remotePickup(ctx.originPostal ?? '') : null;
}

/** A surcharge one piece triggers: each measure over its threshold, and each further condition that holds, is a reason. */
interface PieceRule {
  code: SurchargeCode;
  over?: Thresholds;
  also?: (p: PieceMetrics) => Condition[];
}

/**
 * A surcharge the shipment triggers when `reason` gives one. Its fee counts `pieces` (every piece
 * unless said), or, with `perPiece`, the pieces that give a reason of their own (none: no surcharge).
 */
interface ShipmentRule {
  code: SurchargeCode;
  reason: (ctx: Context) => Text | null;
  pieces?: (ctx: Context) => readonly number[];
  perPiece?: (p: PieceMetrics) => Text | null;
}

interface CarrierSurchargeRules {
  piece: readonly PieceRule[];
  shipment: readonly ShipmentRule[];
}

const flagged =
  (flag: keyof Context['flags'], reason: () => Text) =>
  (ctx: Context): Text | null =>
    ctx.flags[flag] ? reason() : null;

const listedDestination =
  (list: 'restrictedDestinations' | 'highRiskDestinations', reason: (country: string) => Text) =>
  (ctx: Context): Text | null =>
    inCountryList(ctx.master[list][ctx.carrier], ctx.country) ? reason(ctx.country) : null;

/** The fee is per pallet when pallets are declared; otherwise every piece is taken as one. */
const palletsOrAll = (ctx: Context): number[] => {
  const pallets = ctx.pieces.filter((p) => p.packaging === 'PALLET').map((p) => p.index);
  return pallets.length ? pallets : ctx.allIndexes;
};

const isUpsLargePackage = (p: PieceMetrics): boolean =>
  p.lengthPlusGirthCm > UPS_RULES.largePackage.lengthPlusGirthCm &&
  p.lengthPlusGirthCm <= (UPS_RULES.limits.maxLengthPlusGirthCm ?? Number.POSITIVE_INFINITY);

const FEDEX_AH = FEDEX_RULES.additionalHandling;
const UPS_AH = UPS_RULES.additionalHandling;
const UPS_LARGE = UPS_RULES.largePackage;
/** UPS remote area basis by piece: up to this weight per piece, over it per kg (strict, like every threshold). */
const UPS_REMOTE_PER_KG_OVER = UPS_RULES.remoteArea.perKgOverWeightKg;

/** Per carrier, what triggers each of its surcharges, with the thresholds of rules.ts. */
const SURCHARGE_RULES: Record<Carrier, CarrierSurchargeRules> = {
  DHL: {
    piece: [
      {
        code: 'OVERSIZE_PACKAGE',
        over: {
          weight: DHL_RULES.oversizePackage.weightKg,
          volumetricWeight: DHL_RULES.oversizePackage.weightKg,
        },
      },
      { code: 'OVERLENGTH_PACKAGE', over: { longestSide: DHL_RULES.overlengthPackage.sideCm } },
    ],
    shipment: [
      {
        code: 'NON_STACKABLE_PALLET',
        reason: flagged('nonStackablePallet', REASONS.nonStackablePallet),
        pieces: palletsOrAll,
      },
      { code: 'ADDRESS_CORRECTION', reason: flagged('addressCorrection', REASONS.addressCorrection) },
      {
        code: 'RESTRICTED_DESTINATION',
        reason: listedDestination('restrictedDestinations', REASONS.restricted),
      },
      { code: 'HIGH_RISK', reason: listedDestination('highRiskDestinations', REASONS.highRisk) },
      { code: 'REMOTE_AREA_DELIVERY', reason: remoteDelivery },
      { code: 'REMOTE_AREA_PICKUP', reason: remotePickup },
    ],
  },
  FEDEX: {
    piece: [
      {
        code: 'ADDITIONAL_HANDLING_DIMENSIONS',
        over: {
          longestSide: FEDEX_AH.longestSideCm,
          secondSide: FEDEX_AH.secondSideCm,
          lengthPlusGirth: FEDEX_AH.lengthPlusGirthCm,
        },
      },
      { code: 'ADDITIONAL_HANDLING_WEIGHT', over: { weight: FEDEX_AH.weightKg } },
      {
        code: 'ADDITIONAL_HANDLING_PACKAGING',
        also: (p) => [
          [
            (FEDEX_AH.packaging as readonly string[]).includes(p.packaging),
            () => REASONS.packaging(p.packaging),
          ],
        ],
      },
      { code: 'HEAVY_GOODS', over: { longestSide: FEDEX_RULES.heavyGoods.longestSideCm } },
      {
        code: 'OVERSIZE',
        over: {
          longestSide: FEDEX_RULES.oversize.longestSideCm,
          lengthPlusGirth: FEDEX_RULES.oversize.lengthPlusGirthCm,
        },
      },
    ],
    shipment: [
      { code: 'REMOTE_AREA', reason: remoteDelivery },
      { code: 'REMOTE_AREA', reason: remotePickup },
    ],
  },
  UPS: {
    piece: [
      {
        code: 'ADDITIONAL_HANDLING',
        over: { longestSide: UPS_AH.longestSideCm, secondSide: UPS_AH.secondSideCm, weight: UPS_AH.weightKg },
        also: (p) => [
          [p.packaging !== UPS_AH.cartonPackaging, () => REASONS.packaging(p.packaging)],
          [p.shape === UPS_AH.cylindricalShape, () => REASONS.cylinder()],
        ],
      },
      {
        code: 'LARGE_PACKAGE',
        also: (p) => [
          [
            isUpsLargePackage(p),
            () =>
              REASONS.largePackage(
                p.lengthPlusGirthCm,
                UPS_LARGE.lengthPlusGirthCm,
                UPS_RULES.limits.maxLengthPlusGirthCm,
                UPS_LARGE.minBillableWeightKg,
              ),
          ],
        ],
      },
    ],
    shipment: [
      { code: 'ADDRESS_CHANGE', reason: flagged('addressChange', REASONS.addressChange) },
      {
        code: 'REMOTE_AREA',
        reason: remoteDelivery,
        perPiece: (p) =>
          p.actualKg <= UPS_REMOTE_PER_KG_OVER
            ? REASONS.remotePerPiece(p.actualKg, UPS_REMOTE_PER_KG_OVER)
            : null,
      },
      {
        code: 'REMOTE_AREA_PER_KG',
        reason: remoteDelivery,
        perPiece: (p) =>
          p.actualKg > UPS_REMOTE_PER_KG_OVER
            ? REASONS.remotePerKg(p.actualKg, UPS_REMOTE_PER_KG_OVER)
            : null,
      },
      { code: 'RESIDENTIAL', reason: (ctx) => (ctx.residential ? REASONS.residential() : null) },
      { code: 'DUTY_PAID', reason: flagged('dutyPaid', REASONS.dutyPaid) },
    ],
  },
};

/** Which surcharge codes the shipment triggers, for which pieces and why, by the carrier's rules. */
function collectHits(ctx: Context): Hits {
  const rules = SURCHARGE_RULES[ctx.carrier];
  const hits = new Hits();
  for (const p of ctx.pieces) {
    for (const rule of rules.piece) {
      hits.piece(rule.code, p.index, when(...overThresholds(p, rule.over ?? {}), ...(rule.also?.(p) ?? [])));
    }
  }
  for (const rule of rules.shipment) {
    const reason = rule.reason(ctx);
    if (!reason) continue;
    if (!rule.perPiece) {
      hits.shipment(rule.code, reason, rule.pieces?.(ctx) ?? ctx.allIndexes);
      continue;
    }
    const perPiece = rule.perPiece;
    const pieceReasons = ctx.pieces.flatMap((p) => {
      const r = perPiece(p);
      return r ? [{ index: p.index, reason: r }] : [];
    });
    if (pieceReasons.length) hits.shipment(rule.code, reason, []);
    for (const r of pieceReasons) hits.piece(rule.code, r.index, [r.reason]);
  }
  return hits;
}

// ---------------------------------------------------------------------------------------------
// Weights, limits, fees
// ---------------------------------------------------------------------------------------------

/** Billable kg of one unit of a piece for a carrier: the greater of actual and volumetric, with UPS's large-package floor. */
export function unitBillableWeight(carrier: Carrier, p: PieceMetrics): number {
  const base = Math.max(p.actualKg, p.volumetricKg);
  // The floor also stays on a piece over UPS's 400 cm maximum: that piece is refused anyway, and
  // growing a piece should never lower its billable weight.
  if (carrier === 'UPS' && p.lengthPlusGirthCm > UPS_RULES.largePackage.lengthPlusGirthCm) {
    return Math.max(base, UPS_RULES.largePackage.minBillableWeightKg);
  }
  return base;
}

function billableWeightOf(carrier: Carrier, pieces: readonly PieceMetrics[]): number {
  const kg = pieces.reduce((sum, p) => sum + unitBillableWeight(carrier, p) * p.quantity, 0);
  return roundUpWeight(kg, CARRIER_RULES[carrier].billableIncrementKg);
}

function limitViolations(carrier: Carrier, pieces: readonly PieceMetrics[], multi: boolean): Text[] {
  const limits = CARRIER_LIMITS[carrier];
  const maximums = {
    weight: limits.maxPieceWeightKg,
    longestSide: limits.maxLongestSideCm,
    lengthPlusGirth: limits.maxLengthPlusGirthCm,
  };
  return pieces.flatMap((p) => {
    const reasons = when(...overThresholds(p, maximums, REASONS.overMaximum));
    return reasons.length ? [joinPieceReasons(p.index, reasons, multi)] : [];
  });
}

function joinPieceReasons(index: number, reasons: readonly Text[], multi: boolean): Text {
  const label = pieceLabel(index);
  const join = (l: SurchargeLocale) => {
    const body = reasons.map((r) => r[l]).join(', ');
    return multi ? `${label[l]}: ${body}` : body;
  };
  return both(join);
}

function feeTotal(
  carrier: Carrier,
  fee: SurchargeFee,
  pieces: readonly PieceMetrics[],
  shipmentPieces: readonly number[],
): number {
  const counted = pieces.filter((p) => shipmentPieces.includes(p.index));
  switch (fee.basis) {
    case 'PER_SHIPMENT':
      return roundMoney(fee.amount, fee.currency);
    case 'PER_PIECE':
      return roundMoney(fee.amount * counted.reduce((n, p) => n + p.quantity, 0), fee.currency);
    case 'PER_KG':
      return roundMoney(fee.amount * billableWeightOf(carrier, counted), fee.currency);
  }
}

function nameOf(carrier: Carrier, code: SurchargeCode): Text {
  const entry = SURCHARGE_CATALOGUE[carrier].find((e) => e.code === code);
  if (entry) return { vi: entry.nameVi, en: entry.nameEn };
  return EXTRA_FEE_NAMES[code] ?? { vi: code, en: code };
}

// ---------------------------------------------------------------------------------------------
// Entry point
// ---------------------------------------------------------------------------------------------

function checkCarrier(
  carrier: Carrier,
  input: TSurchargeCheckInput,
  master: SurchargeMasterData,
  locale: SurchargeLocale,
): CarrierResult {
  const rules = CARRIER_RULES[carrier];
  const pieces = input.pieces.map((p, i) => pieceMetrics(p, i, rules.volumetricDivisor));
  const multi = pieces.length > 1;
  const ctx: Context = {
    carrier,
    pieces,
    allIndexes: pieces.map((p) => p.index),
    country: input.destination.country.trim().toUpperCase(),
    destinationPostal: input.destination.postalCode?.trim() || undefined,
    originPostal: input.originPostalCode?.trim() || undefined,
    residential: input.destination.residential === true,
    flags: input.flags ?? {},
    master,
  };

  const hits = collectHits(ctx);
  const surcharges: SurchargeLine[] = [];
  for (const code of SURCHARGE_FEE_CODES[carrier]) {
    const hit = hits.byCode.get(code);
    if (!hit) continue;
    const pieceIndexes = [...hit.pieces].sort((a, b) => a - b);
    const reasonParts: Text[] = [
      ...hit.shipment,
      ...pieceIndexes.flatMap((i) => {
        const r = hit.perPiece.get(i);
        return r ? [joinPieceReasons(i, r, multi)] : [];
      }),
    ];
    const feeData = master.fees[carrier]?.[code];
    const fee = feeData ? { amount: feeData.amount, currency: feeData.currency, basis: feeData.basis } : null;
    const name = nameOf(carrier, code);
    surcharges.push({
      code,
      name: name[locale],
      nameVi: name.vi,
      nameEn: name.en,
      reason: reasonParts.map((r) => r[locale]).join('; '),
      pieces: pieceIndexes,
      fee,
      total: fee ? feeTotal(carrier, fee, pieces, pieceIndexes) : 0,
    });
  }

  const totals: Partial<Record<Currency, number>> = {};
  let currency: Currency | null = null;
  for (const line of surcharges) {
    if (!line.fee) continue;
    const c = line.fee.currency;
    currency ??= c;
    totals[c] = roundMoney((totals[c] ?? 0) + line.total, c);
  }

  const violations = limitViolations(carrier, pieces, multi);
  const result: CarrierResult = {
    carrier,
    carrierName: master.carrierNames?.[carrier] ?? DEFAULT_CARRIER_NAMES[carrier],
    accepted: violations.length === 0,
    billableWeight: billableWeightOf(carrier, pieces),
    surcharges,
    total: currency ? (totals[currency] ?? 0) : 0,
    currency,
    totals,
  };
  if (violations.length) result.notAcceptedReason = violations.map((v) => v[locale]).join('; ');
  return result;
}

/**
 * Which surcharges each carrier applies to a shipment, for which pieces and why, with the fees
 * from the master data. Pure: the caller validates the input (ZSurchargeCheckRequest) and loads
 * the master data.
 */
export function checkSurcharges(
  input: TSurchargeCheckInput,
  master: SurchargeMasterData,
  locale: SurchargeLocale = 'vi',
): TSurchargeCheckResponse {
  const carriers: readonly Carrier[] = input.carrier ? [input.carrier] : CARRIERS;
  return { results: carriers.map((carrier) => checkCarrier(carrier, input, master, locale)) };
}

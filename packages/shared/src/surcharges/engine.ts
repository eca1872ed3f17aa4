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

/** Collects the reasons whose condition holds. */
const when = (...pairs: Array<[boolean, () => Text]>): Text[] => pairs.filter(([c]) => c).map(([, r]) => r());
/** A measure over its limit (strict, as every threshold), with the reason that says so. */
const exceeds = (
  value: number,
  limit: number,
  reason: (value: number, limit: number) => Text,
): [boolean, () => Text] => [value > limit, () => reason(value, limit)];

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

function dhlHits(ctx: Context, hits: Hits): void {
  const { oversizePackage, overlengthPackage } = DHL_RULES;
  for (const p of ctx.pieces) {
    hits.piece(
      'OVERSIZE_PACKAGE',
      p.index,
      when(
        exceeds(p.actualKg, oversizePackage.weightKg, REASONS.weight),
        exceeds(p.volumetricKg, oversizePackage.weightKg, REASONS.volumetricWeight),
      ),
    );
    hits.piece(
      'OVERLENGTH_PACKAGE',
      p.index,
      when(exceeds(p.longestCm, overlengthPackage.sideCm, REASONS.longestSide)),
    );
  }
  if (ctx.flags.nonStackablePallet) {
    // The fee is per pallet when pallets are declared; otherwise every piece is taken as one.
    const pallets = ctx.pieces.filter((p) => p.packaging === 'PALLET').map((p) => p.index);
    hits.shipment(
      'NON_STACKABLE_PALLET',
      REASONS.nonStackablePallet(),
      pallets.length ? pallets : ctx.allIndexes,
    );
  }
  if (ctx.flags.addressCorrection) {
    hits.shipment('ADDRESS_CORRECTION', REASONS.addressCorrection(), ctx.allIndexes);
  }
  if (inCountryList(ctx.master.restrictedDestinations[ctx.carrier], ctx.country)) {
    hits.shipment('RESTRICTED_DESTINATION', REASONS.restricted(ctx.country), ctx.allIndexes);
  }
  if (inCountryList(ctx.master.highRiskDestinations[ctx.carrier], ctx.country)) {
    hits.shipment('HIGH_RISK', REASONS.highRisk(ctx.country), ctx.allIndexes);
  }
  const delivery = remoteDelivery(ctx);
  if (delivery) hits.shipment('REMOTE_AREA_DELIVERY', delivery, ctx.allIndexes);
  const pickup = remotePickup(ctx);
  if (pickup) hits.shipment('REMOTE_AREA_PICKUP', pickup, ctx.allIndexes);
}

function fedexHits(ctx: Context, hits: Hits): void {
  const delivery = remoteDelivery(ctx);
  if (delivery) hits.shipment('REMOTE_AREA', delivery, ctx.allIndexes);
  const pickup = remotePickup(ctx);
  if (pickup) hits.shipment('REMOTE_AREA', pickup, ctx.allIndexes);

  const { additionalHandling: ah, heavyGoods, oversize } = FEDEX_RULES;
  for (const p of ctx.pieces) {
    hits.piece(
      'ADDITIONAL_HANDLING_DIMENSIONS',
      p.index,
      when(
        exceeds(p.longestCm, ah.longestSideCm, REASONS.longestSide),
        exceeds(p.secondCm, ah.secondSideCm, REASONS.secondSide),
        exceeds(p.lengthPlusGirthCm, ah.lengthPlusGirthCm, REASONS.lengthPlusGirth),
      ),
    );
    hits.piece('ADDITIONAL_HANDLING_WEIGHT', p.index, when(exceeds(p.actualKg, ah.weightKg, REASONS.weight)));
    hits.piece(
      'ADDITIONAL_HANDLING_PACKAGING',
      p.index,
      when([(ah.packaging as readonly string[]).includes(p.packaging), () => REASONS.packaging(p.packaging)]),
    );
    hits.piece(
      'HEAVY_GOODS',
      p.index,
      when(exceeds(p.longestCm, heavyGoods.longestSideCm, REASONS.longestSide)),
    );
    hits.piece(
      'OVERSIZE',
      p.index,
      when(
        exceeds(p.longestCm, oversize.longestSideCm, REASONS.longestSide),
        exceeds(p.lengthPlusGirthCm, oversize.lengthPlusGirthCm, REASONS.lengthPlusGirth),
      ),
    );
  }
}

const isUpsLargePackage = (p: PieceMetrics): boolean =>
  p.lengthPlusGirthCm > UPS_RULES.largePackage.lengthPlusGirthCm &&
  p.lengthPlusGirthCm <= (UPS_RULES.limits.maxLengthPlusGirthCm ?? Number.POSITIVE_INFINITY);

function upsHits(ctx: Context, hits: Hits): void {
  const { additionalHandling: ah, largePackage, remoteArea, limits } = UPS_RULES;
  for (const p of ctx.pieces) {
    hits.piece(
      'ADDITIONAL_HANDLING',
      p.index,
      when(
        exceeds(p.longestCm, ah.longestSideCm, REASONS.longestSide),
        exceeds(p.secondCm, ah.secondSideCm, REASONS.secondSide),
        exceeds(p.actualKg, ah.weightKg, REASONS.weight),
        [p.packaging !== ah.cartonPackaging, () => REASONS.packaging(p.packaging)],
        [p.shape === ah.cylindricalShape, () => REASONS.cylinder()],
      ),
    );
    hits.piece(
      'LARGE_PACKAGE',
      p.index,
      when([
        isUpsLargePackage(p),
        () =>
          REASONS.largePackage(
            p.lengthPlusGirthCm,
            largePackage.lengthPlusGirthCm,
            limits.maxLengthPlusGirthCm,
            largePackage.minBillableWeightKg,
          ),
      ]),
    );
  }
  if (ctx.flags.addressChange) hits.shipment('ADDRESS_CHANGE', REASONS.addressChange(), ctx.allIndexes);

  const delivery = remoteDelivery(ctx);
  if (delivery) {
    // Basis by piece: up to 50 kg per piece, over 50 kg per kg (strict, like every threshold).
    const over = remoteArea.perKgOverWeightKg;
    const light = ctx.pieces.filter((p) => p.actualKg <= over);
    const heavy = ctx.pieces.filter((p) => p.actualKg > over);
    if (light.length) hits.shipment('REMOTE_AREA', delivery, []);
    for (const p of light) hits.piece('REMOTE_AREA', p.index, [REASONS.remotePerPiece(p.actualKg, over)]);
    if (heavy.length) hits.shipment('REMOTE_AREA_PER_KG', delivery, []);
    for (const p of heavy) hits.piece('REMOTE_AREA_PER_KG', p.index, [REASONS.remotePerKg(p.actualKg, over)]);
  }
  if (ctx.residential) hits.shipment('RESIDENTIAL', REASONS.residential(), ctx.allIndexes);
  if (ctx.flags.dutyPaid) hits.shipment('DUTY_PAID', REASONS.dutyPaid(), ctx.allIndexes);
}

const CARRIER_HITS: Record<Carrier, (ctx: Context, hits: Hits) => void> = {
  DHL: dhlHits,
  FEDEX: fedexHits,
  UPS: upsHits,
};

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
  const out: Text[] = [];
  for (const p of pieces) {
    const reasons = when(
      [
        p.actualKg > limits.maxPieceWeightKg,
        () => REASONS.overMaximum('weight', p.actualKg, limits.maxPieceWeightKg),
      ],
      [
        p.longestCm > limits.maxLongestSideCm,
        () => REASONS.overMaximum('longestSide', p.longestCm, limits.maxLongestSideCm),
      ],
      [
        limits.maxLengthPlusGirthCm !== null && p.lengthPlusGirthCm > limits.maxLengthPlusGirthCm,
        () => REASONS.overMaximum('lengthPlusGirth', p.lengthPlusGirthCm, limits.maxLengthPlusGirthCm ?? 0),
      ],
    );
    if (reasons.length) out.push(joinPieceReasons(p.index, reasons, multi));
  }
  return out;
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

  const hits = new Hits();
  CARRIER_HITS[carrier](ctx, hits);

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

import { formatDate, formatMoney, formatNumber, formatPercent } from '../format';
import type { Locale } from '../locale';
import type { Currency } from '../surcharges/types';
import { type BaseInput, baseRate, type NoRate } from './base';
import type { BaseRate, RateCardBody, RateCardHead } from './card';
import { Decimal, ISO_CURRENCY, roundMinor, toAmount } from './money';

/** A surcharge the engine found, in its own currency; fuel-bearing ones carry the fuel surcharge. */
export interface SurchargeInput {
  code: string;
  nameVi: string;
  nameEn: string;
  amount: Decimal.Value;
  currency: Currency;
  fuelBearing: boolean;
  reason?: string;
}

export interface PriceInput extends BaseInput {
  card: RateCardHead & { body: RateCardBody };
  zone: { code: string; name: string };
  /** For the explanation of the chargeable weight. */
  weights: { actual: number; volumetric: number; chargeable: number; dimensions?: string };
  surcharges: SurchargeInput[];
  /** The carrier's fuel percentage of the booking's month, if any. */
  fuel: { percent: Decimal.Value; month: string } | null;
  /** A percentage off the base: a contract's, or the customer's own discount. */
  discount: { percent: Decimal.Value; source: 'CONTRACT' | 'CUSTOMER'; contract?: string } | null;
  vat: { percent: Decimal.Value; domestic: boolean };
  /** VND per unit of the card's currency, of `day` (which may be before the booking's day). */
  fx: { rate: Decimal.Value; day: string } | null;
  /** The booking's creation day (YYYY-MM-DD, Ho Chi Minh), to say when `fx` is an earlier day's. */
  day: string;
  locale: Locale;
}

export interface PricedLine {
  code: string;
  label: string;
  amount: number;
  currency: Currency;
  explanation: string;
  /** Only lines in the card's currency are added to the total. */
  counted: boolean;
}

export interface PricedOption {
  total: number;
  currency: Currency;
  /** The total in đồng at `fx`; null when no rate is known for the currency. */
  totalVnd: number | null;
  fx: { rate: number; day: string; explanation: string } | null;
  lines: PricedLine[];
  /** The parts as amounts, for storing beside the lines. */
  parts: { base: number; surcharges: number; fuel: number; discount: number; vat: number };
  transitDays: string | null;
}

const W = {
  vi: {
    base: 'Cước chính',
    fuel: 'Phụ phí nhiên liệu',
    discountContract: 'Giảm giá hợp đồng',
    discountCustomer: 'Chiết khấu khách hàng',
    vat: 'Thuế GTGT',
    chargeable: 'kg tính cước',
    volumetric: 'thể tích',
    actual: 'thực',
    roundedUp: 'làm tròn lên',
    zone: 'vùng',
    card: 'bảng giá',
    first: 'đầu',
    upTo: 'đến',
    perKg: '/kg',
    perCbm: '/m³',
    cbmMin: 'tối thiểu 1 m³',
    minimum: 'tối thiểu của vùng',
    fuelOf: 'tháng',
    onBase: 'trên cước chính',
    domestic: 'dịch vụ trong nước',
    exported: 'dịch vụ quốc tế',
    fxDay: 'tỷ giá ngày',
    fxMissing: 'ngày {day} chưa có tỷ giá',
    notAdded: 'tính bằng {currency}, không cộng vào tổng',
  },
  en: {
    base: 'Base rate',
    fuel: 'Fuel surcharge',
    discountContract: 'Contract discount',
    discountCustomer: 'Customer discount',
    vat: 'VAT',
    chargeable: 'kg chargeable',
    volumetric: 'volumetric',
    actual: 'actual',
    roundedUp: 'rounded up to',
    zone: 'zone',
    card: 'rate card',
    first: 'first',
    upTo: 'up to',
    perKg: '/kg',
    perCbm: '/m³',
    cbmMin: 'at least 1 m³',
    minimum: 'minimum of the zone',
    fuelOf: 'month',
    onBase: 'of the base rate',
    domestic: 'domestic service',
    exported: 'international service',
    fxDay: 'rate of',
    fxMissing: 'no rate yet for {day}',
    notAdded: 'in {currency}, not added to the total',
  },
} as const;

const money = (d: Decimal.Value, c: Currency, l: Locale) =>
  formatMoney(new Decimal(d).toNumber(), ISO_CURRENCY[c], l);
const kg = (d: Decimal.Value, l: Locale) => `${formatNumber(new Decimal(d).toNumber(), l)} kg`;

function explainBase(input: PriceInput, rate: BaseRate): string {
  const l = input.locale;
  const w = W[l];
  const c = input.card.currency;
  const parts: string[] = [];
  const unit = input.cargoUnit;
  if (unit === 'CM_KG') {
    const vol = input.weights.dimensions
      ? `${w.volumetric} ${input.weights.dimensions} / ${input.card.divisor} = ${kg(input.weights.volumetric, l)}`
      : `${w.volumetric} ${kg(input.weights.volumetric, l)}`;
    parts.push(
      `${formatNumber(input.weights.chargeable, l)} ${w.chargeable} (${vol}; ${w.actual} ${kg(input.weights.actual, l)}; ${w.roundedUp} ${kg(input.card.step, l)})`,
    );
  }
  parts.push(`${w.zone} ${input.zone.code} (${input.zone.name})`);
  parts.push(`${w.card} ${input.card.name}`);
  const h = rate.how;
  if (h.type === 'UPTO') parts.push(`${w.upTo} ${kg(h.upTo, l)}: ${money(h.price, c, l)}`);
  else if (h.type === 'ADD')
    parts.push(
      l === 'vi'
        ? `${kg(h.firstUpTo, l)} ${w.first} ${money(h.first, c, l)} + ${h.count} × ${money(h.price, c, l)}`
        : `${w.first} ${kg(h.firstUpTo, l)} ${money(h.first, c, l)} + ${h.count} × ${money(h.price, c, l)}`,
    );
  else if (h.type === 'PERKG') parts.push(`${kg(h.weight, l)} × ${money(h.perKg, c, l)}${w.perKg}`);
  else if (h.type === 'CBM')
    parts.push(
      `${formatNumber(h.volume.toNumber(), l)} m³ × ${money(h.perCbm, c, l)}${w.perCbm} (${w.cbmMin})`,
    );
  else parts.push(h.containers.map((x) => `${x.quantity} × ${x.type} ${money(x.price, c, l)}`).join(' + '));
  if (rate.minimum) parts.push(`${w.minimum}: ${money(rate.minimum, c, l)}`);
  return parts.join(' · ');
}

/**
 * The one pricing function: a card's price for a shipment, line by line, each line rounded half
 * up to its currency's minor unit and explained in the caller's language.
 *
 * base (the card, or the zone's minimum) − discount (a percentage of the base) + surcharges
 * (those in the card's currency are added; others are listed) + fuel (a percentage of the net
 * base and the fuel-bearing surcharges) + VAT (a percentage of all that). The total is the sum
 * of the rounded lines; the VND equivalent is the total at the day's rate, rounded to the đồng.
 */
export function priceOption(input: PriceInput): PricedOption | NoRate {
  const { card, locale: l } = input;
  const w = W[l];
  const c = card.currency;
  const rate = baseRate(card.body, input.zone.code, input);
  if ('reason' in rate) return rate;
  const lines: PricedLine[] = [];
  const base = roundMinor(rate.amount, c);
  lines.push({
    code: 'BASE',
    label: w.base,
    amount: toAmount(base),
    currency: c,
    explanation: explainBase(input, rate),
    counted: true,
  });

  let discount = new Decimal(0);
  if (input.discount && new Decimal(input.discount.percent).gt(0)) {
    const pct = new Decimal(input.discount.percent);
    discount = roundMinor(base.times(pct).div(100), c);
    const label = input.discount.source === 'CONTRACT' ? w.discountContract : w.discountCustomer;
    lines.push({
      code: 'DISCOUNT',
      label,
      amount: toAmount(discount.neg()),
      currency: c,
      explanation: `${input.discount.contract ? `${input.discount.contract}: ` : ''}${formatPercent(pct.toNumber(), l)} × ${money(base, c, l)}`,
      counted: true,
    });
  }
  const netBase = base.minus(discount);

  let surchargeSum = new Decimal(0);
  let fuelBearing = new Decimal(0);
  for (const s of input.surcharges) {
    const amount = roundMinor(s.amount, s.currency);
    const counted = s.currency === c;
    if (counted) {
      surchargeSum = surchargeSum.plus(amount);
      if (s.fuelBearing) fuelBearing = fuelBearing.plus(amount);
    }
    const reason = s.reason ?? '';
    lines.push({
      code: s.code,
      label: l === 'vi' ? s.nameVi : s.nameEn,
      amount: toAmount(amount),
      currency: s.currency,
      explanation: counted
        ? reason
        : [reason, w.notAdded.replace('{currency}', ISO_CURRENCY[s.currency])].filter(Boolean).join(' · '),
      counted,
    });
  }

  let fuel = new Decimal(0);
  if (input.fuel && new Decimal(input.fuel.percent).gt(0)) {
    const pct = new Decimal(input.fuel.percent);
    const on = netBase.plus(fuelBearing);
    fuel = roundMinor(on.times(pct).div(100), c);
    const [y, m] = input.fuel.month.split('-');
    const of = fuelBearing.gt(0)
      ? `(${money(netBase, c, l)} + ${money(fuelBearing, c, l)})`
      : `${money(on, c, l)} ${w.onBase}`;
    lines.push({
      code: 'FUEL',
      label: w.fuel,
      amount: toAmount(fuel),
      currency: c,
      explanation: `${w.fuelOf} ${m}/${y}: ${formatPercent(pct.toNumber(), l)} × ${of}`,
      counted: true,
    });
  }

  const beforeVat = netBase.plus(surchargeSum).plus(fuel);
  const vatPct = new Decimal(input.vat.percent);
  const vat = roundMinor(beforeVat.times(vatPct).div(100), c);
  lines.push({
    code: 'VAT',
    label: w.vat,
    amount: toAmount(vat),
    currency: c,
    explanation: `${formatPercent(vatPct.toNumber(), l)} × ${money(beforeVat, c, l)} (${input.vat.domestic ? w.domestic : w.exported})`,
    counted: true,
  });

  const total = beforeVat.plus(vat);
  let fx: PricedOption['fx'] = null;
  let totalVnd: number | null = null;
  if (c === 'VND') totalVnd = toAmount(total);
  else if (input.fx) {
    const r = new Decimal(input.fx.rate);
    totalVnd = toAmount(roundMinor(total.times(r), 'VND'));
    const said = `1 ${ISO_CURRENCY[c]} = ${formatNumber(r.toNumber(), l, 4)} VND (${w.fxDay} ${formatDate(input.fx.day)})`;
    fx = {
      rate: r.toNumber(),
      day: input.fx.day,
      explanation:
        input.fx.day === input.day
          ? said
          : `${said} · ${w.fxMissing.replace('{day}', formatDate(input.day))}`,
    };
  }
  return {
    total: toAmount(total),
    currency: c,
    totalVnd,
    fx,
    lines,
    parts: {
      base: toAmount(base),
      surcharges: toAmount(surchargeSum),
      fuel: toAmount(fuel),
      discount: toAmount(discount),
      vat: toAmount(vat),
    },
    transitDays: card.body.transitDays?.[input.zone.code] ?? null,
  };
}

/** A line as a booking keeps it: both languages, so its price reads the same to everyone for ever. */
export interface StoredPriceLine {
  code: string;
  labelVi: string;
  labelEn: string;
  amount: number;
  currency: Currency;
  counted: boolean;
  explanationVi: string;
  explanationEn: string;
}

/** The lines of one option priced in both languages, as stored. */
export function storedLines(vi: PricedOption, en: PricedOption): StoredPriceLine[] {
  return vi.lines.map((l, i) => ({
    code: l.code,
    labelVi: l.label,
    labelEn: en.lines[i]?.label ?? l.label,
    amount: l.amount,
    currency: l.currency,
    counted: l.counted,
    explanationVi: l.explanation,
    explanationEn: en.lines[i]?.explanation ?? l.explanation,
  }));
}

import type { Currency } from '../surcharges/types';
import type { CargoUnit, ContainerType, Service } from './enums';

/**
 * Sample tariff until the agreed price lists are entered as master data: a first half
 * kilogram plus each further half kilogram, per service; CBM per m³; CONT per container.
 */
export const PRICE_CURRENCY: Currency = 'USD';
export const SAMPLE_TARIFF: Record<Service, { first: number; perHalfKg: number; minimum: number }> = {
  EXPRESS: { first: 15, perHalfKg: 4, minimum: 15 },
  ECONOMY: { first: 10, perHalfKg: 2.5, minimum: 10 },
  ECOMMERCE_SERVICE: { first: 6, perHalfKg: 1.5, minimum: 6 },
  AIR_FREIGHT: { first: 2.25, perHalfKg: 2.25, minimum: 50 },
  SEA_FREIGHT: { first: 0.5, perHalfKg: 0.5, minimum: 60 },
};
export const SAMPLE_CBM_RATE = 60;
export const SAMPLE_CONTAINER_RATE: Record<ContainerType, number> = {
  '20GP': 900,
  '40GP': 1500,
  '40HC': 1600,
};

export interface PriceLine {
  code: string;
  nameVi: string;
  nameEn: string;
  total: number;
  currency: Currency;
}

export interface Price {
  baseFee: number;
  surcharges: PriceLine[];
  surchargeTotal: number;
  discountPercent: number;
  discount: number;
  total: number;
  currency: Currency;
}

const money = (n: number) => Math.round(n * 100) / 100;

export function baseFee(
  service: Service,
  unit: CargoUnit,
  chargeableWeight: number,
  volume: number,
  containers: readonly { containerType?: ContainerType | null; quantity?: number | null }[] = [],
): number {
  if (unit === 'CBM') return money(Math.max(1, volume) * SAMPLE_CBM_RATE);
  if (unit === 'CONT')
    return money(
      containers.reduce(
        (s, c) => s + (c.containerType ? SAMPLE_CONTAINER_RATE[c.containerType] : 0) * (c.quantity ?? 1),
        0,
      ),
    );
  const t = SAMPLE_TARIFF[service];
  const halves = Math.max(1, Math.ceil(chargeableWeight / 0.5 - 1e-9));
  return money(Math.max(t.minimum, t.first + (halves - 1) * t.perHalfKg));
}

/**
 * Total = base fee + surcharges in the price currency − the customer's discount %. A surcharge
 * configured in another currency stays listed with its own currency and is not added.
 */
export function priceBooking(base: number, lines: PriceLine[], discountPercent: number): Price {
  const surchargeTotal = money(
    lines.filter((l) => l.currency === PRICE_CURRENCY).reduce((s, l) => s + l.total, 0),
  );
  const gross = base + surchargeTotal;
  const discount = money((gross * discountPercent) / 100);
  return {
    baseFee: money(base),
    surcharges: lines,
    surchargeTotal,
    discountPercent,
    discount,
    total: money(gross - discount),
    currency: PRICE_CURRENCY,
  };
}

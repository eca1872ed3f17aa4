import type { Decimal } from 'decimal.js';
import type { BookingCarrier, ContainerType, Service } from '../bookings/enums';
import type { Currency } from '../surcharges/types';

export const RATE_CARD_KINDS = ['SELL', 'COST'] as const;
export type RateCardKind = (typeof RATE_CARD_KINDS)[number];

export const RATE_CARD_STATUSES = ['DRAFT', 'ACTIVE', 'RETIRED'] as const;
export type RateCardStatus = (typeof RATE_CARD_STATUSES)[number];

/** A card keeps a matrix for documents and one for parcels (anything that is not documents). */
export const GOODS_KINDS = ['DOCUMENTS', 'PARCEL'] as const;
export type GoodsKind = (typeof GOODS_KINDS)[number];

/** Volumetric divisors carriers use: L × W × H (cm) / divisor = kg. */
export const VOLUMETRIC_DIVISORS = [5000, 6000] as const;

/** Zone code → a price, as the card's text (a decimal string). */
export type ZonePrices = Record<string, string>;

/**
 * One row of a matrix, in ascending weight:
 * - UPTO: the price of a shipment up to `upTo` kg;
 * - ADD: above the previous row, `prices` for each further `step` kg, up to `upTo` kg;
 * - PERKG: above the previous row (the band that starts at `from`), `prices` per kg of the
 *   whole chargeable weight, up to `to` kg (null: no upper limit).
 */
export type RateRow =
  | { type: 'UPTO'; upTo: string; prices: ZonePrices }
  | { type: 'ADD'; step: string; upTo: string; prices: ZonePrices }
  | { type: 'PERKG'; from: string; to: string | null; prices: ZonePrices };

export interface RateMatrix {
  rows: RateRow[];
}

/** The body of a card: its zones (column order), the matrices and the per-zone extras. */
export interface RateCardBody {
  zones: string[];
  documents?: RateMatrix;
  parcel: RateMatrix;
  /** The least a shipment to the zone is charged. */
  minimum?: ZonePrices;
  /** Transit days per zone, as published ("2-3", "4"). */
  transitDays?: Record<string, string>;
  /** Per m³, for the CBM cargo unit. */
  cbm?: ZonePrices;
  /** Per container, for the CONT cargo unit. */
  containers?: Partial<Record<ContainerType, ZonePrices>>;
}

/** What pricing needs of a card besides its body. */
export interface RateCardHead {
  id: string;
  name: string;
  version: number;
  carrier: BookingCarrier;
  service: Service;
  kind: RateCardKind;
  currency: Currency;
  /** YYYY-MM-DD, in Ho Chi Minh time. */
  validFrom: string;
  validTo: string | null;
  status: RateCardStatus;
  divisor: number;
  /** Chargeable weight is rounded up to this (kg, as text: "0.5"). */
  step: string;
}

export interface RateCard extends RateCardHead {
  body: RateCardBody;
}

/** A price of the card read for one shipment, with what it was made of (for the explanation). */
export interface BaseRate {
  amount: Decimal;
  /** How the amount was read from the card, for the explanation. */
  how:
    | { type: 'UPTO'; upTo: Decimal; price: Decimal }
    | { type: 'ADD'; firstUpTo: Decimal; first: Decimal; count: number; step: Decimal; price: Decimal }
    | { type: 'PERKG'; weight: Decimal; perKg: Decimal }
    | { type: 'CBM'; volume: Decimal; perCbm: Decimal }
    | { type: 'CONT'; containers: { type: ContainerType; quantity: number; price: Decimal }[] };
  /** The zone's minimum was charged instead of `how`'s amount. */
  minimum: Decimal | null;
}

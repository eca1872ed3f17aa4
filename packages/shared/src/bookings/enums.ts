import { OFFICES } from '../auth/contracts';
import { CURRENCIES } from '../surcharges/types';

/** Seed §3 booking enumerations, letter for letter. */
export const CARGO_UNITS = ['CM_KG', 'CBM', 'CONT'] as const;
export type CargoUnit = (typeof CARGO_UNITS)[number];

export const INCOTERMS = [
  'EXW',
  'FCA',
  'CPT',
  'CIP',
  'DAT',
  'DAP',
  'DDP',
  'FAS',
  'FOB',
  'CFR',
  'CIF',
] as const;
export type Incoterm = (typeof INCOTERMS)[number];

/** The seed's currency list is owned by the surcharge engine; bookings reuse it. */
export const BOOKING_CURRENCIES = CURRENCIES;

export const SERVICES = ['EXPRESS', 'ECONOMY', 'ECOMMERCE_SERVICE', 'AIR_FREIGHT', 'SEA_FREIGHT'] as const;
export type Service = (typeof SERVICES)[number];

export const BOOKING_CARRIERS = ['YAMATO', 'K_CARGO', 'DHL', 'FEDEX', 'UPS'] as const;
export type BookingCarrier = (typeof BOOKING_CARRIERS)[number];

/** Carriers whose surcharges the shared engine computes. */
export const SURCHARGE_CARRIERS = ['DHL', 'FEDEX', 'UPS'] as const satisfies readonly BookingCarrier[];

export const BOOKING_OFFICES = OFFICES;

export const CONTAINER_TYPES = ['20GP', '40GP', '40HC'] as const;
export type ContainerType = (typeof CONTAINER_TYPES)[number];

/** Seed §5 / PRODUCT §6: names, company and address lines 35; phone 14; goods and notes 60. */
export const TEXT_LIMITS = { name: 35, phone: 14, description: 60 } as const;

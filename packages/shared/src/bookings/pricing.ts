import type { Currency } from '../surcharges/types';

/**
 * A booking's figures as it has always kept them. They are made by the rate cards' one pricing
 * function (`priceOption`, issue 33): base, the surcharges it counted, the discount, the total.
 */
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

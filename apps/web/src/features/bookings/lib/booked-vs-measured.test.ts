import type { TBooking } from '@acf/shared';
import { describe, expect, it } from 'vitest';
import { bookedVsMeasured } from './booked-vs-measured';

const fuel = {
  code: 'FUEL',
  nameVi: 'Phụ phí nhiên liệu',
  nameEn: 'Fuel surcharge',
  currency: 'USD' as const,
};
const heavy = { code: 'UPS_WEIGHT', nameVi: 'Hàng quá nặng', nameEn: 'Overweight', currency: 'USD' as const };

/** Booked 2.3 kg, measured 32.5 kg: the weight surcharge appears, the total goes up. */
function booking(over: Partial<TBooking> = {}): TBooking {
  return {
    cargoLines: [{ weight: 32.5, quantity: 1 }],
    actualWeight: 32.5,
    volumetricWeight: 4.8,
    chargeableWeight: 32.5,
    price: {
      baseFee: 260,
      surcharges: [
        { ...fuel, total: 52 },
        { ...heavy, total: 95 },
      ],
      surchargeTotal: 147,
      discountPercent: 5,
      discount: 20.35,
      total: 386.65,
      currency: 'USD',
    },
    booked: {
      pieces: [{ weight: 2.3, quantity: 1 }],
      actualWeight: 2.3,
      volumetricWeight: 4.8,
      chargeableWeight: 5,
      volume: 0.024,
      baseFee: 40,
      surcharges: [{ ...fuel, total: 8 }],
      surchargeTotal: 8,
      discount: 2.4,
      total: 45.6,
    },
    ...over,
  } as TBooking;
}

describe('bookedVsMeasured', () => {
  it('is empty until the parcels are measured', () => {
    expect(bookedVsMeasured(booking({ booked: null }))).toEqual([]);
  });

  it('puts each figure as booked beside the measured one, with the difference', () => {
    const lines = Object.fromEntries(bookedVsMeasured(booking()).map((l) => [l.key, l]));
    expect(lines.chargeableWeight).toMatchObject({ booked: 5, measured: 32.5, difference: 27.5, kind: 'kg' });
    expect(lines.volumetricWeight?.difference).toBe(0);
    expect(lines.pieces).toMatchObject({ booked: 1, measured: 1, difference: 0, kind: 'count' });
    expect(lines.total).toMatchObject({ booked: 45.6, measured: 386.65, difference: 341.05 });
    expect(lines.discount?.difference).toBe(17.95);
    // More weight and a higher total cost more; a bigger discount does not.
    expect(lines.chargeableWeight?.costsMore).toBe(true);
    expect(lines.total?.costsMore).toBe(true);
    expect(lines.discount?.costsMore).toBe(false);
    expect(lines.volumetricWeight?.costsMore).toBe(false);
  });

  it('shows a surcharge that appeared as 0 when booked, and one no longer due as 0 now', () => {
    const appeared = bookedVsMeasured(booking()).find((l) => l.key === 'surcharge:UPS_WEIGHT');
    expect(appeared).toMatchObject({ booked: 0, measured: 95, difference: 95 });
    expect(appeared?.label).toEqual({ vi: 'Hàng quá nặng', en: 'Overweight' });
    const b = booking();
    b.booked!.surcharges.push({ ...heavy, total: 30 });
    b.price.surcharges = b.price.surcharges.filter((s) => s.code !== 'UPS_WEIGHT');
    const gone = bookedVsMeasured(b).find((l) => l.key === 'surcharge:UPS_WEIGHT');
    expect(gone).toMatchObject({ booked: 30, measured: 0, difference: -30 });
  });

  it('rounds differences to the unit, so float noise is no difference', () => {
    const b = booking();
    b.booked!.actualWeight = 0.1 + 0.2;
    b.actualWeight = 0.3;
    const l = bookedVsMeasured(b).find((x) => x.key === 'actualWeight');
    expect(l?.difference).toBe(0);
  });
});

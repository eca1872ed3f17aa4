import { describe, expect, it } from 'vitest';
import { lineAmounts, roundDong, sumLines } from './lines';

describe('invoice lines in đồng', () => {
  it('rounds half up to the whole đồng', () => {
    expect(roundDong('0.5').toNumber()).toBe(1);
    expect(roundDong('1.49').toNumber()).toBe(1);
    expect(roundDong('2.5').toNumber()).toBe(3);
    expect(roundDong('-2.5').toNumber()).toBe(-3);
    expect(roundDong('1234567.5').toNumber()).toBe(1234568);
  });

  it('converts a foreign price before VAT at its rate, then takes VAT on the rounded đồng', () => {
    // 35.55 USD, no VAT (international), at 25,400.5 đồng: 902,987.775 → 902,988.
    expect(
      lineAmounts({ total: '35.55', vat: '0', currency: 'USD', fxRate: '25400.5', vatRate: '0' }),
    ).toEqual({
      amount: '35.55',
      fxRate: '25400.5000',
      amountVnd: 902_988,
      vatRate: '0.00',
      vatVnd: 0,
      totalVnd: 902_988,
    });
  });

  it('keeps a domestic price in đồng and its VAT at 8 %', () => {
    // 108,055 with VAT 8,004 (8 % of 100,051 rounded): the line says 100,051 + 8,004.
    expect(
      lineAmounts({ total: '108055', vat: '8004', currency: 'VND', fxRate: null, vatRate: '8' }),
    ).toMatchObject({
      amountVnd: 100_051,
      vatVnd: 8_004,
      totalVnd: 108_055,
      fxRate: '1.0000',
    });
  });

  it('cannot invoice a foreign price without a rate', () => {
    expect(lineAmounts({ total: '10', vat: '0', currency: 'USD', fxRate: null, vatRate: '0' })).toBeNull();
  });

  it('totals are the sums of the rounded lines, with VAT per rate', () => {
    // Three lines of 0.5 đồng each would round to 2 as a sum (1.5 → 2) but are 3 as lines.
    const a = lineAmounts({ total: '0.0001', vat: '0', currency: 'USD', fxRate: '5000', vatRate: '0' })!;
    expect(a.amountVnd).toBe(1);
    const t = sumLines([a, a, a]);
    expect(t.totalVnd).toBe(3);
    const d = lineAmounts({ total: '110000', vat: '10000', currency: 'VND', fxRate: null, vatRate: '10' })!;
    const e = lineAmounts({ total: '54000', vat: '4000', currency: 'VND', fxRate: null, vatRate: '8' })!;
    expect(sumLines([a, d, e])).toEqual({
      amountVnd: 1 + 100_000 + 50_000,
      vatVnd: 14_000,
      totalVnd: 164_001,
      vatByRate: [
        { vatRate: 0, amountVnd: 1, vatVnd: 0 },
        { vatRate: 8, amountVnd: 50_000, vatVnd: 4_000 },
        { vatRate: 10, amountVnd: 100_000, vatVnd: 10_000 },
      ],
    });
  });
});

import { describe, expect, it } from 'vitest';
import { isValidTaxCode, taxCodeCheckDigit } from './tax-code';

describe('tax code (mã số thuế)', () => {
  it.each([
    // Real-shaped codes: a head office, and its branches.
    '0100109106',
    '0300588569',
    '0315938174',
    '0312345673',
    '0301234562',
    '0100109106-001',
    '0300588569-012',
  ])('accepts %s', (code) => {
    expect(isValidTaxCode(code)).toBe(true);
  });

  it.each([
    ['0100109107', 'check digit off by one'],
    ['0300588560', 'check digit 0 instead of 9'],
    ['0312345678', 'check digit 8 instead of 3'],
    ['0100109106-01', 'branch of two digits'],
    ['0100109106-000', 'branch 000'],
    ['0100109106001', '13 digits without the hyphen'],
    ['010010910', 'nine digits'],
    ['01001091066', 'eleven digits'],
    ['01001O9106', 'a letter O'],
    ['', 'empty'],
    [' 0100109106', 'a leading space (the contract trims first)'],
  ])('refuses %s (%s)', (code) => {
    expect(isValidTaxCode(code)).toBe(false);
  });

  it('computes 10 − (Σ dᵢ·wᵢ mod 11)', () => {
    // 0·31 + 1·29 + 0·23 + 0·19 + 1·17 + 0·13 + 9·7 + 1·5 + 0·3 = 114; 114 mod 11 = 4; 10 − 4 = 6.
    expect(taxCodeCheckDigit('010010910')).toBe(6);
    // Σ mod 11 = 10 gives a check digit of 0.
    // 7·3 = 21; 21 mod 11 = 10: the check digit is 0.
    expect(taxCodeCheckDigit('000000007')).toBe(0);
    expect(isValidTaxCode('0000000070')).toBe(true);
  });

  it('has no check digit when the remainder is 0 (10 is not a digit), so no code of those nine digits is valid', () => {
    expect(taxCodeCheckDigit('000000000')).toBeNull();
    for (let d = 0; d <= 9; d++) expect(isValidTaxCode(`000000000${d}`)).toBe(false);
  });
});

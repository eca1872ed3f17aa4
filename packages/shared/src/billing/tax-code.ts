/**
 * Vietnamese tax codes (mã số thuế): 10 digits, or 10 digits, a hyphen and 3 digits for a
 * branch (0312345673-001). The 10th digit checks the first nine: 10 − (Σ dᵢ·wᵢ mod 11) with the
 * weights below, so a mistyped code is caught before an invoice carries it. A sum whose
 * remainder is 0 would need a check digit of 10: the tax office issues no such code.
 */
const WEIGHTS = [31, 29, 23, 19, 17, 13, 7, 5, 3] as const;

export const TAX_CODE_PATTERN = /^(\d{10})(?:-(\d{3}))?$/;

/** The check digit of the first nine digits, or null when none exists (remainder 0). */
export function taxCodeCheckDigit(firstNine: string): number | null {
  if (!/^\d{9}$/.test(firstNine)) return null;
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(firstNine[i]) * WEIGHTS[i]!;
  const check = 10 - (sum % 11);
  return check === 10 ? null : check;
}

export function isValidTaxCode(value: string): boolean {
  const m = TAX_CODE_PATTERN.exec(value);
  if (!m) return false;
  const digits = m[1]!;
  // A branch is numbered from 001.
  if (m[2] === '000') return false;
  return taxCodeCheckDigit(digits.slice(0, 9)) === Number(digits[9]);
}

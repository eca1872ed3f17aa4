/** A tracking number: 9 digits of a database sequence + 1 Luhn check digit. */
export const TRACKING_NUMBER_LENGTH = 10;
export const TRACKING_NUMBER_PATTERN = /^\d{10}$/;

/** The Luhn check digit of a digit string (the digit to append). */
export function luhnCheckDigit(digits: string): number {
  if (!/^\d+$/.test(digits)) throw new Error('luhnCheckDigit needs digits only');
  let sum = 0;
  // From the rightmost digit, which sits next to the check digit and is doubled.
  for (let i = digits.length - 1, double = true; i >= 0; i--, double = !double) {
    let d = Number(digits[i]);
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

/** Builds the 10-digit number from a sequence value (1 … 999 999 999, zero-padded to 9). */
export function makeTrackingNumber(sequence: number | bigint): string {
  const body = String(sequence).padStart(9, '0');
  if (body.length !== 9 || !/^\d{9}$/.test(body))
    throw new Error(`tracking sequence out of range: ${sequence}`);
  return `${body}${luhnCheckDigit(body)}`;
}

/** True for 10 digits whose last is the right check digit: a mistyped number is caught before any lookup. */
export function isValidTrackingNumber(value: string): boolean {
  if (!TRACKING_NUMBER_PATTERN.test(value)) return false;
  return luhnCheckDigit(value.slice(0, 9)) === Number(value[9]);
}

/** Splits what a user typed or pasted (commas, spaces, new lines) into distinct numbers. */
export function parseTrackingInput(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\s,;]+/)
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
}

export const MAX_TRACKING_NUMBERS = 10;

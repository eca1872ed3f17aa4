import { TEXT_LIMITS } from './enums';

/**
 * Seed §5: an over-long text is split into two fields. The break is the last space at or
 * before `max` (so a word is not cut), else exactly at `max`. The space itself is dropped.
 */
export function splitAddress(text: string, max: number = TEXT_LIMITS.name): [string, string] {
  if (text.length <= max) return [text, ''];
  const space = text.lastIndexOf(' ', max);
  if (space > 0) return [text.slice(0, space), text.slice(space + 1)];
  return [text.slice(0, max), text.slice(max)];
}

/**
 * Line 1 typed past the limit moves its rest to the front of line 2 (what the form does while
 * typing, and what the API does for a client that sent one long line).
 */
export function normalizeAddressLines(line1: string, line2: string, max: number = TEXT_LIMITS.name) {
  if (line1.length <= max) return { addressLine1: line1, addressLine2: line2 };
  const [first, rest] = splitAddress(line1, max);
  return { addressLine1: first, addressLine2: [rest, line2].filter(Boolean).join(' ') };
}

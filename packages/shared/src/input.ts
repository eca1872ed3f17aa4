import { z } from 'zod';

/** The largest value of a PostgreSQL `integer` (int4) column: ids, counts, sort orders. */
export const INT4_MAX = 2_147_483_647;

/**
 * C0 control characters other than tab, LF and CR. PostgreSQL text cannot hold U+0000, and
 * none of the others belongs in a name, an address or a search.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is its job.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;
/**
 * Bidirectional embedding, override and isolate controls (U+202A–U+202E, U+2066–U+2069). They
 * reorder the text around them, so a name or an address could read one way on a label, a
 * manifest or a PDF and be stored another ("Trojan Source"); no name or address needs them.
 */
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;
/** A UTF-16 surrogate without its other half: not a character, and not storable as UTF-8. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * True when a text may be stored and searched: no control character (bidirectional controls
 * included), no lone surrogate.
 */
export function isSafeText(value: string): boolean {
  return !CONTROL.test(value) && !BIDI_CONTROL.test(value) && !LONE_SURROGATE.test(value);
}

/** How deep a request's data may nest: far beyond any form of ours, well within the stack. */
export const MAX_INPUT_DEPTH = 32;

/** What is wrong with a request's data, and where (a dotted path). */
export interface UnsafeInput {
  field: string;
  problem: 'text' | 'depth';
}

/**
 * The first text inside `value` (object keys included) that is not safe, or the first value
 * nested deeper than MAX_INPUT_DEPTH, with its dotted path; undefined when all is well. Lists
 * are walked by index: `items.2.description`. The depth bound also keeps this walk (and every
 * later one) from running out of stack on a body like `[[[[…]]]]` 20,000 levels deep.
 */
export function findUnsafeText(value: unknown, path: string[] = []): UnsafeInput | undefined {
  if (typeof value === 'string')
    return isSafeText(value) ? undefined : { field: path.join('.'), problem: 'text' };
  if (value === null || typeof value !== 'object') return undefined;
  if (path.length >= MAX_INPUT_DEPTH) return { field: path.join('.'), problem: 'depth' };
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findUnsafeText(value[i], [...path, String(i)]);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  // Only data: a buffer or a stream (an upload) is not text.
  if (ArrayBuffer.isView(value) || typeof (value as { pipe?: unknown }).pipe === 'function') return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (!isSafeText(key))
      return {
        field: [...path, key.replace(CONTROL, '?').replace(BIDI_CONTROL, '?')].join('.'),
        problem: 'text',
      };
    const found = findUnsafeText(item, [...path, key]);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** A database id of an int4 column: a positive whole number up to 2,147,483,647. */
export const ZInt4Id = z.number().int().min(1).max(INT4_MAX);

/**
 * A number in a JSON body: a JSON number, or a numeric string as a form sends it, then checked
 * by `inner` (its range). Never null, a boolean, an empty or blank string, or a list, which
 * `z.coerce.number()` would store as 0 or 1.
 */
export const jsonNumber = <T extends z.ZodNumber>(inner: T) =>
  z
    .union(
      [
        z.number({ error: 'validation.number' }),
        z
          .string()
          .trim()
          .regex(/^-?\d+(\.\d+)?$/, { error: 'validation.number' })
          .transform(Number),
      ],
      { error: 'validation.number' },
    )
    .pipe(inner);

import { z } from 'zod';

/** A text a form may leave empty: trimmed, at most `max` long; empty or absent is stored as null. */
export const nullableText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

/** An e-mail address a form may leave empty ('' or absent: null). */
export const nullableEmail = z
  .email()
  .max(100)
  .nullish()
  .or(z.literal('').transform(() => null));

import { z } from 'zod';

/**
 * The largest amount in đồng a form, a file or an integrator may send: a thousand billion đồng,
 * far past any payment or credit limit of a courier's customer, and exact in a JavaScript number.
 */
export const MAX_DONG = 1e12;

/** Whole đồng from `min` to MAX_DONG: a fraction is refused as "a whole number", never rounded. */
export const wholeDong = (min: number) =>
  z.number().min(min).max(MAX_DONG).refine(Number.isInteger, { error: 'validation.integer' });

import { z } from 'zod';

/** The answer of a content delete: the id that went. */
export const ZDeleted = z.object({ id: z.number().int(), deleted: z.literal(true) });

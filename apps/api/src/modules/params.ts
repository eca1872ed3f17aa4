import { z } from 'zod';

/** The params of a route that names one record by its id: `/…/:id`. */
export const ZIdParams = z.object({ id: z.uuid() });

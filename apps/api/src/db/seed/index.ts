import type { FastifyInstance } from 'fastify';
import { seedAccess } from './access';

/** Seeds reference data and sample content; every step is idempotent (safe on each start). */
export async function runSeeds(app: FastifyInstance): Promise<void> {
  await seedAccess(app);
}

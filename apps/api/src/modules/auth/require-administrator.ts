import type { FastifyReply, FastifyRequest } from 'fastify';
import { forbidden } from '../../lib/errors';
import { ACCESS, requireAuth } from '../../plugins/auth-markers';

/** The administrator area (/administrator): the Administrator role only, not a permission. */
export const requireAdministrator = Object.assign(
  async (req: FastifyRequest, reply: FastifyReply) => {
    await requireAuth(req, reply);
    if (req.actor?.roleCode !== 'ADMINISTRATOR') throw forbidden();
  },
  { [ACCESS]: { kind: 'administrator' as const } },
);

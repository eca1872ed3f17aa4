import { findUnsafeText } from '@acf/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { fieldError } from '../lib/errors';

/**
 * One gate that every route goes through before its schema and before any SQL: a text with a
 * control character (U+0000 first of all, which PostgreSQL cannot store) or a lone surrogate,
 * anywhere in the path, the query string or a JSON body, is a 400 naming its field.
 */
async function inputGuardPlugin(app: FastifyInstance) {
  app.addHook('preValidation', async (req) => {
    for (const part of [req.params, req.query, req.body]) {
      const field = findUnsafeText(part);
      if (field !== undefined) throw fieldError(field, 'validation.controlCharacter');
    }
  });
}

export default fp(inputGuardPlugin, { name: 'input-guard', dependencies: ['errors'] });

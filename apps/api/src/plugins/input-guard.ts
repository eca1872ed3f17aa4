import { findUnsafeText, MAX_INPUT_DEPTH } from '@acf/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { fieldError } from '../lib/errors';

/**
 * One gate that every route goes through before its schema and before any SQL: a text with a
 * control character (U+0000 first of all, which PostgreSQL cannot store) or a lone surrogate,
 * anywhere in the path, the query string or a JSON body, is a 400 naming its field. So is data
 * nested deeper than any form of ours (MAX_INPUT_DEPTH levels).
 */
async function inputGuardPlugin(app: FastifyInstance) {
  app.addHook('preValidation', async (req) => {
    for (const part of [req.params, req.query, req.body]) {
      const found = findUnsafeText(part);
      if (found?.problem === 'text') throw fieldError(found.field, 'validation.controlCharacter');
      if (found) throw fieldError(found.field, 'validation.tooDeep', { max: MAX_INPUT_DEPTH });
    }
  });
}

export default fp(inputGuardPlugin, { name: 'input-guard', dependencies: ['errors'] });

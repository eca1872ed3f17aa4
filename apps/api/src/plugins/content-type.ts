import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors';

const JSON_ONLY = ['application/json'];

/**
 * A route with a body schema reads JSON, and only JSON: any other content type is a 415 before
 * its schema and its handler (after the input guard, so a bad path or query is named first).
 * A route that takes another type says so in its schema's `consumes` (the one-click unsubscribe
 * form, say), which the API document shows too. Routes with neither read their own bodies (a
 * multipart upload, a sheet as the body) and are left alone, as are routes that take no JSON at
 * all: an upload route answers a body without its file with a 400 naming the file. Without it a form (`a=b`) or a
 * text body reached a JSON route through a parser another route of its module had added, and
 * was stored.
 */
async function contentTypePlugin(app: FastifyInstance) {
  app.addHook('preValidation', async (req) => {
    const type = req.headers['content-type'];
    if (type === undefined) return;
    const schema = req.routeOptions.schema as { body?: unknown; consumes?: string[] } | undefined;
    if (!schema?.body && !schema?.consumes) return;
    const accepted = schema.consumes ?? JSON_ONLY;
    // An upload route (multipart only) names a missing file itself, in a 400 on the field.
    if (!accepted.includes('application/json')) return;
    const media = type.split(';')[0]!.trim().toLowerCase();
    if (!accepted.includes(media))
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', 415, 'error.unsupportedMediaType');
  });
}

export default fp(contentTypePlugin, { name: 'content-type', dependencies: ['errors'] });

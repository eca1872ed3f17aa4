import type { FastifySchema } from 'fastify';

/**
 * The options of a module's routes: a route's access hook, declared next to it as every route
 * does, and its schema under the module's OpenAPI tags.
 */
export const routeOptions =
  (tags: string[]) =>
  <H, S extends FastifySchema>(onRequest: H, schema: S) => ({ onRequest, schema: { tags, ...schema } });

import { ZSlugId } from '@acf/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { routeOptions } from '../../lib/route-options';
import { type Actor, actorOf, publicRoute, type requirePermission } from '../../plugins/auth-markers';
import { ZDeleted } from './content.schemas';

type App = Parameters<FastifyPluginAsyncZod>[0];
const route = routeOptions(['content']);

/** A kind of site content (a category, a post, a home item), one item of it by id or slug.id. */
export interface ContentItems<Query extends z.ZodType, Create extends z.ZodType, Update extends z.ZodType> {
  /** Where the items are listed (anyone may), and one is read, changed and deleted: `${path}/:id`. */
  path: string;
  /** Where an item is created. */
  createPath: string;
  /** Who may create, change and delete items (anyone reads one). */
  edit: ReturnType<typeof requirePermission>;
  list: { summary: string; query: Query; response: z.ZodType };
  schemas: { item: z.ZodType; create: Create; update: Update };
  /** The OpenAPI summary of each route. */
  summaries: { one: string; create: string; update: string; remove: string };
  page(db: Db, query: z.output<Query>, req: FastifyRequest): Promise<unknown>;
  one(db: Db, id: number, req: FastifyRequest): Promise<unknown>;
  create(db: Db, input: z.output<Create>, actor: Actor, req: FastifyRequest): Promise<unknown>;
  update(db: Db, id: number, input: z.output<Update>, actor: Actor, req: FastifyRequest): Promise<unknown>;
  remove(db: Db, id: number): Promise<z.input<typeof ZDeleted>>;
}

/**
 * Declares the routes of a kind of content, in this order: list the items (public), `more` (the
 * kind's own routes), read one (public), then create, update and delete items.
 */
export function contentItemRoutes<
  Query extends z.ZodType,
  Create extends z.ZodType,
  Update extends z.ZodType,
>(app: App, items: ContentItems<Query, Create, Update>, more?: () => void) {
  const { path, edit, summaries, list } = items;
  const one = `${path}/:id`;
  const { item, create, update }: Record<keyof typeof items.schemas, z.ZodType> = items.schemas;
  const query: z.ZodType = list.query;

  app.get(
    path,
    route(publicRoute, { summary: list.summary, querystring: query, response: { 200: list.response } }),
    async (req) => items.page(app.db, req.query as z.output<Query>, req),
  );

  more?.();

  app.get(
    one,
    route(publicRoute, { summary: summaries.one, params: ZSlugId, response: { 200: item } }),
    async (req) => items.one(app.db, req.params.id, req),
  );

  app.post(
    items.createPath,
    route(edit, { summary: summaries.create, body: create, response: { 201: item } }),
    async (req, reply) =>
      reply.status(201).send(await items.create(app.db, req.body as z.output<Create>, actorOf(req), req)),
  );

  app.patch(
    one,
    route(edit, { summary: summaries.update, params: ZSlugId, body: update, response: { 200: item } }),
    async (req) => items.update(app.db, req.params.id, req.body as z.output<Update>, actorOf(req), req),
  );

  app.delete(
    one,
    route(edit, { summary: summaries.remove, params: ZSlugId, response: { 200: ZDeleted } }),
    async (req) => items.remove(app.db, req.params.id),
  );
}

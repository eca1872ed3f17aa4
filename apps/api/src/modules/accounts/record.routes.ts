import { toPage } from '@acf/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { noContent } from '../../lib/route-options';
import { type Actor, actorOf, type requirePermission } from '../../plugins/auth-markers';
import { ZIdParams } from '../params';

type App = Parameters<FastifyPluginAsyncZod>[0];

/** A kind of account record the back office manages (staff, customers, roles) and how it is kept. */
export interface AccountRecords<
  Query extends z.ZodType,
  Row extends z.ZodType,
  Create extends z.ZodType,
  Update extends z.ZodType,
> {
  /** The collection's path: `/staff`, one record at `/staff/:id`. */
  path: string;
  tags: string[];
  /** Who may read and change these records. */
  access: ReturnType<typeof requirePermission>;
  schemas: { query: Query; page: z.ZodType; row: Row; create: Create; update: Update };
  /** The message of the 404 when a record is not there (or not the caller's to see). */
  notFoundKey: string;
  list(db: Db, query: z.output<Query>, actor: Actor): Promise<{ rows: unknown[]; total: number }>;
  find(db: Db, id: string, actor: Actor): Promise<z.input<Row> | null>;
  create(db: Db, input: z.output<Create>, actor: Actor): Promise<z.input<Row>>;
  update(db: Db, id: string, input: z.output<Update>, actor: Actor): Promise<z.input<Row>>;
  remove(db: Db, id: string, actor: Actor): Promise<void>;
}

/**
 * Declares the routes of one kind of account record: its paged list, `more` (the kind's own routes
 * under the collection, declared ahead of the record's), then read, create, update and delete one.
 */
export function accountRecordRoutes<
  Query extends z.ZodType,
  Row extends z.ZodType,
  Create extends z.ZodType,
  Update extends z.ZodType,
>(app: App, records: AccountRecords<Query, Row, Create, Update>, more?: () => void) {
  const { path, tags, access: onRequest } = records;
  // The routes check what comes in and goes out against these; the record's own types are
  // those of `records`.
  const s: Record<keyof typeof records.schemas, z.ZodType> = records.schemas;
  const one = `${path}/:id`;
  app.get(
    path,
    { onRequest, schema: { tags, querystring: s.query, response: { 200: s.page } } },
    async (req) => {
      const query = req.query as z.output<Query>;
      const { rows, total } = await records.list(app.db, query, actorOf(req));
      return toPage(rows, total, query as { page: number; pageSize: number });
    },
  );

  more?.();

  app.get(one, { onRequest, schema: { tags, params: ZIdParams, response: { 200: s.row } } }, async (req) => {
    const found = await records.find(app.db, req.params.id, actorOf(req));
    if (!found) throw notFound(records.notFoundKey);
    return found;
  });

  app.post(
    path,
    { onRequest, schema: { tags, body: s.create, response: { 201: s.row } } },
    async (req, reply) =>
      reply.status(201).send(await records.create(app.db, req.body as z.output<Create>, actorOf(req))),
  );

  app.patch(
    one,
    { onRequest, schema: { tags, params: ZIdParams, body: s.update, response: { 200: s.row } } },
    async (req) => records.update(app.db, req.params.id, req.body as z.output<Update>, actorOf(req)),
  );

  app.delete(
    one,
    { onRequest, schema: { tags, params: ZIdParams, response: { 204: z.null() } } },
    async (req, reply) => noContent(reply, records.remove(app.db, req.params.id, actorOf(req))),
  );
}

import {
  toPage,
  ZCategory,
  ZCategoryListQuery,
  ZCategoryListResponse,
  ZCreateCategoryRequest,
  ZSlugId,
  ZUpdateCategoryRequest,
} from '@acf/shared';
import { count, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { categories, posts } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import { actorOf, publicRoute, requirePermission } from '../../plugins/auth-markers';
import { findCategory, listCategories } from './content.repository';

const tags = ['content'];
const ZDeleted = z.object({ id: z.number().int(), deleted: z.literal(true) });

/** Seed §7: post categories under /posts/category and /posts/create-category-post. */
const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/posts/category',
    {
      onRequest: publicRoute,
      schema: {
        tags,
        summary: 'List categories',
        querystring: ZCategoryListQuery,
        response: { 200: ZCategoryListResponse },
      },
    },
    async (req) => {
      const { results, total } = await listCategories(app.db, req.query);
      return toPage(results, total, req.query);
    },
  );

  app.get(
    '/posts/category/:id',
    {
      onRequest: publicRoute,
      schema: {
        tags,
        summary: 'One category (id or slug.id)',
        params: ZSlugId,
        response: { 200: ZCategory },
      },
    },
    async (req) => {
      const category = await findCategory(app.db, req.params.id);
      if (!category) throw notFound('content.categoryNotFound');
      return category;
    },
  );

  app.post(
    '/posts/create-category-post',
    {
      onRequest: requirePermission('manage_category'),
      schema: {
        tags,
        summary: 'Create a category',
        body: ZCreateCategoryRequest,
        response: { 201: ZCategory },
      },
    },
    async (req, reply) => {
      const actor = actorOf(req);
      const [row] = await app.db
        .insert(categories)
        .values({ ...req.body, createdBy: actor.userId, updatedBy: actor.userId })
        .returning();
      reply.status(201);
      return (await findCategory(app.db, row!.id))!;
    },
  );

  app.patch(
    '/posts/category/:id',
    {
      onRequest: requirePermission('manage_category'),
      schema: {
        tags,
        summary: 'Update a category',
        params: ZSlugId,
        body: ZUpdateCategoryRequest,
        response: { 200: ZCategory },
      },
    },
    async (req) => {
      const actor = actorOf(req);
      const [row] = await app.db
        .update(categories)
        .set({ ...req.body, updatedAt: new Date(), updatedBy: actor.userId })
        .where(eq(categories.id, req.params.id))
        .returning({ id: categories.id });
      if (!row) throw notFound('content.categoryNotFound');
      return (await findCategory(app.db, row.id))!;
    },
  );

  app.delete(
    '/posts/category/:id',
    {
      onRequest: requirePermission('manage_category'),
      schema: { tags, summary: 'Delete an empty category', params: ZSlugId, response: { 200: ZDeleted } },
    },
    async (req) => {
      const id = req.params.id;
      return app.db.transaction(async (tx) => {
        const [exists] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, id));
        if (!exists) throw notFound('content.categoryNotFound');
        // Posts are never deleted as a side effect: the editor moves or deletes them first.
        const [n] = await tx.select({ n: count() }).from(posts).where(eq(posts.categoryId, id));
        if ((n?.n ?? 0) > 0) throw conflict('content.categoryHasPosts', undefined, { count: n!.n });
        await tx.delete(categories).where(eq(categories.id, id));
        return { id, deleted: true as const };
      });
    },
  );
};

export default categoryRoutes;

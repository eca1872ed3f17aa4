import {
  ZCategory,
  ZCategoryListQuery,
  ZCategoryListResponse,
  ZCreateCategoryRequest,
  ZSlugId,
  ZUpdateCategoryRequest,
} from '@acf/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, publicRoute, requirePermission } from '../../plugins/auth-markers';
import { categoryPage, createCategory, deleteCategory, getCategory, updateCategory } from './content.service';

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
    async (req) => categoryPage(app.db, req.query),
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
    async (req) => getCategory(app.db, req.params.id),
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
    async (req, reply) => reply.status(201).send(await createCategory(app.db, req.body, actorOf(req))),
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
    async (req) => updateCategory(app.db, req.params.id, req.body, actorOf(req)),
  );

  app.delete(
    '/posts/category/:id',
    {
      onRequest: requirePermission('manage_category'),
      schema: { tags, summary: 'Delete an empty category', params: ZSlugId, response: { 200: ZDeleted } },
    },
    async (req) => deleteCategory(app.db, req.params.id),
  );
};

export default categoryRoutes;

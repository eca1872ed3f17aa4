import {
  ZCategory,
  ZCategoryListQuery,
  ZCategoryListResponse,
  ZCreateCategoryRequest,
  ZSlugId,
  ZUpdateCategoryRequest,
} from '@acf/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOptions } from '../../lib/route-options';
import { actorOf, publicRoute, requirePermission } from '../../plugins/auth-markers';
import { ZDeleted } from './content.schemas';
import { categoryPage, createCategory, deleteCategory, getCategory, updateCategory } from './content.service';

const route = routeOptions(['content']);

/** Seed §7: post categories under /posts/category and /posts/create-category-post. */
const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/posts/category',
    route(publicRoute, {
      summary: 'List categories',
      querystring: ZCategoryListQuery,
      response: { 200: ZCategoryListResponse },
    }),
    async (req) => categoryPage(app.db, req.query),
  );

  app.get(
    '/posts/category/:id',
    route(publicRoute, {
      summary: 'One category (id or slug.id)',
      params: ZSlugId,
      response: { 200: ZCategory },
    }),
    async (req) => getCategory(app.db, req.params.id),
  );

  app.post(
    '/posts/create-category-post',
    route(requirePermission('manage_category'), {
      summary: 'Create a category',
      body: ZCreateCategoryRequest,
      response: { 201: ZCategory },
    }),
    async (req, reply) => reply.status(201).send(await createCategory(app.db, req.body, actorOf(req))),
  );

  app.patch(
    '/posts/category/:id',
    route(requirePermission('manage_category'), {
      summary: 'Update a category',
      params: ZSlugId,
      body: ZUpdateCategoryRequest,
      response: { 200: ZCategory },
    }),
    async (req) => updateCategory(app.db, req.params.id, req.body, actorOf(req)),
  );

  app.delete(
    '/posts/category/:id',
    route(requirePermission('manage_category'), {
      summary: 'Delete an empty category',
      params: ZSlugId,
      response: { 200: ZDeleted },
    }),
    async (req) => deleteCategory(app.db, req.params.id),
  );
};

export default categoryRoutes;

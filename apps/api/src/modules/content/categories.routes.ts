import {
  ZCategory,
  ZCategoryListQuery,
  ZCategoryListResponse,
  ZCreateCategoryRequest,
  ZUpdateCategoryRequest,
} from '@acf/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOptions } from '../../lib/route-options';
import { publicRoute, requirePermission } from '../../plugins/auth-markers';
import { categoryPage, createCategory, deleteCategory, getCategory, updateCategory } from './content.service';
import { contentItemRoutes } from './item.routes';

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

  contentItemRoutes(app, {
    path: '/posts/category',
    createPath: '/posts/create-category-post',
    edit: requirePermission('manage_category'),
    schemas: { item: ZCategory, create: ZCreateCategoryRequest, update: ZUpdateCategoryRequest },
    summaries: {
      one: 'One category (id or slug.id)',
      create: 'Create a category',
      update: 'Update a category',
      remove: 'Delete an empty category',
    },
    one: getCategory,
    create: createCategory,
    update: updateCategory,
    remove: deleteCategory,
  });
};

export default categoryRoutes;

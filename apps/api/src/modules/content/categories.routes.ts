import {
  ZCategory,
  ZCategoryListQuery,
  ZCategoryListResponse,
  ZCreateCategoryRequest,
  ZUpdateCategoryRequest,
} from '@acf/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission } from '../../plugins/auth-markers';
import { categoryPage, createCategory, deleteCategory, getCategory, updateCategory } from './content.service';
import { contentItemRoutes } from './item.routes';

/** Seed §7: post categories under /posts/category and /posts/create-category-post. */
const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  contentItemRoutes(app, {
    path: '/posts/category',
    createPath: '/posts/create-category-post',
    list: { summary: 'List categories', query: ZCategoryListQuery, response: ZCategoryListResponse },
    edit: requirePermission('manage_category'),
    schemas: { item: ZCategory, create: ZCreateCategoryRequest, update: ZUpdateCategoryRequest },
    summaries: {
      one: 'One category (id or slug.id)',
      create: 'Create a category',
      update: 'Update a category',
      remove: 'Delete an empty category',
    },
    page: (db, query) => categoryPage(db, query),
    one: getCategory,
    create: createCategory,
    update: updateCategory,
    remove: deleteCategory,
  });
};

export default categoryRoutes;

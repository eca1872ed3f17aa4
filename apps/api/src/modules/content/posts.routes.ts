import {
  slugify,
  toPage,
  ZCreatePostRequest,
  ZPost,
  ZPostListQuery,
  ZPostListResponse,
  ZSimilarPostsQuery,
  ZSimilarPostsResponse,
  ZSlugId,
  ZUpdatePostRequest,
} from '@acf/shared';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { posts } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { actorOf, publicRoute, requirePermission } from '../../plugins/auth-markers';
import { toPost } from './content.mappers';
import { assertCategoryExists, findPostRow, listPosts, similarPosts } from './content.repository';
import { sanitizePostHtml } from './sanitize';

const tags = ['content'];
const ZDeleted = z.object({ id: z.number().int(), deleted: z.literal(true) });

/** Seed §7: posts. Bodies are sanitized on every write (see sanitize.ts). */
const postRoutes: FastifyPluginAsyncZod = async (app) => {
  const loadPost = async (id: number, locale: 'vi' | 'en') => {
    const found = await findPostRow(app.db, id);
    if (!found) throw notFound('content.postNotFound');
    return toPost(found.post, found.category, locale);
  };

  app.get(
    '/posts',
    {
      onRequest: publicRoute,
      schema: {
        tags,
        summary: 'List posts',
        querystring: ZPostListQuery,
        response: { 200: ZPostListResponse },
      },
    },
    async (req) => {
      const { category: categoryId, ...q } = req.query;
      const { results, total } = await listPosts(app.db, { ...q, categoryId }, req.locale);
      return toPage(results, total, q);
    },
  );

  app.get(
    '/posts/similar-posts/:id',
    {
      onRequest: publicRoute,
      schema: {
        tags,
        summary: 'Posts like this one',
        params: ZSlugId,
        querystring: ZSimilarPostsQuery,
        response: { 200: ZSimilarPostsResponse },
      },
    },
    async (req) => {
      const found = await findPostRow(app.db, req.params.id);
      if (!found) throw notFound('content.postNotFound');
      return similarPosts(app.db, found.post.id, found.post.categoryId, req.query.limit, req.locale);
    },
  );

  app.get(
    '/posts/:id',
    {
      onRequest: publicRoute,
      schema: { tags, summary: 'One post (id or slug.id)', params: ZSlugId, response: { 200: ZPost } },
    },
    async (req) => loadPost(req.params.id, req.locale),
  );

  app.post(
    '/posts',
    {
      onRequest: requirePermission('manage_category'),
      schema: { tags, summary: 'Create a post', body: ZCreatePostRequest, response: { 201: ZPost } },
    },
    async (req, reply) => {
      const actor = actorOf(req);
      const b = req.body;
      const id = await app.db.transaction(async (tx) => {
        await assertCategoryExists(tx, b.categoryId, 'categoryId');
        const [row] = await tx
          .insert(posts)
          .values({
            categoryId: b.categoryId,
            slug: b.slug || slugify(b.titleEn || b.titleVi),
            titleVi: b.titleVi,
            titleEn: b.titleEn,
            descriptionVi: b.descriptionVi,
            descriptionEn: b.descriptionEn,
            contentVi: sanitizePostHtml(b.contentVi),
            contentEn: sanitizePostHtml(b.contentEn),
            thumbnail: b.thumbnail ?? null,
            publishedAt: b.publishedAt ? new Date(b.publishedAt) : new Date(),
            createdBy: actor.userId,
            updatedBy: actor.userId,
          })
          .returning({ id: posts.id });
        return row!.id;
      });
      reply.status(201);
      return loadPost(id, req.locale);
    },
  );

  app.patch(
    '/posts/:id',
    {
      onRequest: requirePermission('manage_category'),
      schema: {
        tags,
        summary: 'Update a post',
        params: ZSlugId,
        body: ZUpdatePostRequest,
        response: { 200: ZPost },
      },
    },
    async (req) => {
      const actor = actorOf(req);
      const { contentVi, contentEn, publishedAt, ...rest } = req.body;
      await app.db.transaction(async (tx) => {
        if (rest.categoryId) await assertCategoryExists(tx, rest.categoryId, 'categoryId');
        const [row] = await tx
          .update(posts)
          .set({
            ...rest,
            ...(contentVi !== undefined ? { contentVi: sanitizePostHtml(contentVi) } : {}),
            ...(contentEn !== undefined ? { contentEn: sanitizePostHtml(contentEn) } : {}),
            ...(publishedAt ? { publishedAt: new Date(publishedAt) } : {}),
            updatedAt: new Date(),
            updatedBy: actor.userId,
          })
          .where(eq(posts.id, req.params.id))
          .returning({ id: posts.id });
        if (!row) throw notFound('content.postNotFound');
      });
      return loadPost(req.params.id, req.locale);
    },
  );

  app.delete(
    '/posts/:id',
    {
      onRequest: requirePermission('manage_category'),
      schema: { tags, summary: 'Delete a post', params: ZSlugId, response: { 200: ZDeleted } },
    },
    async (req) => {
      const [row] = await app.db.delete(posts).where(eq(posts.id, req.params.id)).returning({ id: posts.id });
      if (!row) throw notFound('content.postNotFound');
      return { id: row.id, deleted: true as const };
    },
  );
};

export default postRoutes;

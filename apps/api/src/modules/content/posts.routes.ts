import {
  ZCreatePostRequest,
  ZPost,
  ZPostListQuery,
  ZPostListResponse,
  ZSimilarPostsQuery,
  ZSimilarPostsResponse,
  ZSlugId,
  ZUpdatePostRequest,
} from '@acf/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, publicRoute, requirePermission } from '../../plugins/auth-markers';
import {
  createPost,
  deletePost,
  getPost,
  postPage,
  postsLike,
  seesScheduled,
  updatePost,
} from './content.service';

const tags = ['content'];
const ZDeleted = z.object({ id: z.number().int(), deleted: z.literal(true) });

/** Seed §7: posts. */
const postRoutes: FastifyPluginAsyncZod = async (app) => {
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
    async (req) => postPage(app.db, req.query, req.locale, seesScheduled(req.actor)),
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
    async (req) => postsLike(app.db, req.params.id, req.query.limit, req.locale),
  );

  app.get(
    '/posts/:id',
    {
      onRequest: publicRoute,
      schema: { tags, summary: 'One post (id or slug.id)', params: ZSlugId, response: { 200: ZPost } },
    },
    async (req) => getPost(app.db, req.params.id, req.locale, seesScheduled(req.actor)),
  );

  app.post(
    '/posts',
    {
      onRequest: requirePermission('manage_category'),
      schema: { tags, summary: 'Create a post', body: ZCreatePostRequest, response: { 201: ZPost } },
    },
    async (req, reply) =>
      reply.status(201).send(await createPost(app.db, req.body, actorOf(req), req.locale)),
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
    async (req) => updatePost(app.db, req.params.id, req.body, actorOf(req), req.locale),
  );

  app.delete(
    '/posts/:id',
    {
      onRequest: requirePermission('manage_category'),
      schema: { tags, summary: 'Delete a post', params: ZSlugId, response: { 200: ZDeleted } },
    },
    async (req) => deletePost(app.db, req.params.id),
  );
};

export default postRoutes;

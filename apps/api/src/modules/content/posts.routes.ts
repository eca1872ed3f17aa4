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
import { routeOptions } from '../../lib/route-options';
import { actorOf, publicRoute, requirePermission } from '../../plugins/auth-markers';
import { ZDeleted } from './content.schemas';
import {
  createPost,
  deletePost,
  getPost,
  postPage,
  postsLike,
  seesScheduled,
  updatePost,
} from './content.service';

const route = routeOptions(['content']);

/** Seed §7: posts. */
const postRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/posts',
    route(publicRoute, {
      summary: 'List posts',
      querystring: ZPostListQuery,
      response: { 200: ZPostListResponse },
    }),
    async (req) => postPage(app.db, req.query, req.locale, seesScheduled(req.actor)),
  );

  app.get(
    '/posts/similar-posts/:id',
    route(publicRoute, {
      summary: 'Posts like this one',
      params: ZSlugId,
      querystring: ZSimilarPostsQuery,
      response: { 200: ZSimilarPostsResponse },
    }),
    async (req) => postsLike(app.db, req.params.id, req.query.limit, req.locale),
  );

  app.get(
    '/posts/:id',
    route(publicRoute, { summary: 'One post (id or slug.id)', params: ZSlugId, response: { 200: ZPost } }),
    async (req) => getPost(app.db, req.params.id, req.locale, seesScheduled(req.actor)),
  );

  app.post(
    '/posts',
    route(requirePermission('manage_category'), {
      summary: 'Create a post',
      body: ZCreatePostRequest,
      response: { 201: ZPost },
    }),
    async (req, reply) =>
      reply.status(201).send(await createPost(app.db, req.body, actorOf(req), req.locale)),
  );

  app.patch(
    '/posts/:id',
    route(requirePermission('manage_category'), {
      summary: 'Update a post',
      params: ZSlugId,
      body: ZUpdatePostRequest,
      response: { 200: ZPost },
    }),
    async (req) => updatePost(app.db, req.params.id, req.body, actorOf(req), req.locale),
  );

  app.delete(
    '/posts/:id',
    route(requirePermission('manage_category'), {
      summary: 'Delete a post',
      params: ZSlugId,
      response: { 200: ZDeleted },
    }),
    async (req) => deletePost(app.db, req.params.id),
  );
};

export default postRoutes;

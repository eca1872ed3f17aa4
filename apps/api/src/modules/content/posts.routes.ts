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
import { publicRoute, requirePermission } from '../../plugins/auth-markers';
import {
  createPost,
  deletePost,
  getPost,
  postPage,
  postsLike,
  seesScheduled,
  updatePost,
} from './content.service';
import { contentItemRoutes } from './item.routes';

const route = routeOptions(['content']);

/** Seed §7: posts. */
const postRoutes: FastifyPluginAsyncZod = async (app) => {
  contentItemRoutes(
    app,
    {
      path: '/posts',
      createPath: '/posts',
      list: { summary: 'List posts', query: ZPostListQuery, response: ZPostListResponse },
      edit: requirePermission('manage_category'),
      schemas: { item: ZPost, create: ZCreatePostRequest, update: ZUpdatePostRequest },
      summaries: {
        one: 'One post (id or slug.id)',
        create: 'Create a post',
        update: 'Update a post',
        remove: 'Delete a post',
      },
      page: (db, query, req) => postPage(db, query, req.locale, seesScheduled(req.actor)),
      one: (db, id, req) => getPost(db, id, req.locale, seesScheduled(req.actor)),
      create: (db, input, actor, req) => createPost(db, input, actor, req.locale),
      update: (db, id, input, actor, req) => updatePost(db, id, input, actor, req.locale),
      remove: deletePost,
    },
    () =>
      app.get(
        '/posts/similar-posts/:id',
        route(publicRoute, {
          summary: 'Posts like this one',
          params: ZSlugId,
          querystring: ZSimilarPostsQuery,
          response: { 200: ZSimilarPostsResponse },
        }),
        async (req) => postsLike(app.db, req.params.id, req.query.limit, req.locale),
      ),
  );
};

export default postRoutes;

import {
  foldText,
  ZCommunesQuery,
  ZCommunesResponse,
  ZProvinceParams,
  ZProvincesResponse,
} from '@acf/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/errors';
import { publicRoute } from '../../plugins/auth-markers';
import { divisions } from './divisions.data';

const tags = ['divisions'];
/** The list changes by law, not by the day: a day in caches, a week in the browser's while revalidating. */
const CACHE = 'public, max-age=86400, stale-while-revalidate=604800';

/** Vietnam's provinces and their communes (PRODUCT: addresses), for the forms' pickers. */
const divisionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/divisions/provinces',
    { onRequest: publicRoute, schema: { tags, response: { 200: ZProvincesResponse } } },
    async (_req, reply) => {
      reply.header('cache-control', CACHE);
      return { results: divisions().provinces };
    },
  );

  app.get(
    '/divisions/provinces/:code/communes',
    {
      onRequest: publicRoute,
      schema: {
        tags,
        params: ZProvinceParams,
        querystring: ZCommunesQuery,
        response: { 200: ZCommunesResponse },
      },
    },
    async (req, reply) => {
      const d = divisions();
      if (!d.byProvince.has(req.params.code)) throw notFound('division.provinceNotFound');
      // With or without accents, in any case: "sai gon", "Sài Gòn" and "SAI GON" find "Phường Sài Gòn".
      const q = foldText(req.query.search).replace(/\s+/g, ' ');
      const list = d.communes.get(req.params.code) ?? [];
      reply.header('cache-control', CACHE);
      return {
        results: list
          .filter((c) => !q || c.folded.includes(q))
          .map(({ code, name, type }) => ({ code, name, type })),
      };
    },
  );
};

export default divisionRoutes;

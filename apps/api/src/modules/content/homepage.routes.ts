import {
  ZCompanyInfo,
  ZCreateHomeItemRequest,
  ZHomeItem,
  ZHomeItemListQuery,
  ZHomeItemListResponse,
  ZPublicHomeQuery,
  ZPublicHomeResponse,
  ZReorderHomeItemsRequest,
  ZSlugId,
  ZUpdateHomeItemRequest,
} from '@acf/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOptions } from '../../lib/route-options';
import { actorOf, publicRoute, requirePermission } from '../../plugins/auth-markers';
import { ZDeleted } from './content.schemas';
import {
  companyInfo,
  createHomeItem,
  deleteHomeItem,
  getHomeItem,
  homeItemPage,
  publicHomeItems,
  reorderHomeItems,
  updateHomeItem,
} from './content.service';

const route = routeOptions(['content']);

/** Seed §7: home page content (TOP, HEADER, BODY, FOOTER, SERVICE) and its menu items. */
const homepageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/homepage',
    route(publicRoute, {
      summary: 'Public home content of one type (all types when none is given)',
      querystring: ZPublicHomeQuery,
      response: { 200: ZPublicHomeResponse },
    }),
    async (req) => publicHomeItems(app.db, req.query.type),
  );

  app.get(
    '/homepage/admin',
    route(requirePermission('manage_homepage'), {
      summary: 'Home content for the back office (paged, searchable, by type)',
      querystring: ZHomeItemListQuery,
      response: { 200: ZHomeItemListResponse },
    }),
    async (req) => homeItemPage(app.db, req.query),
  );

  app.get(
    '/homepage/company-info',
    route(publicRoute, { summary: 'Company block of the footer', response: { 200: ZCompanyInfo } }),
    async () => companyInfo(app.db),
  );

  app.put(
    '/homepage/order',
    route(requirePermission('manage_homepage'), {
      summary: 'Reorder the items of one type',
      body: ZReorderHomeItemsRequest,
      response: { 200: ZPublicHomeResponse },
    }),
    async (req) => reorderHomeItems(app.db, req.body, actorOf(req)),
  );

  app.post(
    '/homepage',
    route(requirePermission('manage_homepage'), {
      summary: 'Create a home content item',
      body: ZCreateHomeItemRequest,
      response: { 201: ZHomeItem },
    }),
    async (req, reply) => reply.status(201).send(await createHomeItem(app.db, req.body, actorOf(req))),
  );

  app.get(
    '/homepage/:id',
    route(publicRoute, { summary: 'One home content item', params: ZSlugId, response: { 200: ZHomeItem } }),
    async (req) => getHomeItem(app.db, req.params.id),
  );

  app.patch(
    '/homepage/:id',
    route(requirePermission('manage_homepage'), {
      summary: 'Update a home content item (menu items replaced when given)',
      params: ZSlugId,
      body: ZUpdateHomeItemRequest,
      response: { 200: ZHomeItem },
    }),
    async (req) => updateHomeItem(app.db, req.params.id, req.body, actorOf(req)),
  );

  app.delete(
    '/homepage/:id',
    route(requirePermission('manage_homepage'), {
      summary: 'Delete a home content item',
      params: ZSlugId,
      response: { 200: ZDeleted },
    }),
    async (req) => deleteHomeItem(app.db, req.params.id),
  );
};

export default homepageRoutes;

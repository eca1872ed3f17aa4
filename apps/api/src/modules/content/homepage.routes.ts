import {
  ZCompanyInfo,
  ZCreateHomeItemRequest,
  ZHomeItem,
  ZHomeItemListQuery,
  ZHomeItemListResponse,
  ZPublicHomeQuery,
  ZPublicHomeResponse,
  ZReorderHomeItemsRequest,
  ZUpdateHomeItemRequest,
} from '@acf/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routesByAccess } from '../../lib/route-options';
import { actorOf, publicRoute, requirePermission } from '../../plugins/auth-markers';
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
import { contentItemRoutes } from './item.routes';

const editsHome = requirePermission('manage_homepage');
const route = routesByAccess(['content'], { editsHome, anyone: publicRoute });

/** Seed §7: home page content (TOP, HEADER, BODY, FOOTER, SERVICE) and its menu items. */
const homepageRoutes: FastifyPluginAsyncZod = async (app) => {
  contentItemRoutes(
    app,
    {
      path: '/homepage',
      createPath: '/homepage',
      list: {
        summary: 'Public home content of one type (all types when none is given)',
        query: ZPublicHomeQuery,
        response: ZPublicHomeResponse,
      },
      edit: editsHome,
      schemas: { item: ZHomeItem, create: ZCreateHomeItemRequest, update: ZUpdateHomeItemRequest },
      summaries: {
        one: 'One home content item',
        create: 'Create a home content item',
        update: 'Update a home content item (menu items replaced when given)',
        remove: 'Delete a home content item',
      },
      page: (db, query) => publicHomeItems(db, query.type),
      one: getHomeItem,
      create: createHomeItem,
      update: updateHomeItem,
      remove: deleteHomeItem,
    },
    () => {
      app.get(
        '/homepage/admin',
        route.editsHome({
          summary: 'Home content for the back office (paged, searchable, by type)',
          querystring: ZHomeItemListQuery,
          response: { 200: ZHomeItemListResponse },
        }),
        async (req) => homeItemPage(app.db, req.query),
      );

      app.get(
        '/homepage/company-info',
        route.anyone({ summary: 'Company block of the footer', response: { 200: ZCompanyInfo } }),
        async () => companyInfo(app.db),
      );

      app.put(
        '/homepage/order',
        route.editsHome({
          summary: 'Reorder the items of one type',
          body: ZReorderHomeItemsRequest,
          response: { 200: ZPublicHomeResponse },
        }),
        async (req) => reorderHomeItems(app.db, req.body, actorOf(req)),
      );
    },
  );
};

export default homepageRoutes;

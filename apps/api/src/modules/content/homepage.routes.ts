import {
  toPage,
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
import { and, eq, ilike, inArray, max, or, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { appSettings, homeItems } from '../../db/schema';
import { containsPattern } from '../../db/sql';
import { fieldError, notFound } from '../../lib/errors';
import { actorOf, publicRoute, requirePermission } from '../../plugins/auth-markers';
import { assertCategoryExists, countHomeItems, loadHomeItems, replaceMenuItems } from './content.repository';
import { sanitizePostHtml } from './sanitize';

const tags = ['content'];
const ZDeleted = z.object({ id: z.number().int(), deleted: z.literal(true) });
export const COMPANY_INFO_KEY = 'company_info';

/** Seed §7: home page content (TOP, HEADER, BODY, FOOTER, SERVICE) and its menu items. */
const homepageRoutes: FastifyPluginAsyncZod = async (app) => {
  const loadOne = async (id: number) => {
    const [item] = await loadHomeItems(app.db, eq(homeItems.id, id));
    if (!item) throw notFound('content.homeItemNotFound');
    return item;
  };

  app.get(
    '/homepage',
    {
      onRequest: publicRoute,
      schema: {
        tags,
        summary: 'Public home content of one type (all types when none is given)',
        querystring: ZPublicHomeQuery,
        response: { 200: ZPublicHomeResponse },
      },
    },
    // Seed §7: an empty result is an empty list, never a 404.
    async (req) => loadHomeItems(app.db, req.query.type ? eq(homeItems.type, req.query.type) : undefined),
  );

  app.get(
    '/homepage/admin',
    {
      onRequest: requirePermission('manage_homepage'),
      schema: {
        tags,
        summary: 'Home content for the back office (paged, searchable, by type)',
        querystring: ZHomeItemListQuery,
        response: { 200: ZHomeItemListResponse },
      },
    },
    async (req) => {
      const q = req.query;
      const conds: SQL[] = [];
      if (q.type) conds.push(eq(homeItems.type, q.type));
      if (q.search)
        conds.push(
          or(
            ilike(homeItems.titleVi, containsPattern(q.search)),
            ilike(homeItems.titleEn, containsPattern(q.search)),
          ) as SQL,
        );
      const where = conds.length ? and(...conds) : undefined;
      const [results, total] = await Promise.all([
        loadHomeItems(app.db, where, { limit: q.pageSize, offset: (q.page - 1) * q.pageSize }),
        countHomeItems(app.db, where),
      ]);
      return toPage(results, total, q);
    },
  );

  app.get(
    '/homepage/company-info',
    {
      onRequest: publicRoute,
      schema: { tags, summary: 'Company block of the footer', response: { 200: ZCompanyInfo } },
    },
    async () => {
      const [row] = await app.db.select().from(appSettings).where(eq(appSettings.key, COMPANY_INFO_KEY));
      if (!row) throw notFound();
      return ZCompanyInfo.parse(JSON.parse(row.value));
    },
  );

  app.put(
    '/homepage/order',
    {
      onRequest: requirePermission('manage_homepage'),
      schema: {
        tags,
        summary: 'Reorder the items of one type',
        body: ZReorderHomeItemsRequest,
        response: { 200: ZPublicHomeResponse },
      },
    },
    async (req) => {
      const { type, ids } = req.body;
      const actor = actorOf(req);
      await app.db.transaction(async (tx) => {
        const existing = await tx
          .select({ id: homeItems.id })
          .from(homeItems)
          .where(eq(homeItems.type, type));
        const known = new Set(existing.map((r) => r.id));
        if (
          ids.length !== known.size ||
          new Set(ids).size !== ids.length ||
          !ids.every((id) => known.has(id))
        )
          throw fieldError('ids', 'content.reorderMismatch');
        for (const [i, id] of ids.entries())
          await tx
            .update(homeItems)
            .set({ sortOrder: i, updatedAt: new Date(), updatedBy: actor.userId })
            .where(eq(homeItems.id, id));
      });
      return loadHomeItems(app.db, eq(homeItems.type, type));
    },
  );

  app.post(
    '/homepage',
    {
      onRequest: requirePermission('manage_homepage'),
      schema: {
        tags,
        summary: 'Create a home content item',
        body: ZCreateHomeItemRequest,
        response: { 201: ZHomeItem },
      },
    },
    async (req, reply) => {
      const actor = actorOf(req);
      const { menuItems, contentVi, contentEn, ...b } = req.body;
      const id = await app.db.transaction(async (tx) => {
        if (b.categoryId) await assertCategoryExists(tx, b.categoryId, 'categoryId');
        // A new item goes last within its type unless the editor says where.
        const [last] = await tx
          .select({ m: max(homeItems.sortOrder) })
          .from(homeItems)
          .where(inArray(homeItems.type, [b.type]));
        const [row] = await tx
          .insert(homeItems)
          .values({
            ...b,
            contentVi: sanitizePostHtml(contentVi),
            contentEn: sanitizePostHtml(contentEn),
            sortOrder: b.sortOrder ?? (last?.m == null ? 0 : last.m + 1),
            createdBy: actor.userId,
            updatedBy: actor.userId,
          })
          .returning({ id: homeItems.id });
        await replaceMenuItems(tx, row!.id, menuItems);
        return row!.id;
      });
      reply.status(201);
      return loadOne(id);
    },
  );

  app.get(
    '/homepage/:id',
    {
      onRequest: publicRoute,
      schema: { tags, summary: 'One home content item', params: ZSlugId, response: { 200: ZHomeItem } },
    },
    async (req) => loadOne(req.params.id),
  );

  app.patch(
    '/homepage/:id',
    {
      onRequest: requirePermission('manage_homepage'),
      schema: {
        tags,
        summary: 'Update a home content item (menu items replaced when given)',
        params: ZSlugId,
        body: ZUpdateHomeItemRequest,
        response: { 200: ZHomeItem },
      },
    },
    async (req) => {
      const actor = actorOf(req);
      const { menuItems, contentVi, contentEn, ...b } = req.body;
      await app.db.transaction(async (tx) => {
        if (b.categoryId) await assertCategoryExists(tx, b.categoryId, 'categoryId');
        const [row] = await tx
          .update(homeItems)
          .set({
            ...b,
            ...(contentVi !== undefined ? { contentVi: sanitizePostHtml(contentVi) } : {}),
            ...(contentEn !== undefined ? { contentEn: sanitizePostHtml(contentEn) } : {}),
            updatedAt: new Date(),
            updatedBy: actor.userId,
          })
          .where(eq(homeItems.id, req.params.id))
          .returning({ id: homeItems.id });
        if (!row) throw notFound('content.homeItemNotFound');
        if (menuItems) await replaceMenuItems(tx, row.id, menuItems);
      });
      return loadOne(req.params.id);
    },
  );

  app.delete(
    '/homepage/:id',
    {
      onRequest: requirePermission('manage_homepage'),
      schema: { tags, summary: 'Delete a home content item', params: ZSlugId, response: { 200: ZDeleted } },
    },
    async (req) => {
      const [row] = await app.db
        .delete(homeItems)
        .where(eq(homeItems.id, req.params.id))
        .returning({ id: homeItems.id });
      if (!row) throw notFound('content.homeItemNotFound');
      return { id: row.id, deleted: true as const };
    },
  );
};

export default homepageRoutes;

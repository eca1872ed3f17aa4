import {
  type Locale,
  slugify,
  type TCategoryListQuery,
  type THomeItem,
  toPage,
  ZCompanyInfo,
  type ZCreateCategoryRequest,
  type ZCreateHomeItemRequest,
  type ZCreatePostRequest,
  type ZHomeItemListQuery,
  type ZPostListQuery,
  type ZReorderHomeItemsRequest,
  type ZUpdateCategoryRequest,
  type ZUpdateHomeItemRequest,
  type ZUpdatePostRequest,
} from '@acf/shared';
import { count, eq, max } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { categories, homeItems, newsletterSubscriptions, posts } from '../../db/schema';
import { conflict, fieldError, notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/auth-markers';
import { toPost } from './content.mappers';
import {
  assertCategoryExists,
  findCategory,
  findPostRow,
  findSetting,
  listCategories,
  listHomeItems,
  listPosts,
  loadHomeItems,
  replaceMenuItems,
  similarPosts,
} from './content.repository';
import { sanitizePostHtml } from './sanitize';

/** The setting that holds the footer's company block. */
export const COMPANY_INFO_KEY = 'company_info';

const deleted = (id: number) => ({ id, deleted: true as const });

/** The bodies an update gives, sanitized; a body it leaves out stays as it is. */
const sanitizedBodies = (vi: string | undefined, en: string | undefined) => ({
  ...(vi !== undefined ? { contentVi: sanitizePostHtml(vi) } : {}),
  ...(en !== undefined ? { contentEn: sanitizePostHtml(en) } : {}),
});

// ---------------------------------------------------------------------------------------------
// Categories (seed §7)
// ---------------------------------------------------------------------------------------------

export async function categoryPage(db: DbOrTx, q: TCategoryListQuery) {
  const { results, total } = await listCategories(db, q);
  return toPage(results, total, q);
}

export async function getCategory(db: DbOrTx, id: number) {
  const category = await findCategory(db, id);
  if (!category) throw notFound('content.categoryNotFound');
  return category;
}

export async function createCategory(
  db: DbOrTx,
  input: z.output<typeof ZCreateCategoryRequest>,
  actor: Actor,
) {
  const [row] = await db
    .insert(categories)
    .values({ ...input, createdBy: actor.userId, updatedBy: actor.userId })
    .returning({ id: categories.id });
  return (await findCategory(db, row!.id))!;
}

export async function updateCategory(
  db: DbOrTx,
  id: number,
  input: z.output<typeof ZUpdateCategoryRequest>,
  actor: Actor,
) {
  const [row] = await db
    .update(categories)
    .set({ ...input, updatedAt: new Date(), updatedBy: actor.userId })
    .where(eq(categories.id, id))
    .returning({ id: categories.id });
  if (!row) throw notFound('content.categoryNotFound');
  return (await findCategory(db, row.id))!;
}

/** Only an empty category goes: posts are never deleted as a side effect (a 409 with their count). */
export async function deleteCategory(db: DbOrTx, id: number) {
  return db.transaction(async (tx) => {
    const [exists] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, id));
    if (!exists) throw notFound('content.categoryNotFound');
    const [n] = await tx.select({ n: count() }).from(posts).where(eq(posts.categoryId, id));
    if ((n?.n ?? 0) > 0) throw conflict('content.categoryHasPosts', undefined, { count: n!.n });
    await tx.delete(categories).where(eq(categories.id, id));
    return deleted(id);
  });
}

// ---------------------------------------------------------------------------------------------
// Posts (seed §7). Bodies are sanitized on every write (see sanitize.ts).
// ---------------------------------------------------------------------------------------------

/** Whether the caller edits the site's content, and so reads posts before their publication time. */
export const seesScheduled = (actor: Actor | null | undefined) => !!actor?.permissions.has('manage_category');

const isScheduled = (post: { publishedAt: Date | string | null }) =>
  post.publishedAt != null && new Date(post.publishedAt).getTime() > Date.now();

export async function postPage(
  db: DbOrTx,
  query: z.output<typeof ZPostListQuery>,
  locale: Locale,
  scheduled = false,
) {
  const { category: categoryId, ...q } = query;
  const { results, total } = await listPosts(db, { ...q, categoryId }, locale, scheduled);
  return toPage(results, total, q);
}

/** One post; one dated in the future exists for the public only from its time on. */
export async function getPost(db: DbOrTx, id: number, locale: Locale, scheduled = false) {
  const found = await findPostRow(db, id);
  if (!found || (!scheduled && isScheduled(found.post))) throw notFound('content.postNotFound');
  return toPost(found.post, found.category, locale);
}

/** Posts like this one: its category first, then the newest of the rest. */
export async function postsLike(db: DbOrTx, id: number, limit: number, locale: Locale) {
  const found = await findPostRow(db, id);
  if (!found) throw notFound('content.postNotFound');
  return similarPosts(db, found.post.id, found.post.categoryId, limit, locale);
}

export async function createPost(
  db: DbOrTx,
  input: z.output<typeof ZCreatePostRequest>,
  actor: Actor,
  locale: Locale,
) {
  const id = await db.transaction(async (tx) => {
    await assertCategoryExists(tx, input.categoryId, 'categoryId');
    const [row] = await tx
      .insert(posts)
      .values({
        categoryId: input.categoryId,
        slug: input.slug || slugify(input.titleEn || input.titleVi),
        titleVi: input.titleVi,
        titleEn: input.titleEn,
        descriptionVi: input.descriptionVi,
        descriptionEn: input.descriptionEn,
        contentVi: sanitizePostHtml(input.contentVi),
        contentEn: sanitizePostHtml(input.contentEn),
        thumbnail: input.thumbnail ?? null,
        publishedAt: input.publishedAt ? new Date(input.publishedAt) : new Date(),
        createdBy: actor.userId,
        updatedBy: actor.userId,
      })
      .returning({ id: posts.id });
    return row!.id;
  });
  return getPost(db, id, locale, true);
}

export async function updatePost(
  db: DbOrTx,
  id: number,
  input: z.output<typeof ZUpdatePostRequest>,
  actor: Actor,
  locale: Locale,
) {
  const { contentVi, contentEn, publishedAt, ...rest } = input;
  await db.transaction(async (tx) => {
    if (rest.categoryId) await assertCategoryExists(tx, rest.categoryId, 'categoryId');
    const [row] = await tx
      .update(posts)
      .set({
        ...rest,
        ...sanitizedBodies(contentVi, contentEn),
        ...(publishedAt ? { publishedAt: new Date(publishedAt) } : {}),
        updatedAt: new Date(),
        updatedBy: actor.userId,
      })
      .where(eq(posts.id, id))
      .returning({ id: posts.id });
    if (!row) throw notFound('content.postNotFound');
  });
  return getPost(db, id, locale, true);
}

export async function deletePost(db: DbOrTx, id: number) {
  const [row] = await db.delete(posts).where(eq(posts.id, id)).returning({ id: posts.id });
  if (!row) throw notFound('content.postNotFound');
  return deleted(row.id);
}

// ---------------------------------------------------------------------------------------------
// Home content (seed §7): TOP, HEADER, BODY, FOOTER, SERVICE and their menu items
// ---------------------------------------------------------------------------------------------

/** Seed §7: an empty result is an empty list, never a 404. */
export function publicHomeItems(db: DbOrTx, type?: THomeItem['type']) {
  return loadHomeItems(db, type ? eq(homeItems.type, type) : undefined);
}

export async function homeItemPage(db: DbOrTx, q: z.output<typeof ZHomeItemListQuery>) {
  const { results, total } = await listHomeItems(db, q);
  return toPage(results, total, q);
}

export async function getHomeItem(db: DbOrTx, id: number) {
  const [item] = await loadHomeItems(db, eq(homeItems.id, id));
  if (!item) throw notFound('content.homeItemNotFound');
  return item;
}

export async function companyInfo(db: DbOrTx) {
  const value = await findSetting(db, COMPANY_INFO_KEY);
  if (value == null) throw notFound();
  return ZCompanyInfo.parse(JSON.parse(value));
}

/** The new order of one type: exactly its items, each once, or a 400 on `ids`. */
export async function reorderHomeItems(
  db: DbOrTx,
  { type, ids }: z.output<typeof ZReorderHomeItemsRequest>,
  actor: Actor,
) {
  await db.transaction(async (tx) => {
    const existing = await tx.select({ id: homeItems.id }).from(homeItems).where(eq(homeItems.type, type));
    const known = new Set(existing.map((r) => r.id));
    if (ids.length !== known.size || new Set(ids).size !== ids.length || !ids.every((id) => known.has(id)))
      throw fieldError('ids', 'content.reorderMismatch');
    for (const [i, id] of ids.entries())
      await tx
        .update(homeItems)
        .set({ sortOrder: i, updatedAt: new Date(), updatedBy: actor.userId })
        .where(eq(homeItems.id, id));
  });
  return publicHomeItems(db, type);
}

export async function createHomeItem(
  db: DbOrTx,
  input: z.output<typeof ZCreateHomeItemRequest>,
  actor: Actor,
) {
  const { menuItems, contentVi, contentEn, ...b } = input;
  const id = await db.transaction(async (tx) => {
    if (b.categoryId) await assertCategoryExists(tx, b.categoryId, 'categoryId');
    // A new item goes last within its type unless the editor says where.
    const [last] = await tx
      .select({ m: max(homeItems.sortOrder) })
      .from(homeItems)
      .where(eq(homeItems.type, b.type));
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
  return getHomeItem(db, id);
}

/** Menu items are replaced when given, kept when not. */
export async function updateHomeItem(
  db: DbOrTx,
  id: number,
  input: z.output<typeof ZUpdateHomeItemRequest>,
  actor: Actor,
) {
  const { menuItems, contentVi, contentEn, ...b } = input;
  await db.transaction(async (tx) => {
    if (b.categoryId) await assertCategoryExists(tx, b.categoryId, 'categoryId');
    const [row] = await tx
      .update(homeItems)
      .set({
        ...b,
        ...sanitizedBodies(contentVi, contentEn),
        updatedAt: new Date(),
        updatedBy: actor.userId,
      })
      .where(eq(homeItems.id, id))
      .returning({ id: homeItems.id });
    if (!row) throw notFound('content.homeItemNotFound');
    if (menuItems) await replaceMenuItems(tx, row.id, menuItems);
  });
  return getHomeItem(db, id);
}

export async function deleteHomeItem(db: DbOrTx, id: number) {
  const [row] = await db.delete(homeItems).where(eq(homeItems.id, id)).returning({ id: homeItems.id });
  if (!row) throw notFound('content.homeItemNotFound');
  return deleted(row.id);
}

// ---------------------------------------------------------------------------------------------
// Newsletter
// ---------------------------------------------------------------------------------------------

/** One row per address: signing up again is answered, not stored twice. */
export async function subscribe(db: DbOrTx, email: string, locale: Locale) {
  const rows = await db
    .insert(newsletterSubscriptions)
    .values({ email, locale })
    .onConflictDoNothing({ target: newsletterSubscriptions.email })
    .returning({ id: newsletterSubscriptions.id });
  return { subscribed: true as const, alreadySubscribed: rows.length === 0 };
}

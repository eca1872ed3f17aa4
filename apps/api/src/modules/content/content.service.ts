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
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { conflict, fieldError, notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/auth-markers';
import { toPost } from './content.mappers';
import * as repo from './content.repository';
import { sanitizePostHtml } from './sanitize';

/** The setting that holds the footer's company block. */
export const COMPANY_INFO_KEY = 'company_info';

const deleted = (id: number) => ({ id, deleted: true as const });

/** The bodies an update gives, sanitized; a body it leaves out stays as it is. */
const sanitizedBodies = (vi: string | undefined, en: string | undefined) => ({
  ...(vi !== undefined ? { contentVi: sanitizePostHtml(vi) } : {}),
  ...(en !== undefined ? { contentEn: sanitizePostHtml(en) } : {}),
});

/**
 * What an update writes: the fields it gives (its bodies sanitized; a body it leaves out stays as
 * it is), and who changed the row when.
 */
function edits<T extends { contentVi?: string; contentEn?: string }>(
  { contentVi, contentEn, ...fields }: T,
  actor: Actor,
) {
  return {
    ...fields,
    ...sanitizedBodies(contentVi, contentEn),
    updatedAt: new Date(),
    updatedBy: actor.userId,
  };
}

/** A category an item is put in must be there (a 400 on `categoryId`); none given, none checked. */
async function assertGivenCategory(db: DbOrTx, categoryId: number | null | undefined) {
  if (categoryId) await repo.assertCategoryExists(db, categoryId, 'categoryId');
}

/** The page `q` asks for of what a list query found. */
const pageOf = <T>(
  { results, total }: { results: T[]; total: number },
  q: { page: number; pageSize: number },
) => toPage(results, total, q);

/** The item read, or a 404 saying `key` when there is none. */
function orNotFound<T>(item: T | null | undefined, key: string): T {
  if (!item) throw notFound(key);
  return item;
}

// ---------------------------------------------------------------------------------------------
// Categories (seed §7)
// ---------------------------------------------------------------------------------------------

export async function categoryPage(db: DbOrTx, q: TCategoryListQuery) {
  return pageOf(await repo.listCategories(db, q), q);
}

export async function getCategory(db: DbOrTx, id: number) {
  return orNotFound(await repo.findCategory(db, id), 'content.categoryNotFound');
}

export async function createCategory(
  db: DbOrTx,
  input: z.output<typeof ZCreateCategoryRequest>,
  actor: Actor,
) {
  const id = await repo.insertCategory(db, { ...input, createdBy: actor.userId, updatedBy: actor.userId });
  return (await repo.findCategory(db, id))!;
}

export async function updateCategory(
  db: DbOrTx,
  id: number,
  input: z.output<typeof ZUpdateCategoryRequest>,
  actor: Actor,
) {
  const updated = await repo.updateCategory(db, id, {
    ...input,
    updatedAt: new Date(),
    updatedBy: actor.userId,
  });
  if (updated === undefined) throw notFound('content.categoryNotFound');
  return (await repo.findCategory(db, updated))!;
}

/** Only an empty category goes: posts are never deleted as a side effect (a 409 with their count). */
export async function deleteCategory(db: DbOrTx, id: number) {
  return db.transaction(async (tx) => {
    if (!(await repo.categoryExists(tx, id))) throw notFound('content.categoryNotFound');
    const n = await repo.countPostsOf(tx, id);
    if (n > 0) throw conflict('content.categoryHasPosts', undefined, { count: n });
    await repo.deleteCategory(tx, id);
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
  return pageOf(await repo.listPosts(db, { ...q, categoryId }, locale, scheduled), q);
}

/** One post; one dated in the future exists for the public only from its time on. */
export async function getPost(db: DbOrTx, id: number, locale: Locale, scheduled = false) {
  const found = await repo.findPostRow(db, id);
  if (!found || (!scheduled && isScheduled(found.post))) throw notFound('content.postNotFound');
  return toPost(found.post, found.category, locale);
}

/** Posts like this one: its category first, then the newest of the rest. */
export async function postsLike(db: DbOrTx, id: number, limit: number, locale: Locale) {
  const found = await repo.findPostRow(db, id);
  if (!found) throw notFound('content.postNotFound');
  return repo.similarPosts(db, found.post.id, found.post.categoryId, limit, locale);
}

export async function createPost(
  db: DbOrTx,
  input: z.output<typeof ZCreatePostRequest>,
  actor: Actor,
  locale: Locale,
) {
  const id = await db.transaction(async (tx) => {
    await repo.assertCategoryExists(tx, input.categoryId, 'categoryId');
    return repo.insertPost(tx, {
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
    });
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
  const { publishedAt, ...rest } = input;
  await db.transaction(async (tx) => {
    await assertGivenCategory(tx, rest.categoryId);
    const updated = await repo.updatePost(tx, id, {
      ...edits(rest, actor),
      ...(publishedAt ? { publishedAt: new Date(publishedAt) } : {}),
    });
    if (updated === undefined) throw notFound('content.postNotFound');
  });
  return getPost(db, id, locale, true);
}

export async function deletePost(db: DbOrTx, id: number) {
  const gone = await repo.deletePost(db, id);
  if (gone === undefined) throw notFound('content.postNotFound');
  return deleted(gone);
}

// ---------------------------------------------------------------------------------------------
// Home content (seed §7): TOP, HEADER, BODY, FOOTER, SERVICE and their menu items
// ---------------------------------------------------------------------------------------------

/** Seed §7: an empty result is an empty list, never a 404. */
export function publicHomeItems(db: DbOrTx, type?: THomeItem['type']) {
  return repo.homeItemsOfType(db, type);
}

export async function homeItemPage(db: DbOrTx, q: z.output<typeof ZHomeItemListQuery>) {
  return pageOf(await repo.listHomeItems(db, q), q);
}

export async function getHomeItem(db: DbOrTx, id: number) {
  return orNotFound(await repo.findHomeItem(db, id), 'content.homeItemNotFound');
}

export async function companyInfo(db: DbOrTx) {
  const value = await repo.findSetting(db, COMPANY_INFO_KEY);
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
    const known = new Set(await repo.homeItemIdsOf(tx, type));
    if (ids.length !== known.size || new Set(ids).size !== ids.length || !ids.every((id) => known.has(id)))
      throw fieldError('ids', 'content.reorderMismatch');
    for (const [i, id] of ids.entries())
      await repo.updateHomeItem(tx, id, { sortOrder: i, updatedAt: new Date(), updatedBy: actor.userId });
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
    await assertGivenCategory(tx, b.categoryId);
    // A new item goes last within its type unless the editor says where.
    const last = await repo.lastHomeItemOrder(tx, b.type);
    const id = await repo.insertHomeItem(tx, {
      ...b,
      contentVi: sanitizePostHtml(contentVi),
      contentEn: sanitizePostHtml(contentEn),
      sortOrder: b.sortOrder ?? (last == null ? 0 : last + 1),
      createdBy: actor.userId,
      updatedBy: actor.userId,
    });
    await repo.replaceMenuItems(tx, id, menuItems);
    return id;
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
  const { menuItems, ...b } = input;
  await db.transaction(async (tx) => {
    await assertGivenCategory(tx, b.categoryId);
    const updated = await repo.updateHomeItem(tx, id, edits(b, actor));
    if (updated === undefined) throw notFound('content.homeItemNotFound');
    if (menuItems) await repo.replaceMenuItems(tx, updated, menuItems);
  });
  return getHomeItem(db, id);
}

export async function deleteHomeItem(db: DbOrTx, id: number) {
  const gone = await repo.deleteHomeItem(db, id);
  if (gone === undefined) throw notFound('content.homeItemNotFound');
  return deleted(gone);
}

// ---------------------------------------------------------------------------------------------
// Newsletter
// ---------------------------------------------------------------------------------------------

/** One row per address: signing up again is answered, not stored twice. */
export async function subscribe(db: DbOrTx, email: string, locale: Locale) {
  const added = await repo.insertSubscription(db, email, locale);
  return { subscribed: true as const, alreadySubscribed: !added };
}

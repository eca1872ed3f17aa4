import type {
  Locale,
  TCategoryListQuery,
  THomeItem,
  TMenuItemInput,
  TPostListQuery,
  ZHomeItemListQuery,
} from '@acf/shared';
import { and, asc, count, desc, eq, inArray, lte, max, ne, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import {
  appSettings,
  categories,
  homeItems,
  homeMenuItems,
  newsletterSubscriptions,
  posts,
} from '../../db/schema';
import { searchIn } from '../../db/sql';
import { fieldError } from '../../lib/errors';
import { toCategory, toHomeItem, toMenuItem, toPostSummary } from './content.mappers';

// ---------------------------------------------------------------------------------------------
// Categories
// ---------------------------------------------------------------------------------------------

const postCounts = (db: DbOrTx) =>
  db
    .select({ categoryId: posts.categoryId, n: count().as('n') })
    .from(posts)
    .groupBy(posts.categoryId)
    .as('pc');

export async function listCategories(db: DbOrTx, q: TCategoryListQuery) {
  const where = searchIn(q.search, [categories.nameVi, categories.nameEn]);
  const pc = postCounts(db);
  const [rows, [total]] = await Promise.all([
    db
      .select({ c: categories, n: pc.n })
      .from(categories)
      .leftJoin(pc, eq(pc.categoryId, categories.id))
      .where(where)
      .orderBy(asc(categories.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ total: count() }).from(categories).where(where),
  ]);
  return { results: rows.map((r) => toCategory(r.c, Number(r.n ?? 0))), total: total?.total ?? 0 };
}

export async function findCategory(db: DbOrTx, id: number) {
  const [row] = await db.select().from(categories).where(eq(categories.id, id));
  if (!row) return null;
  const [n] = await db.select({ n: count() }).from(posts).where(eq(posts.categoryId, id));
  return toCategory(row, n?.n ?? 0);
}

/** A referenced category must exist: a 400 naming the field, not a foreign-key 500. */
export async function assertCategoryExists(db: DbOrTx, id: number, field: string) {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, id));
  if (!row) throw fieldError(field, 'content.categoryMissing');
}

/**
 * The writes of a kind of content, each row named by its serial id: insert answers the new id,
 * update and delete the row's id, or undefined when there is none.
 */
function contentWrites<T extends typeof categories | typeof posts | typeof homeItems>(table: T) {
  // Drizzle's builders do not follow a table chosen by a type parameter; each call is one of the three.
  const t = table as typeof posts;
  type Values = T['$inferInsert'];
  return {
    insert: async (db: DbOrTx, values: Values) => {
      const [row] = await db
        .insert(t)
        .values(values as typeof posts.$inferInsert)
        .returning({ id: t.id });
      return row!.id;
    },
    update: async (db: DbOrTx, id: number, values: Partial<Values>) => {
      const [row] = await db.update(t).set(values).where(eq(t.id, id)).returning({ id: t.id });
      return row?.id;
    },
    remove: async (db: DbOrTx, id: number) => {
      const [row] = await db.delete(t).where(eq(t.id, id)).returning({ id: t.id });
      return row?.id;
    },
  };
}

const categoryWrites = contentWrites(categories);
export const insertCategory = categoryWrites.insert;
/** The category's id, or undefined when there is none. */
export const updateCategory = categoryWrites.update;

export async function categoryExists(db: DbOrTx, id: number) {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, id));
  return !!row;
}

export async function countPostsOf(db: DbOrTx, categoryId: number) {
  const [n] = await db.select({ n: count() }).from(posts).where(eq(posts.categoryId, categoryId));
  return n?.n ?? 0;
}

export const deleteCategory = categoryWrites.remove;

export async function assertPostExists(db: DbOrTx, id: number, field: string) {
  const [row] = await db.select({ id: posts.id }).from(posts).where(eq(posts.id, id));
  if (!row) throw fieldError(field, 'content.postMissing');
}

// ---------------------------------------------------------------------------------------------
// Posts
// ---------------------------------------------------------------------------------------------

const summaryColumns = {
  id: posts.id,
  slug: posts.slug,
  categoryId: posts.categoryId,
  titleVi: posts.titleVi,
  titleEn: posts.titleEn,
  descriptionVi: posts.descriptionVi,
  descriptionEn: posts.descriptionEn,
  thumbnail: posts.thumbnail,
  publishedAt: posts.publishedAt,
  createdAt: posts.createdAt,
  updatedAt: posts.updatedAt,
  createdBy: posts.createdBy,
  updatedBy: posts.updatedBy,
};
const categoryRef = { id: categories.id, nameVi: categories.nameVi, nameEn: categories.nameEn };

export async function listPosts(
  db: DbOrTx,
  q: Omit<TPostListQuery, 'category'> & { categoryId?: number },
  locale: Locale,
  scheduled = false,
) {
  const conds: SQL[] = [];
  // A post dated in the future is listed from its time on; editors see it beforehand.
  if (!scheduled) conds.push(lte(posts.publishedAt, sql`now()`));
  if (q.categoryId) conds.push(eq(posts.categoryId, q.categoryId));
  const search = searchIn(q.search, [posts.titleVi, posts.titleEn, posts.descriptionVi, posts.descriptionEn]);
  if (search) conds.push(search);
  const where = conds.length ? and(...conds) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ p: summaryColumns, c: categoryRef })
      .from(posts)
      .leftJoin(categories, eq(categories.id, posts.categoryId))
      .where(where)
      .orderBy(desc(posts.publishedAt), desc(posts.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ total: count() }).from(posts).where(where),
  ]);
  return {
    results: rows.map((r) => toPostSummary(r.p, r.c?.id ? r.c : null, locale)),
    total: total?.total ?? 0,
  };
}

export async function findPostRow(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ p: posts, c: categoryRef })
    .from(posts)
    .leftJoin(categories, eq(categories.id, posts.categoryId))
    .where(eq(posts.id, id));
  return row ? { post: row.p, category: row.c?.id ? row.c : null } : null;
}

/** Same category first (newest first), then the newest of the rest, never the post itself. */
export async function similarPosts(
  db: DbOrTx,
  id: number,
  categoryId: number | null,
  limit: number,
  locale: Locale,
) {
  const sameCategory = categoryId == null ? sql`false` : eq(posts.categoryId, categoryId);
  const rows = await db
    .select({ p: summaryColumns, c: categoryRef })
    .from(posts)
    .leftJoin(categories, eq(categories.id, posts.categoryId))
    .where(and(ne(posts.id, id), lte(posts.publishedAt, sql`now()`)))
    .orderBy(sql`case when ${sameCategory} then 0 else 1 end`, desc(posts.publishedAt), desc(posts.id))
    .limit(limit);
  return rows.map((r) => toPostSummary(r.p, r.c?.id ? r.c : null, locale));
}

// ---------------------------------------------------------------------------------------------
// Home content
// ---------------------------------------------------------------------------------------------

/** Loads items with their menu items (and what those link to) in display order. */
export async function loadHomeItems(
  db: DbOrTx,
  where: SQL | undefined,
  paging?: { limit: number; offset: number },
) {
  const base = db
    .select()
    .from(homeItems)
    .where(where)
    .orderBy(asc(homeItems.type), asc(homeItems.sortOrder), asc(homeItems.id));
  const items = paging ? await base.limit(paging.limit).offset(paging.offset) : await base;
  if (items.length === 0) return [] as THomeItem[];
  const menuRows = await db
    .select({
      m: homeMenuItems,
      c: {
        id: categories.id,
        nameVi: categories.nameVi,
        nameEn: categories.nameEn,
        thumbnail: categories.thumbnail,
      },
      p: { id: posts.id, titleVi: posts.titleVi, titleEn: posts.titleEn, thumbnail: posts.thumbnail },
    })
    .from(homeMenuItems)
    .leftJoin(categories, eq(categories.id, homeMenuItems.categoryId))
    .leftJoin(posts, eq(posts.id, homeMenuItems.postId))
    .where(
      inArray(
        homeMenuItems.homeItemId,
        items.map((i) => i.id),
      ),
    )
    .orderBy(asc(homeMenuItems.sortOrder), asc(homeMenuItems.id));
  return items.map((item) =>
    toHomeItem(
      item,
      menuRows
        .filter((r) => r.m.homeItemId === item.id)
        .map((r) => toMenuItem(r.m, r.c?.id ? r.c : null, r.p?.id ? r.p : null)),
    ),
  );
}

/** The items of one type (every item without one), with their menu items. */
export function homeItemsOfType(db: DbOrTx, type?: THomeItem['type']) {
  return loadHomeItems(db, type ? eq(homeItems.type, type) : undefined);
}

export async function findHomeItem(db: DbOrTx, id: number) {
  const [item] = await loadHomeItems(db, eq(homeItems.id, id));
  return item;
}

/** The back office's list: one type or all, searched in both languages' titles, one page of it. */
export async function listHomeItems(db: DbOrTx, q: z.output<typeof ZHomeItemListQuery>) {
  const conds: SQL[] = [];
  if (q.type) conds.push(eq(homeItems.type, q.type));
  const search = searchIn(q.search, [homeItems.titleVi, homeItems.titleEn]);
  if (search) conds.push(search);
  const where = conds.length ? and(...conds) : undefined;
  const [results, [total]] = await Promise.all([
    loadHomeItems(db, where, { limit: q.pageSize, offset: (q.page - 1) * q.pageSize }),
    db.select({ total: count() }).from(homeItems).where(where),
  ]);
  return { results, total: total?.total ?? 0 };
}

/** A setting's stored value (JSON text), or null when it was never written. */
export async function findSetting(db: DbOrTx, key: string) {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, key));
  return row?.value ?? null;
}

/** Replaces an item's menu items with `items`, in that order. */
export async function replaceMenuItems(db: DbOrTx, homeItemId: number, items: TMenuItemInput[]) {
  await db.delete(homeMenuItems).where(eq(homeMenuItems.homeItemId, homeItemId));
  for (const [i, m] of items.entries()) {
    if (m.typeLink === 'category' && m.categoryId)
      await assertCategoryExists(db, m.categoryId, `menuItems.${i}.categoryId`);
    if (m.typeLink === 'post' && m.postId) await assertPostExists(db, m.postId, `menuItems.${i}.postId`);
  }
  if (items.length === 0) return;
  await db.insert(homeMenuItems).values(
    items.map((m, i) => ({
      homeItemId,
      nameVi: m.nameVi,
      nameEn: m.nameEn,
      typeLink: m.typeLink,
      // The route of a category/post item ends in its id (seed §2), kept in `link` as the seed has it.
      link:
        m.typeLink === 'category'
          ? String(m.categoryId)
          : m.typeLink === 'post'
            ? String(m.postId)
            : (m.link ?? null),
      categoryId: m.typeLink === 'category' ? (m.categoryId ?? null) : null,
      postId: m.typeLink === 'post' ? (m.postId ?? null) : null,
      sortOrder: i,
    })),
  );
}

// ---------------------------------------------------------------------------------------------
// Writes of posts, home items and the newsletter
// ---------------------------------------------------------------------------------------------

const postWrites = contentWrites(posts);
export const insertPost = postWrites.insert;
/** The post's id, or undefined when there is none. */
export const updatePost = postWrites.update;
/** The deleted post's id, or undefined when there was none. */
export const deletePost = postWrites.remove;

/** The ids of the home items of one type. */
export async function homeItemIdsOf(db: DbOrTx, type: THomeItem['type']) {
  const rows = await db.select({ id: homeItems.id }).from(homeItems).where(eq(homeItems.type, type));
  return rows.map((r) => r.id);
}

/** The highest sort order within a type, or null when it has no item. */
export async function lastHomeItemOrder(db: DbOrTx, type: THomeItem['type']) {
  const [last] = await db
    .select({ m: max(homeItems.sortOrder) })
    .from(homeItems)
    .where(eq(homeItems.type, type));
  return last?.m ?? null;
}

const homeItemWrites = contentWrites(homeItems);
export const insertHomeItem = homeItemWrites.insert;
/** The item's id, or undefined when there is none. */
export const updateHomeItem = homeItemWrites.update;
/** The deleted item's id, or undefined when there was none. */
export const deleteHomeItem = homeItemWrites.remove;

/** Whether the address is new (an address already signed up is not stored twice). */
export async function insertSubscription(db: DbOrTx, email: string, locale: Locale) {
  const rows = await db
    .insert(newsletterSubscriptions)
    .values({ email, locale })
    .onConflictDoNothing({ target: newsletterSubscriptions.email })
    .returning({ id: newsletterSubscriptions.id });
  return rows.length > 0;
}

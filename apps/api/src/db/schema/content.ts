import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsTo, inTwoLanguages, inTwoLanguagesOrBlank, nowStamp, timestamps } from './columns';

const audit = {
  ...timestamps(),
  /** Who wrote it last (user id); null for seeded content. */
  createdBy: text('created_by'),
  updatedBy: text('updated_by'),
};

/** Post categories (seed §3). Integer ids: public URLs end in `.{id}`. */
export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  ...inTwoLanguages('name'),
  thumbnail: text('thumbnail'),
  ...audit,
});

export const posts = pgTable(
  'posts',
  {
    id: serial('id').primaryKey(),
    // A category with posts cannot be deleted (the service says so with a 409).
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'restrict' }),
    slug: text('slug').notNull(),
    ...inTwoLanguages('title'),
    ...inTwoLanguagesOrBlank('description'),
    /** Sanitized HTML (allow-list) — never stored as sent. */
    ...inTwoLanguagesOrBlank('content'),
    thumbnail: text('thumbnail'),
    publishedAt: nowStamp('published_at'),
    ...audit,
  },
  (t) => [index('posts_category_published_idx').on(t.categoryId, t.publishedAt)],
);

/** Home content items of the seed's five types, each with its ordered menu items. */
export const homeItems = pgTable(
  'home_items',
  {
    id: serial('id').primaryKey(),
    type: text('type').notNull(),
    ...inTwoLanguages('title'),
    link: text('link'),
    ...inTwoLanguagesOrBlank('content'),
    icon: text('icon'),
    thumbnail: text('thumbnail'),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    sortOrder: integer('sort_order').notNull().default(0),
    ...audit,
  },
  (t) => [
    index('home_items_type_order_idx').on(t.type, t.sortOrder),
    check('home_items_type_check', sql`${t.type} in ('TOP', 'HEADER', 'BODY', 'FOOTER', 'SERVICE')`),
  ],
);

export const homeMenuItems = pgTable(
  'home_menu_items',
  {
    id: serial('id').primaryKey(),
    homeItemId: belongsTo(integer('home_item_id'), () => homeItems.id),
    ...inTwoLanguages('name'),
    typeLink: text('type_link').notNull(),
    link: text('link'),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    postId: integer('post_id').references(() => posts.id, { onDelete: 'set null' }),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    index('home_menu_items_item_idx').on(t.homeItemId, t.sortOrder),
    check('home_menu_items_type_link_check', sql`${t.typeLink} in ('category', 'post', 'other')`),
  ],
);

/** Footer promotion-news sign-ups; one row per address (stored lower-cased). */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    locale: text('locale').notNull().default('vi'),
    createdAt: nowStamp('created_at'),
  },
  (t) => [uniqueIndex('newsletter_subscriptions_email_idx').on(t.email)],
);

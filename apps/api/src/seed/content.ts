import { slugify } from '@acf/shared';
import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { appSettings, categories, homeItems, posts } from '../db/schema';
import { PUBLIC_CACHE_CONTROL, type Storage } from '../lib/storage';
import { replaceMenuItems } from '../modules/content/content.repository';
import { COMPANY_INFO_KEY } from '../modules/content/content.service';
import { sanitizePostHtml } from '../modules/content/sanitize';
import { COMPANY_INFO, SEED_CATEGORIES, SEED_HOME_ITEMS, SEED_POSTS } from './content.data';

/** Two brand-related colours per picture, so the sample posts do not all look alike. */
const PALETTES: [string, string][] = [
  ['#c8102e', '#7a0a1c'],
  ['#1d3557', '#457b9d'],
  ['#c8102e', '#f28c28'],
  ['#264653', '#2a9d8f'],
  ['#5b2a86', '#c8102e'],
  ['#0b4f6c', '#01baef'],
];

/** An abstract illustration (parcel, route and globe lines), drawn without any text. */
function illustration(i: number): string {
  const [a, b] = PALETTES[i % PALETTES.length]!;
  const shift = (i * 97) % 300;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675" viewBox="0 0 1200 675">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
  <rect width="1200" height="675" fill="url(#g)"/>
  <circle cx="${900 - shift}" cy="330" r="250" fill="none" stroke="#fff" stroke-opacity=".18" stroke-width="3"/>
  <ellipse cx="${900 - shift}" cy="330" rx="110" ry="250" fill="none" stroke="#fff" stroke-opacity=".18" stroke-width="3"/>
  <line x1="${650 - shift}" y1="330" x2="${1150 - shift}" y2="330" stroke="#fff" stroke-opacity=".18" stroke-width="3"/>
  <path d="M80 ${560 - (shift % 120)} C 360 ${380 - (shift % 90)}, 640 ${620 - (shift % 60)}, 1120 ${170 + (shift % 80)}" fill="none" stroke="#fff" stroke-opacity=".55" stroke-width="5" stroke-dasharray="18 14"/>
  <g transform="translate(${180 + (shift % 160)} 190)">
    <polygon points="0,60 150,0 300,60 150,120" fill="#fff" fill-opacity=".95"/>
    <polygon points="0,60 150,120 150,300 0,240" fill="#fff" fill-opacity=".75"/>
    <polygon points="300,60 150,120 150,300 300,240" fill="#fff" fill-opacity=".55"/>
    <polygon points="60,36 210,96 240,84 90,24" fill="${a}" fill-opacity=".8"/>
  </g>
</svg>`;
}

async function writeIllustration(storage: Storage, name: string, i: number): Promise<string> {
  const key = `seed/${name}.webp`;
  if (!(await storage.head(key))) {
    const bytes = await sharp(Buffer.from(illustration(i)))
      .webp({ quality: 80 })
      .toBuffer();
    await storage.put(key, bytes, { contentType: 'image/webp', cacheControl: PUBLIC_CACHE_CONTROL });
  }
  return `/uploads/${key}`;
}

/**
 * The public site's sample content (categories, the seed's seven articles and more, home items
 * with their menus, the company block). Loaded only into empty content tables, so an editor's
 * changes and deletions are never undone by a restart.
 */
export async function seedContent(app: FastifyInstance): Promise<void> {
  const db = app.db;
  await db
    .insert(appSettings)
    .values({ key: COMPANY_INFO_KEY, value: JSON.stringify(COMPANY_INFO) })
    .onConflictDoNothing({ target: appSettings.key });

  const [existing] = await db.select({ n: count() }).from(categories);
  if ((existing?.n ?? 0) > 0) return;

  const thumbnails = await Promise.all(SEED_POSTS.map((p, i) => writeIllustration(app.storage, p.key, i)));
  const categoryThumbs = await Promise.all(
    SEED_CATEGORIES.map((c, i) => writeIllustration(app.storage, `category-${c.key}`, i + 2)),
  );

  await db.transaction(async (tx) => {
    const categoryIds = new Map<string, number>();
    for (const [i, c] of SEED_CATEGORIES.entries()) {
      const [row] = await tx
        .insert(categories)
        .values({ nameVi: c.nameVi, nameEn: c.nameEn, thumbnail: categoryThumbs[i] })
        .returning({ id: categories.id });
      categoryIds.set(c.key, row!.id);
    }
    const postIds = new Map<string, number>();
    for (const [i, p] of SEED_POSTS.entries()) {
      const [row] = await tx
        .insert(posts)
        .values({
          categoryId: categoryIds.get(p.categoryKey) ?? null,
          slug: p.slug || slugify(p.titleEn),
          titleVi: p.titleVi,
          titleEn: p.titleEn,
          descriptionVi: p.descriptionVi,
          descriptionEn: p.descriptionEn,
          contentVi: sanitizePostHtml(p.contentVi),
          contentEn: sanitizePostHtml(p.contentEn),
          thumbnail: thumbnails[i],
          publishedAt: new Date(p.publishedAt),
        })
        .returning({ id: posts.id });
      postIds.set(p.key, row!.id);
    }
    const order = new Map<string, number>();
    for (const item of SEED_HOME_ITEMS) {
      const sortOrder = order.get(item.type) ?? 0;
      order.set(item.type, sortOrder + 1);
      const [row] = await tx
        .insert(homeItems)
        .values({
          type: item.type,
          titleVi: item.titleVi,
          titleEn: item.titleEn,
          link: item.link ?? null,
          contentVi: sanitizePostHtml(item.contentVi ?? ''),
          contentEn: sanitizePostHtml(item.contentEn ?? ''),
          icon: item.icon ?? null,
          categoryId: item.categoryKey ? (categoryIds.get(item.categoryKey) ?? null) : null,
          sortOrder,
        })
        .returning({ id: homeItems.id });
      await replaceMenuItems(
        tx,
        row!.id,
        item.menuItems.map((m) => ({
          nameVi: m.nameVi,
          nameEn: m.nameEn,
          typeLink: m.typeLink,
          link: m.link ?? null,
          categoryId: m.categoryKey ? (categoryIds.get(m.categoryKey) ?? null) : null,
          postId: m.postKey ? (postIds.get(m.postKey) ?? null) : null,
        })),
      );
    }
  });
  app.log.info({ posts: SEED_POSTS.length, homeItems: SEED_HOME_ITEMS.length }, 'sample content seeded');
}

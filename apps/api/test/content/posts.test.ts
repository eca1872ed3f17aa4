import { describe, expect, it } from 'vitest';
import { loginAs } from '../helpers/auth';
import { appSuite, fieldsOf, type TestApp } from '../helpers/build';

let app: TestApp;
let editor: { authorization: string };
let categoryId: number;

appSuite({}, async (s) => {
  ({ app } = s);
  editor = (await loginAs(app, 'CONTENT_EDITOR')).headers;
  categoryId = await newCategory('Kiểm thử', 'Testing');
});

/** A new post category's id. */
const newCategory = async (nameVi: string, nameEn: string) =>
  (
    await app.inject({
      method: 'POST',
      url: '/api/v1/posts/create-category-post',
      headers: editor,
      payload: { nameVi, nameEn },
    })
  ).json().id as number;

const createPost = (payload: Record<string, unknown>, headers: Record<string, string> = editor) =>
  app.inject({ method: 'POST', url: '/api/v1/posts', headers, payload: { categoryId, ...payload } });

describe('posts', () => {
  it('has the seed articles in both languages; the public list holds those whose time has come', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/posts?pageSize=50' });
    expect(res.statusCode).toBe(200);
    expect(res.json().results[0]).not.toHaveProperty('contentVi');
    const listed = res.json().results.map((p: { slug: string }) => p.slug);
    const all = (
      await app.inject({ method: 'GET', url: '/api/v1/posts?pageSize=50', headers: editor })
    ).json().results as { slug: string; publishedAt: string }[];
    expect(all.length).toBeGreaterThanOrEqual(13);
    for (const slug of [
      'banned-goods',
      'dangerous-goods',
      'tet-holiday-notice',
      'core-values',
      'customs-clearance-capacity',
      'system-capacity',
      'international-network',
      'international-express',
      'economy-express',
      'air-freight',
    ]) {
      const post = all.find((p) => p.slug === slug);
      expect(post, slug).toBeDefined();
      // Listed publicly exactly when its publication time has passed (the editor sees it before).
      expect(listed.includes(slug), slug).toBe(Date.parse(post!.publishedAt) <= Date.now());
    }
  });

  it('a post dated in the future is not listed, opened or suggested until its time; its editor sees it', async () => {
    const later = await createPost({
      titleVi: 'Thông báo sắp tới',
      titleEn: 'Coming notice',
      contentVi: '<p>Sắp tới</p>',
      contentEn: '<p>Soon</p>',
      publishedAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(later.statusCode).toBe(201);
    const id = later.json().id as number;
    const earlier = await createPost({
      titleVi: 'Thông báo đã đăng',
      titleEn: 'Posted notice',
      contentVi: '<p>Đã đăng</p>',
      contentEn: '<p>Posted</p>',
      publishedAt: new Date(Date.now() - 60_000).toISOString(),
    });
    const ids = async (headers?: Record<string, string>) =>
      (await app.inject({ url: `/api/v1/posts?category=${categoryId}&pageSize=50`, headers }))
        .json()
        .results.map((p: { id: number }) => p.id);
    expect(await ids()).not.toContain(id);
    expect(await ids()).toContain(earlier.json().id);
    expect(await ids(editor)).toContain(id);
    expect((await app.inject({ url: `/api/v1/posts/${id}` })).statusCode).toBe(404);
    expect((await app.inject({ url: `/api/v1/posts/${id}`, headers: editor })).statusCode).toBe(200);
    const similar = await app.inject({ url: `/api/v1/posts/similar-posts/${earlier.json().id}?limit=20` });
    expect(similar.json().map((p: { id: number }) => p.id)).not.toContain(id);
  });

  it('creates a bilingual post and reads it by id and slug, with the seed view fields', async () => {
    const res = await createPost({
      titleVi: 'Giao hàng đi Úc',
      titleEn: 'Shipping to Australia',
      descriptionVi: 'Mô tả',
      descriptionEn: 'Description',
      contentVi: '<p>Nội dung</p>',
      contentEn: '<p>Content</p>',
      thumbnail: '/uploads/2026/01/x.webp',
      publishedAt: '2026-03-04T05:06:07Z',
    });
    expect(res.statusCode).toBe(201);
    const post = res.json();
    expect(post).toMatchObject({
      slug: 'shipping-to-australia',
      categoryId,
      category: { id: categoryId, nameVi: 'Kiểm thử', nameEn: 'Testing' },
      title: 'Giao hàng đi Úc',
      desc: 'Mô tả',
      img: '/uploads/2026/01/x.webp',
      // Ho Chi Minh time, DD/MM/YYYY HH:mm:ss.
      time: '04/03/2026 12:06:07',
      contentVi: '<p>Nội dung</p>',
    });
    const bySlug = await app.inject({
      method: 'GET',
      url: encodeURI(`/api/v1/posts/giao_hàng_đi_úc.${post.id}`),
      headers: { 'accept-language': 'en' },
    });
    expect(bySlug.statusCode).toBe(200);
    expect(bySlug.json()).toMatchObject({ id: post.id, title: 'Shipping to Australia', desc: 'Description' });
  });

  it('filters by category (id or slug) and searches', async () => {
    await createPost({ titleVi: 'Tìm thấy tôi', titleEn: 'Find me' });
    const byCat = await app.inject({ method: 'GET', url: `/api/v1/posts?category=kiem_thu.${categoryId}` });
    expect(byCat.json().results.every((p: { categoryId: number }) => p.categoryId === categoryId)).toBe(true);
    expect(byCat.json().totalResults).toBeGreaterThanOrEqual(1);
    const search = await app.inject({ method: 'GET', url: '/api/v1/posts?search=find%20me' });
    expect(search.json().results.map((p: { titleEn: string }) => p.titleEn)).toEqual(['Find me']);
    const bad = await app.inject({ method: 'GET', url: '/api/v1/posts?category=abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('category');
  });

  it('names bad fields: missing titles, unknown category, bad date, bad slug', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/posts',
      headers: { ...editor, 'accept-language': 'en' },
      payload: { titleVi: '', publishedAt: 'yesterday', slug: 'Not A Slug' },
    });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toEqual(['categoryId', 'publishedAt', 'slug', 'titleEn', 'titleVi']);
    const unknown = await createPost({ categoryId: 99999, titleVi: 'a', titleEn: 'a' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([{ field: 'categoryId', message: 'Danh mục không tồn tại' }]);
  });

  it('guards writes: anonymous 401, a role without manage_category 403', async () => {
    const post = (await createPost({ titleVi: 'a', titleEn: 'a' })).json();
    const customer = (await loginAs(app, 'CUSTOMER')).headers;
    const dispatcher = (await loginAs(app, 'DISPATCHER')).headers;
    expect((await createPost({ titleVi: 'a', titleEn: 'a' }, {})).statusCode).toBe(401);
    expect((await createPost({ titleVi: 'a', titleEn: 'a' }, customer)).statusCode).toBe(403);
    expect((await createPost({ titleVi: 'a', titleEn: 'a' }, dispatcher)).statusCode).toBe(403);
    for (const method of ['PATCH', 'DELETE'] as const) {
      const url = `/api/v1/posts/${post.id}`;
      const payload = method === 'PATCH' ? { titleVi: 'b' } : undefined;
      expect((await app.inject({ method, url, payload })).statusCode).toBe(401);
      expect((await app.inject({ method, url, payload, headers: customer })).statusCode).toBe(403);
    }
  });

  it('updates and deletes a post', async () => {
    const post = (await createPost({ titleVi: 'Cũ', titleEn: 'Old' })).json();
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/v1/posts/old.${post.id}`,
      headers: editor,
      payload: { titleEn: 'New', contentEn: '<p onclick="x()">Hi<script>alert(1)</script></p>' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ titleVi: 'Cũ', titleEn: 'New', contentEn: '<p>Hi</p>' });
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/v1/posts/${post.id}`, headers: editor })).json(),
    ).toEqual({
      id: post.id,
      deleted: true,
    });
    expect((await app.inject({ method: 'GET', url: `/api/v1/posts/${post.id}` })).statusCode).toBe(404);
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/v1/posts/${post.id}`, headers: editor })).statusCode,
    ).toBe(404);
  });

  it('suggests similar posts: same category first, never itself, up to the limit', async () => {
    const cat2 = await newCategory('Khác', 'Other');
    const a = (
      await createPost({ categoryId: cat2, titleVi: 'A', titleEn: 'A', publishedAt: '2020-01-01T00:00:00Z' })
    ).json();
    const b = (
      await createPost({ categoryId: cat2, titleVi: 'B', titleEn: 'B', publishedAt: '2020-01-02T00:00:00Z' })
    ).json();
    const res = await app.inject({ method: 'GET', url: `/api/v1/posts/similar-posts/a.${a.id}?limit=3` });
    expect(res.statusCode).toBe(200);
    const ids = res.json().map((p: { id: number }) => p.id);
    expect(ids).toHaveLength(3);
    expect(ids[0]).toBe(b.id);
    expect(ids).not.toContain(a.id);
    const bad = await app.inject({ method: 'GET', url: `/api/v1/posts/similar-posts/${a.id}?limit=0` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('limit');
    const missing = await app.inject({ method: 'GET', url: '/api/v1/posts/similar-posts/999999' });
    expect(missing.statusCode).toBe(404);
  });
});

import { describe, expect, it } from 'vitest';
import { homeItems } from '../../src/db/schema';
import { loginAs } from '../helpers/auth';
import { appSuite, fieldsOf, type TestApp } from '../helpers/build';

let app: TestApp;
let editor: { authorization: string };

appSuite({}, async (s) => {
  ({ app } = s);
  editor = (await loginAs(app, 'CONTENT_EDITOR')).headers;
});

describe('home content', () => {
  it('serves each seeded type publicly, with menu items in order and what they link to', async () => {
    for (const type of ['TOP', 'HEADER', 'BODY', 'FOOTER', 'SERVICE']) {
      const res = await app.inject({ method: 'GET', url: `/api/v1/homepage?type=${type}` });
      expect(res.statusCode).toBe(200);
      expect(res.json().length, type).toBeGreaterThan(0);
      expect(res.json().every((i: { type: string }) => i.type === type)).toBe(true);
    }
    const header = (await app.inject({ method: 'GET', url: '/api/v1/homepage?type=HEADER' })).json();
    expect(header[0]).toMatchObject({ titleVi: 'Trang chủ', titleEn: 'Home', link: '/' });
    const about = header.find((i: { menuItems: unknown[] }) => i.menuItems.length > 0);
    const first = about.menuItems[0];
    expect(first).toMatchObject({ nameVi: 'Giá trị cốt lõi', typeLink: 'post' });
    expect(first.link).toBe(String(first.postId));
    expect(first.post).toMatchObject({ id: first.postId, titleEn: expect.any(String) });
  });

  it('answers [] when a type has nothing, and 400 naming type for an unknown one', async () => {
    await app.db.delete(homeItems);
    const res = await app.inject({ method: 'GET', url: '/api/v1/homepage?type=TOP' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
    const bad = await app.inject({ method: 'GET', url: '/api/v1/homepage?type=SIDEBAR' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('type');
  });

  it('creates, reads, updates (menu items replaced, in order), reorders and deletes', async () => {
    const cats = (await app.inject({ method: 'GET', url: '/api/v1/posts/category' })).json().results;
    const post = (await app.inject({ method: 'GET', url: '/api/v1/posts?pageSize=1' })).json().results[0];
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/homepage',
      headers: editor,
      payload: {
        type: 'FOOTER',
        titleVi: 'Cột A',
        titleEn: 'Column A',
        menuItems: [
          { nameVi: 'Danh mục', nameEn: 'Category', typeLink: 'category', categoryId: cats[0].id },
          { nameVi: 'Bài', nameEn: 'Post', typeLink: 'post', postId: post.id },
          { nameVi: 'Ngoài', nameEn: 'Outside', typeLink: 'other', link: 'https://example.com/a' },
          { nameVi: 'Trống', nameEn: 'Empty', typeLink: 'other' },
        ],
      },
    });
    expect(created.statusCode).toBe(201);
    const item = created.json();
    expect(item.menuItems.map((m: { nameEn: string }) => m.nameEn)).toEqual([
      'Category',
      'Post',
      'Outside',
      'Empty',
    ]);
    expect(item.menuItems[0]).toMatchObject({ link: String(cats[0].id), category: { id: cats[0].id } });
    expect(item.menuItems[3].link).toBeNull();

    const one = await app.inject({ method: 'GET', url: `/api/v1/homepage/${item.id}` });
    expect(one.json().id).toBe(item.id);

    const patched = await app.inject({
      method: 'PATCH',
      url: `/api/v1/homepage/${item.id}`,
      headers: editor,
      payload: {
        titleEn: 'Column B',
        menuItems: [
          { nameVi: 'Hai', nameEn: 'Two', typeLink: 'other', link: '/b' },
          { nameVi: 'Một', nameEn: 'One', typeLink: 'other', link: '/a' },
        ],
      },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().titleEn).toBe('Column B');
    expect(patched.json().menuItems.map((m: { nameEn: string }) => m.nameEn)).toEqual(['Two', 'One']);

    const second = (
      await app.inject({
        method: 'POST',
        url: '/api/v1/homepage',
        headers: editor,
        payload: { type: 'FOOTER', titleVi: 'Cột C', titleEn: 'Column C' },
      })
    ).json();
    expect(second.sortOrder).toBe(item.sortOrder + 1);
    const reordered = await app.inject({
      method: 'PUT',
      url: '/api/v1/homepage/order',
      headers: editor,
      payload: { type: 'FOOTER', ids: [second.id, item.id] },
    });
    expect(reordered.statusCode).toBe(200);
    expect(reordered.json().map((i: { id: number }) => i.id)).toEqual([second.id, item.id]);
    const mismatch = await app.inject({
      method: 'PUT',
      url: '/api/v1/homepage/order',
      headers: editor,
      payload: { type: 'FOOTER', ids: [second.id] },
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors[0].field).toBe('ids');

    const admin = await app.inject({
      method: 'GET',
      url: '/api/v1/homepage/admin?type=FOOTER&search=column',
      headers: editor,
    });
    expect(admin.statusCode).toBe(200);
    expect(admin.json()).toMatchObject({ totalResults: 2, page: 1 });

    const del = await app.inject({ method: 'DELETE', url: `/api/v1/homepage/${item.id}`, headers: editor });
    expect(del.json()).toEqual({ id: item.id, deleted: true });
    expect((await app.inject({ method: 'GET', url: `/api/v1/homepage/${item.id}` })).statusCode).toBe(404);
  });

  it('names bad fields: a category item without a category, a bad link, an unknown post', async () => {
    // A header item with only its titles and the given fields.
    const post = (fields: Record<string, unknown>) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/homepage',
        headers: editor,
        payload: { type: 'HEADER', titleVi: 'x', titleEn: 'x', ...fields },
      });
    const res = await post({
      link: 'javascript:alert(1)',
      menuItems: [{ nameVi: 'a', nameEn: 'a', typeLink: 'category' }],
    });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toEqual(['link', 'menuItems.0.categoryId']);
    const unknown = await post({
      menuItems: [{ nameVi: 'a', nameEn: 'a', typeLink: 'post', postId: 999999 }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].field).toBe('menuItems.0.postId');
    // Nothing is written by a request that fails.
    const all = (await app.inject({ method: 'GET', url: '/api/v1/homepage?type=HEADER' })).json();
    expect(all.filter((i: { titleVi: string }) => i.titleVi === 'x')).toEqual([]);
  });

  it('guards writes and the admin list: anonymous 401, a role without manage_homepage 403', async () => {
    const sales = (await loginAs(app, 'SALES')).headers;
    const calls = [
      { method: 'POST', url: '/api/v1/homepage', payload: { type: 'TOP', titleVi: 'a', titleEn: 'a' } },
      { method: 'GET', url: '/api/v1/homepage/admin' },
      { method: 'PATCH', url: '/api/v1/homepage/1', payload: { titleVi: 'b' } },
      { method: 'DELETE', url: '/api/v1/homepage/1' },
      { method: 'PUT', url: '/api/v1/homepage/order', payload: { type: 'TOP', ids: [1] } },
    ] as const;
    for (const c of calls) {
      expect((await app.inject(c)).statusCode, `${c.method} ${c.url}`).toBe(401);
      expect((await app.inject({ ...c, headers: sales })).statusCode, `${c.method} ${c.url}`).toBe(403);
    }
  });

  it('serves the company block', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/homepage/company-info' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      hotline: expect.any(String),
      addressVi: expect.stringContaining('TP. Hồ Chí Minh'),
    });
  });
});

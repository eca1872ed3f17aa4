import { describe, expect, it } from 'vitest';
import { loginAs } from '../helpers/auth';
import { appSuite, fieldsOf, type TestApp } from '../helpers/build';

let app: TestApp;
let editor: { authorization: string };
let customer: { authorization: string };

appSuite({}, async (s) => {
  ({ app } = s);
  editor = (await loginAs(app, 'CONTENT_EDITOR')).headers;
  customer = (await loginAs(app, 'CUSTOMER')).headers;
});

const create = (payload: Record<string, unknown>, headers = editor) =>
  app.inject({ method: 'POST', url: '/api/v1/posts/create-category-post', headers, payload });

describe('categories', () => {
  it('lists the seeded categories with paging and search', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/posts/category' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ page: 1, pageSize: 10 });
    expect(body.results.map((c: { nameVi: string }) => c.nameVi)).toEqual(
      expect.arrayContaining(['Giới thiệu', 'Dịch vụ', 'Tin tức']),
    );
    expect(body.results.find((c: { nameVi: string }) => c.nameVi === 'Tin tức').postCount).toBeGreaterThan(0);

    const search = await app.inject({
      method: 'GET',
      url: '/api/v1/posts/category?search=tin%20t&pageSize=1',
    });
    expect(search.json()).toMatchObject({ totalResults: 1, pageSize: 1, totalPages: 1 });

    // `%` is a literal character in a search, not a wildcard.
    const literal = await app.inject({ method: 'GET', url: '/api/v1/posts/category?search=%25' });
    expect(literal.json().totalResults).toBe(0);
  });

  it('rejects a bad page size naming the field', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/posts/category?pageSize=0' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('pageSize');
  });

  it('reads a category by id and by slug (last dot-separated segment)', async () => {
    const created = await create({ nameVi: 'Tin tức nội bộ', nameEn: 'Internal news' });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    const bySlug = await app.inject({ method: 'GET', url: `/api/v1/posts/category/tin_tuc_noi_bo.${id}` });
    expect(bySlug.statusCode).toBe(200);
    expect(bySlug.json()).toMatchObject({
      id,
      nameVi: 'Tin tức nội bộ',
      nameEn: 'Internal news',
      postCount: 0,
    });
    const byId = await app.inject({ method: 'GET', url: `/api/v1/posts/category/${id}` });
    expect(byId.json().id).toBe(id);
    const encoded = await app.inject({
      method: 'GET',
      url: `/api/v1/posts/category/${encodeURIComponent('tin_tức.')}${id}`,
    });
    expect(encoded.json().id).toBe(id);
  });

  it.each(['tin_tuc', 'tin_tuc.abc', 'tin_tuc.0', 'x.-3', '99999999999'])(
    'answers 400 naming id for %s',
    async (id) => {
      const res = await app.inject({ method: 'GET', url: `/api/v1/posts/category/${id}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ field: 'id', message: 'Giá trị không hợp lệ' }]);
    },
  );

  it('answers 404 for an unknown category', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/v1/posts/category/tin_tuc.99999',
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'Category not found' });
  });

  it('guards writes: anonymous 401, a role without manage_category 403, editor OK', async () => {
    const body = { nameVi: 'A', nameEn: 'A' };
    expect((await create(body, {} as never)).statusCode).toBe(401);
    expect((await create(body, customer)).statusCode).toBe(403);
    const sales = (await loginAs(app, 'SALES')).headers;
    expect((await create(body, sales)).statusCode).toBe(403);
    const id = (await create(body)).json().id;
    for (const [method, payload] of [
      ['PATCH', { nameVi: 'B' }],
      ['DELETE', undefined],
    ] as const) {
      const url = `/api/v1/posts/category/${id}`;
      expect((await app.inject({ method, url, payload })).statusCode).toBe(401);
      expect((await app.inject({ method, url, payload, headers: customer })).statusCode).toBe(403);
    }
  });

  it('names the missing field on create and refuses a javascript: thumbnail', async () => {
    const res = await create({ nameVi: '  ', thumbnail: 'javascript:alert(1)' });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toEqual(['nameEn', 'nameVi', 'thumbnail']);
    expect(res.json().errors.find((e: { field: string }) => e.field === 'nameVi').message).toBe(
      'Vui lòng nhập',
    );
  });

  it('updates and deletes an empty category; refuses to delete one with posts', async () => {
    const id = (await create({ nameVi: 'Tạm', nameEn: 'Temp' })).json().id;
    const patched = await app.inject({
      method: 'PATCH',
      url: `/api/v1/posts/category/${id}`,
      headers: editor,
      payload: { nameEn: 'Temporary', thumbnail: '/uploads/2026/01/a.png' },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({
      nameVi: 'Tạm',
      nameEn: 'Temporary',
      thumbnail: '/uploads/2026/01/a.png',
    });

    const post = await app.inject({
      method: 'POST',
      url: '/api/v1/posts',
      headers: editor,
      payload: { categoryId: id, titleVi: 'Bài', titleEn: 'Post' },
    });
    expect(post.statusCode).toBe(201);
    const refused = await app.inject({
      method: 'DELETE',
      url: `/api/v1/posts/category/${id}`,
      headers: editor,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('1');

    await app.inject({ method: 'DELETE', url: `/api/v1/posts/${post.json().id}`, headers: editor });
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/v1/posts/category/${id}`,
      headers: editor,
    });
    expect(deleted.json()).toEqual({ id, deleted: true });
    const gone = await app.inject({ method: 'GET', url: `/api/v1/posts/category/${id}` });
    expect(gone.statusCode).toBe(404);
    const again = await app.inject({
      method: 'PATCH',
      url: `/api/v1/posts/category/${id}`,
      headers: editor,
      payload: {},
    });
    expect(again.statusCode).toBe(404);
  });
});

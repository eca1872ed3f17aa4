import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { loginAs } from '../helpers/auth';
import { appSuite, type TestApp } from '../helpers/build';

let app: TestApp;
let editor: { authorization: string };

appSuite({}, async (s) => {
  ({ app } = s);
  editor = (await loginAs(app, 'CONTENT_EDITOR')).headers;
});

function multipart(filename: string, bytes: Buffer, contentType = 'application/octet-stream') {
  const boundary = '----acf-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const upload = (
  filename: string,
  bytes: Buffer,
  headers: Record<string, string> = editor,
  contentType?: string,
) => {
  const body = multipart(filename, bytes, contentType);
  return app.inject({
    method: 'POST',
    url: '/api/v1/upload',
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
};

const base = () => sharp({ create: { width: 8, height: 6, channels: 3, background: '#c8102e' } });

describe('upload', () => {
  it.each([
    ['jpeg', 'jpg'],
    ['png', 'png'],
    ['webp', 'webp'],
    ['gif', 'gif'],
  ] as const)(
    'accepts a real %s, re-encoded, served from /uploads with its real type and nosniff',
    async (format, ext) => {
      const bytes = await base().toFormat(format).toBuffer();
      // A misleading name does not matter: the type comes from the bytes.
      const res = await upload('photo.txt', bytes);
      expect(res.statusCode).toBe(201);
      const { url } = res.json();
      expect(url).toMatch(new RegExp(`^/uploads/img/[0-9a-f]{32}\\.${ext}$`));
      const served = await app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect((await sharp(served.rawPayload).metadata()).format).toBe(format);
      // The browser takes the type we say, never one it guesses from the bytes.
      expect(served.headers['content-type']).toBe(`image/${format}`);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
    },
  );

  it('drops metadata (EXIF) when re-encoding', async () => {
    const bytes = await base()
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret-owner', Artist: 'someone' } })
      .toBuffer();
    expect((await sharp(bytes).metadata()).exif).toBeDefined();
    const { url } = (await upload('a.jpg', bytes)).json();
    const file = fs.readFileSync(path.join(app.config.uploadDir, url.replace('/uploads/', '')));
    expect((await sharp(file).metadata()).exif).toBeUndefined();
    expect(file.includes(Buffer.from('secret-owner'))).toBe(false);
  });

  it.each([
    ['a fake .png that is text', 'fake.png', Buffer.from('this is not an image, just text'), 'image/png'],
    [
      'an SVG (it could carry script)',
      'x.svg',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
      'image/svg+xml',
    ],
    [
      'a PNG signature followed by junk',
      'broken.png',
      Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(64, 1)]),
      'image/png',
    ],
    ['a PDF', 'doc.png', Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'), 'application/pdf'],
    [
      'an HTML page (it would run in our origin)',
      'page.html',
      Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>'),
      'text/html',
    ],
    [
      'an HTML page named as an image',
      'photo.jpg',
      Buffer.from('<html><img src=x onerror=alert(1)></html>'),
      'image/jpeg',
    ],
  ])('refuses %s with a 400 naming the file', async (_label, name, bytes, type) => {
    const res = await upload(name, bytes, { ...editor, 'accept-language': 'en' }, type);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: 'file', message: 'Only JPEG, PNG, WebP or GIF images are accepted' },
    ]);
  });

  it('refuses a file over 5 MB and a request without a file', async () => {
    const big = Buffer.alloc(5 * 1024 * 1024 + 10, 0);
    const res = await upload('big.png', big);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'file', message: 'Ảnh tối đa 5 MB' }]);
    const none = await app.inject({ method: 'POST', url: '/api/v1/upload', headers: editor, payload: {} });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors[0].field).toBe('file');
  });

  it('needs an editor: anonymous 401, customer 403', async () => {
    const bytes = await base().png().toBuffer();
    expect((await upload('a.png', bytes, {})).statusCode).toBe(401);
    expect((await upload('a.png', bytes, (await loginAs(app, 'CUSTOMER')).headers)).statusCode).toBe(403);
  });

  it('does not serve files outside the upload folder', async () => {
    const res = await app.inject({ method: 'GET', url: '/uploads/..%2f..%2fetc%2fpasswd' });
    expect([403, 404]).toContain(res.statusCode);
  });
});

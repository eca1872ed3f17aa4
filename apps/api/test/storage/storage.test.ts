import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';
import type { Storage } from '../../src/lib/storage';
import { createStorage } from '../../src/lib/storage/create';
import { loginAs } from '../helpers/auth';
import { build, type TestApp } from '../helpers/build';
import { multipart } from '../helpers/files';
import { startS3, type TestS3 } from '../helpers/s3';

let s3: TestS3;
const dirs: string[] = [];
beforeAll(async () => {
  s3 = await startS3();
});
afterAll(async () => {
  await s3?.close();
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

function localStore(): Storage {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'acf-store-'));
  dirs.push(dir);
  return createStorage(loadConfig({ UPLOAD_DIR: dir }));
}
const s3Store = (): Storage => createStorage(loadConfig(s3.env));

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
async function readAll(body: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const c of body) parts.push(Buffer.from(c));
  return Buffer.concat(parts);
}
/** A stream of `size` pseudo-random bytes made chunk by chunk (never one buffer). */
function generated(size: number, seed: number): { stream: Readable; digest: Promise<string> } {
  const hash = createHash('sha256');
  let resolve!: (d: string) => void;
  const digest = new Promise<string>((r) => {
    resolve = r;
  });
  let sent = 0;
  let x = seed;
  const stream = new Readable({
    read() {
      if (sent >= size) {
        resolve(hash.digest('hex'));
        this.push(null);
        return;
      }
      const n = Math.min(256 * 1024, size - sent);
      const chunk = Buffer.alloc(n);
      for (let i = 0; i < n; i += 4) {
        x = (x * 1103515245 + 12345) >>> 0;
        chunk.writeUInt32LE(x, i);
      }
      hash.update(chunk);
      sent += n;
      this.push(chunk);
    },
  });
  return { stream, digest };
}

describe.each([
  ['local disk', localStore],
  ['S3 (s3rver over HTTP)', s3Store],
])('storage: %s', (name, make) => {
  let store: Storage;
  const prefix = `t-${randomUUID().slice(0, 8)}`;
  beforeAll(() => {
    store = make();
  });

  it('reaches its store at start', async () => {
    await expect(store.check()).resolves.toBeUndefined();
    expect(store.kind).toBe(name.startsWith('S3') ? 's3' : 'local');
  });

  it('keeps bytes and type, and answers null for a file it does not have', async () => {
    const bytes = Buffer.from('hello, ACF Express');
    await expect(store.put(`${prefix}/a.png`, bytes, { contentType: 'image/png' })).resolves.toEqual({
      size: bytes.length,
    });
    const f = await store.get(`${prefix}/a.png`);
    expect(f?.size).toBe(bytes.length);
    expect(f?.contentType).toBe('image/png');
    expect(await readAll(f!.body)).toEqual(bytes);
    expect(await store.head(`${prefix}/a.png`)).toEqual({ size: bytes.length });
    expect(await store.get(`${prefix}/missing.png`)).toBeNull();
    expect(await store.head(`${prefix}/missing.png`)).toBeNull();
  });

  it('streams a 12 MB upload (more than two parts on S3) and reads it back whole', async () => {
    const size = 12 * 1024 * 1024;
    const { stream, digest } = generated(size, 7);
    await expect(
      store.put(`${prefix}/big.bin`, stream, { contentType: 'application/octet-stream' }),
    ).resolves.toEqual({
      size,
    });
    const f = await store.get(`${prefix}/big.bin`);
    const back = await readAll(f!.body);
    expect(back.length).toBe(size);
    expect(sha(back)).toBe(await digest);
  });

  it('replaces a file, lists by prefix in key order, deletes', async () => {
    await store.put(`${prefix}/l/b.webp`, Buffer.from('1'), { contentType: 'image/webp' });
    await store.put(`${prefix}/l/a.webp`, Buffer.from('22'), { contentType: 'image/webp' });
    await store.put(`${prefix}/l/a.webp`, Buffer.from('333'), { contentType: 'image/webp' });
    await store.put(`${prefix}/m/c.webp`, Buffer.from('4'), { contentType: 'image/webp' });
    const listed = [];
    for await (const o of store.list(`${prefix}/l/`)) listed.push(o);
    expect(listed).toEqual([
      { key: `${prefix}/l/a.webp`, size: 3 },
      { key: `${prefix}/l/b.webp`, size: 1 },
    ]);
    await store.delete(`${prefix}/l/a.webp`);
    await store.delete(`${prefix}/l/never-there.webp`);
    expect(await store.head(`${prefix}/l/a.webp`)).toBeNull();
    const all = [];
    for await (const o of store.list(prefix)) all.push(o.key);
    expect(all).toContain(`${prefix}/m/c.webp`);
    expect(all).not.toContain(`${prefix}/l/a.webp`);
  });

  it('refuses keys that could leave the store', async () => {
    for (const key of ['../etc/passwd', '/abs.png', 'a/../../b.png', 'a//b.png', 'a\\b.png', ''])
      await expect(store.put(key, Buffer.from('x'), { contentType: 'image/png' })).rejects.toThrow(
        /invalid storage key/,
      );
  });

  it('signs a URL of at most five minutes on S3 only', async () => {
    await store.put(`${prefix}/signed.png`, Buffer.from('signed'), { contentType: 'image/png' });
    if (store.kind === 'local') {
      expect(store.signedUrl).toBeUndefined();
      return;
    }
    const url = await store.signedUrl!(`${prefix}/signed.png`, 3600);
    expect(new URL(url).searchParams.get('X-Amz-Expires')).toBe('300');
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('signed');
  });
});

describe('storage configuration', () => {
  it('names each bad value at start', () => {
    let message = '';
    try {
      loadConfig({
        S3_BUCKET: 'Bad_Bucket',
        S3_ENDPOINT: 'ftp://x',
        S3_REGION: 'EU WEST',
        S3_FORCE_PATH_STYLE: 'maybe',
      });
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      message = (err as Error).message;
    }
    expect(message).toMatch(/S3_BUCKET: must be a bucket name/);
    expect(message).toMatch(/S3_ENDPOINT: must be an http:\/\/ or https:\/\/ address/);
    expect(message).toMatch(/S3_REGION: must be a region name/);
    expect(message).toMatch(/S3_FORCE_PATH_STYLE/);
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      /S3_ENDPOINT: is set but S3_BUCKET is not/,
    );
    expect(() => loadConfig({ S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'k' })).toThrow(
      /S3_SECRET_ACCESS_KEY: must be set with S3_ACCESS_KEY_ID/,
    );
    const c = loadConfig({ S3_BUCKET: 'acf-files', S3_FORCE_PATH_STYLE: '1' });
    expect([c.S3_BUCKET, c.S3_REGION, c.S3_FORCE_PATH_STYLE]).toEqual(['acf-files', 'us-east-1', true]);
    expect(loadConfig({}).S3_BUCKET).toBeUndefined();
  });

  it('a bucket that does not exist fails the start check', async () => {
    const store = createStorage(loadConfig({ ...s3.env, S3_BUCKET: 'no-such-bucket' }));
    await expect(store.check()).rejects.toThrow();
  });
});

// The route reads any store the same way (store.get); the bucket is the case several instances
// need, so two apps share one here (upload.test.ts serves from the disk store).
describe.each([['S3', () => s3.env]])('public images through the API: %s', (_name, env) => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    // Two apps on one store: what one stores, the other serves (several instances, issue 22).
    const shared = env();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'acf-up-'));
    dirs.push(dir);
    a = await build({ ...shared, UPLOAD_DIR: dir });
    b = await build({ ...shared, UPLOAD_DIR: dir });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('a CMS image gets a content-hashed name and a year of cache, served by the other app too', async () => {
    const editor = await loginAs(a, 'CONTENT_EDITOR');
    const png = await sharp({ create: { width: 5, height: 4, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    const form = multipart({}, { name: 'x.png', bytes: png, type: 'image/png' });
    const upload = () =>
      a.inject({
        method: 'POST',
        url: '/api/v1/upload',
        payload: form.payload,
        headers: { ...editor.headers, ...form.headers },
      });
    const up = await upload();
    expect(up.statusCode).toBe(201);
    const { url } = up.json();
    expect(url).toMatch(/^\/uploads\/img\/[0-9a-f]{32}\.png$/);
    const again = await upload();
    expect(again.json().url).toBe(url);

    const served = await b.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(5);
    const revalidated = await b.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': served.headers.etag as string },
    });
    expect(revalidated.statusCode).toBe(304);
  });

  it('never serves a private file or a missing one at /uploads/', async () => {
    await a.storage.put('private/pickup/secret.webp', Buffer.from('secret'), { contentType: 'image/webp' });
    for (const url of [
      '/uploads/private/pickup/secret.webp',
      '/uploads/img/nothing.png',
      '/uploads/../config',
    ])
      expect((await b.inject({ method: 'GET', url })).statusCode).toBe(404);
  });
});

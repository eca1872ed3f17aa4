import { UPLOAD_MAX_BYTES } from '@acf/shared';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, fieldError, notFound } from '../lib/errors';
import {
  contentTypeOf,
  PRIVATE_PREFIX,
  PUBLIC_CACHE_CONTROL,
  SIGNED_URL_SECONDS,
  type Storage,
  validKey,
} from '../lib/storage';
import { deleteUnattachedUploads, UNATTACHED_EVERY_MS } from '../lib/storage/unattached';

/**
 * The one file of a multipart request, as bytes. Every way a body can be malformed (no
 * boundary, a boundary that does not match, a part cut short, a header without end) is a 400
 * naming `file`, never a 500: all multipart reading goes through here.
 */
export async function readUploadedFile(req: FastifyRequest, maxBytes = UPLOAD_MAX_BYTES): Promise<Buffer> {
  if (!req.isMultipart()) throw fieldError('file', 'upload.fileRequired');
  try {
    const file = await req.file(
      maxBytes === UPLOAD_MAX_BYTES ? undefined : { limits: { fileSize: maxBytes } },
    );
    if (!file) throw fieldError('file', 'upload.fileRequired');
    const bytes = await file.toBuffer();
    if (bytes.length === 0) throw fieldError('file', 'upload.fileRequired');
    return bytes;
  } catch (err) {
    if (err instanceof AppError) throw err;
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw fieldError('file', 'upload.tooLarge', { max: maxBytes / 1024 / 1024 });
    req.log.info({ err }, 'malformed multipart body');
    throw fieldError('file', 'upload.malformed');
  }
}

/**
 * Multipart parsing for the upload routes, the file store (`app.storage`: the disk, or the
 * bucket when S3_BUCKET is set), and the public files served at /uploads/* (the web server
 * forwards that path here, so pages and the back office share one origin). Keys under
 * `private/` are never served here: pickup photos, signatures and proofs of delivery are read
 * only through routes that check the booking's scope.
 */
async function uploadsPlugin(app: FastifyInstance, opts: { storage: Storage }) {
  app.decorate('storage', opts.storage);
  // Hourly, photos and signatures never attached to a pickup or a delivery go after a day.
  let sweep: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    sweep = setInterval(() => {
      deleteUnattachedUploads(app.db, app.storage, app.log).catch((err) =>
        app.log.warn({ err }, 'storage: unattached uploads could not be looked for'),
      );
    }, UNATTACHED_EVERY_MS);
    sweep.unref();
  });
  app.addHook('preClose', async () => clearInterval(sweep));
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
  });
  app.get('/uploads/*', { schema: { hide: true } }, async (req, reply) => {
    const key = (req.params as { '*': string })['*'];
    if (!validKey(key) || key.startsWith(PRIVATE_PREFIX)) throw notFound('error.notFound');
    // Names never change content (content hashes, or the seed's fixed illustrations): the name
    // is the validator.
    const etag = `"${key}"`;
    if (req.headers['if-none-match'] === etag)
      return reply.status(304).header('etag', etag).header('cache-control', PUBLIC_CACHE_CONTROL).send();
    return streamFile(app, reply, key, { 'cache-control': PUBLIC_CACHE_CONTROL, etag });
  });
}

/** A stored file, streamed with its type, its size and `headers`; a 404 when the store has no such key. */
async function streamFile(
  app: FastifyInstance,
  reply: FastifyReply,
  key: string,
  headers: Record<string, string>,
) {
  const file = await app.storage.get(key);
  if (!file) throw notFound('error.notFound');
  return reply
    .header('content-type', contentTypeOf(key))
    .header('content-length', String(file.size))
    .headers(headers)
    .send(file.body);
}

/**
 * A private file's answer: streamed from the store with a private cache, or, where the store
 * is a bucket and the caller asks for it (`?signed=1`), a JSON link that reads it for at most
 * five minutes without credentials.
 */
export async function sendPrivateFile(
  app: FastifyInstance,
  reply: FastifyReply,
  key: string,
  cacheControl: string,
  signed = false,
) {
  if (signed && app.storage.signedUrl) {
    const url = await app.storage.signedUrl(key, SIGNED_URL_SECONDS);
    const expiresAt = new Date(Date.now() + SIGNED_URL_SECONDS * 1000).toISOString();
    return reply.header('cache-control', 'no-store').send({ url, expiresAt });
  }
  return streamFile(app, reply, key, { 'cache-control': cacheControl });
}

/**
 * A private file row's answer: from the store when it has a key, else the bytes kept in its row
 * by a version before issue 22 (until `npm run storage:migrate` moves them).
 */
export async function sendStoredFile(
  app: FastifyInstance,
  reply: FastifyReply,
  f: { storageKey: string | null; bytes: Buffer | null; format: string },
  cacheControl: string,
  signed = false,
) {
  if (f.storageKey) return sendPrivateFile(app, reply, f.storageKey, cacheControl, signed);
  if (!f.bytes) throw notFound('error.notFound');
  return reply
    .header('content-type', `image/${f.format}`)
    .header('cache-control', cacheControl)
    .send(f.bytes);
}

export default fp(uploadsPlugin, { name: 'uploads', dependencies: ['db'] });

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

import fs from 'node:fs';
import { UPLOAD_MAX_BYTES } from '@acf/shared';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, fieldError } from '../lib/errors';

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
 * Multipart parsing for POST /upload, and the stored images served at /uploads/* (the web
 * server forwards that path here, so pages and the back office share one origin).
 */
async function uploadsPlugin(app: FastifyInstance, opts: { uploadDir: string }) {
  fs.mkdirSync(opts.uploadDir, { recursive: true });
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
  });
  await app.register(fastifyStatic, {
    root: opts.uploadDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    // Names are random and never reused, so a stored image never changes.
    immutable: true,
    maxAge: '365d',
  });
}

export default fp(uploadsPlugin, { name: 'uploads' });

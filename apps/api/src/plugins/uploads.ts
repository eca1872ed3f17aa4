import fs from 'node:fs';
import { UPLOAD_MAX_BYTES } from '@acf/shared';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

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

import { createHash } from 'node:crypto';
import { UPLOAD_FORMATS, ZUploadResponse } from '@acf/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import sharp from 'sharp';
import { fieldError } from '../../lib/errors';
import { enforce } from '../../lib/rate-limit';
import { PUBLIC_CACHE_CONTROL } from '../../lib/storage';
import { actorOf, requirePermission } from '../../plugins/auth-markers';
import { readUploadedFile } from '../../plugins/uploads';

type Format = (typeof UPLOAD_FORMATS)[number];
const EXTENSION: Record<Format, string> = { jpeg: 'jpg', png: 'png', webp: 'webp', gif: 'gif' };
/** A decompression bomb (a tiny file that decodes to gigapixels) is refused before decoding. */
const MAX_PIXELS = 40_000_000;

/** What an image really is, from its bytes (the file name and the sent type are not trusted). */
export async function detectImageFormat(bytes: Buffer): Promise<Format | null> {
  try {
    const meta = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata();
    return (UPLOAD_FORMATS as readonly string[]).includes(meta.format ?? '') ? (meta.format as Format) : null;
  } catch {
    return null;
  }
}

/** Re-encodes in the same format: sharp writes no metadata (EXIF, GPS, ICC comments) unless asked. */
export async function reencode(bytes: Buffer, format: Format): Promise<Buffer> {
  const animated = format === 'gif' || format === 'webp';
  let img = sharp(bytes, { limitInputPixels: MAX_PIXELS, animated });
  // Apply the camera's orientation before the EXIF that carried it is dropped.
  if (!animated) img = img.rotate();
  switch (format) {
    case 'jpeg':
      return img.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
    case 'png':
      return img.png({ compressionLevel: 9 }).toBuffer();
    case 'webp':
      return img.webp({ quality: 85 }).toBuffer();
    case 'gif':
      return img.gif().toBuffer();
  }
}

const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/upload',
    {
      // Images are uploaded by the content editors (posts, categories, home items).
      onRequest: requirePermission('manage_category', 'manage_homepage'),
      schema: {
        tags: ['content'],
        summary: 'Upload an image (multipart field "file"): JPEG, PNG, WebP or GIF up to 5 MB',
        consumes: ['multipart/form-data'],
        response: { 201: ZUploadResponse },
      },
    },
    async (req, reply) => {
      const actor = actorOf(req);
      await enforce(app.db, { key: `upload:user:${actor.userId}`, max: 120, windowSeconds: 3600 });
      const bytes = await readUploadedFile(req);
      const format = await detectImageFormat(bytes);
      if (!format) throw fieldError('file', 'upload.unsupportedType');
      let clean: Buffer;
      try {
        clean = await reencode(bytes, format);
      } catch {
        // Bytes that start like an image but do not decode are not an image.
        throw fieldError('file', 'upload.unsupportedType');
      }
      // Named by its content: the same image uploaded twice is one file, and a name never
      // changes content, so browsers and CDNs keep it for a year.
      const key = `img/${createHash('sha256').update(clean).digest('hex').slice(0, 32)}.${EXTENSION[format]}`;
      await app.storage.put(key, clean, {
        contentType: `image/${format}`,
        cacheControl: PUBLIC_CACHE_CONTROL,
      });
      reply.status(201);
      return { url: `/uploads/${key}` };
    },
  );
};

export default uploadRoutes;

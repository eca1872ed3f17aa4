import { ZUploadResponse } from '@acf/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { enforce } from '../../lib/rate-limit';
import { actorOf, requirePermission } from '../../plugins/auth-markers';
import { readUploadedFile } from '../../plugins/uploads';
import { storeImage } from './images';

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
      const stored = await storeImage(app.storage, bytes);
      reply.status(201);
      return stored;
    },
  );
};

export default uploadRoutes;

import type { FastifyPluginAsync } from 'fastify';
import './content.messages';
import categoryRoutes from './categories.routes';
import homepageRoutes from './homepage.routes';
import newsletterRoutes from './newsletter.routes';
import postRoutes from './posts.routes';
import uploadRoutes from './upload.routes';

/** Public site content: categories, posts, home content, uploads, newsletter. */
const contentModule: FastifyPluginAsync = async (app) => {
  await app.register(categoryRoutes);
  await app.register(postRoutes);
  await app.register(homepageRoutes);
  await app.register(uploadRoutes);
  await app.register(newsletterRoutes);
};

export default contentModule;

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Db } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    /** Reports, statements, large exports: the replica when there is one and it is usable. */
    reportDb: Db;
    database: Database;
  }
}

/** Exposes the database to routes and closes it last, after in-flight requests finish. */
async function dbPlugin(app: FastifyInstance, opts: { database: Database; closeOnShutdown: boolean }) {
  app.decorate('database', opts.database);
  app.decorate('db', opts.database.db);
  app.decorate('reportDb', opts.database.reportDb);
  if (opts.closeOnShutdown) app.addHook('onClose', async () => opts.database.close());
}

export default fp(dbPlugin, { name: 'db' });

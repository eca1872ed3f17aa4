import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runBesideApp } from './beside-app';
import { Sender } from './sender';
import { fileTransport, smtpTransport } from './transport';

declare module 'fastify' {
  interface FastifyInstance {
    /** The outbox's sender (issue 20): started when the app is ready, stopped when it closes. */
    notifier: Sender;
  }
}

/**
 * The e-mail sender runs beside the API, on the API's own database pool: it is started once the
 * app is ready (unless NOTIFICATION_SENDER=0) and stopped before the database closes.
 */
async function senderPlugin(app: FastifyInstance) {
  const c = app.config;
  const transport = c.SMTP_URL ? smtpTransport(c.SMTP_URL) : fileTransport(path.join(c.dataDir, 'mail'));
  const sender = new Sender(app.db, {
    transport,
    from: c.MAIL_FROM,
    publicUrl: c.PUBLIC_URL,
    secret: app.jwtSecret,
    retentionDays: c.NOTIFICATION_RETENTION_DAYS,
    log: app.log,
  });
  app.decorate('notifier', sender);
  runBesideApp(app, sender, c.NOTIFICATION_SENDER);
}

export default fp(senderPlugin, { name: 'notification-sender', dependencies: ['db'] });

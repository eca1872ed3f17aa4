import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runBesideApp } from '../notifications/beside-app';
import { WebhookSender } from './webhook-sender';

declare module 'fastify' {
  interface FastifyInstance {
    /** The webhooks' sender (issue 24): started when the app is ready, stopped when it closes. */
    webhooks: WebhookSender;
  }
}

/**
 * The webhook sender runs beside the API on its database pool, like the e-mail sender (unless
 * WEBHOOK_SENDER=0); a disabled endpoint's e-mail goes through the e-mail sender's transport.
 */
async function webhooksPlugin(app: FastifyInstance) {
  const c = app.config;
  const sender = new WebhookSender(app.db, {
    log: app.log,
    allowHttp: c.WEBHOOK_ALLOW_HTTP,
    allowHosts: c.WEBHOOK_ALLOW_HOSTS,
    publicUrl: c.PUBLIC_URL,
    mail: (id, mail) => app.notifier.sendPlain(id, mail),
  });
  app.decorate('webhooks', sender);
  runBesideApp(app, sender, c.WEBHOOK_SENDER);
}

export default fp(webhooksPlugin, { name: 'webhook-sender', dependencies: ['db', 'notification-sender'] });

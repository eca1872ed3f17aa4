import {
  ZNotification,
  ZNotificationDetail,
  ZNotificationListQuery,
  ZNotificationPage,
  ZNotificationSettings,
  ZNotificationSettingsUpdate,
  ZUnsubscribeResponse,
} from '@acf/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routesByAccess } from '../../lib/route-options';
import { actorOf, publicRoute, requireAuth, requirePermission } from '../../plugins/auth-markers';
import './notifications.messages';
import { ZIdParams } from '../params';
import * as svc from './notifications.service';

const route = routesByAccess(['notifications'], {
  // The back office's page (/manager/notifications) belongs to operations.
  manages: requirePermission('manage_operate'),
  // A user's own settings.
  signedIn: requireAuth,
  anyone: publicRoute,
});

const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;

  app.get(
    '/notifications',
    route.manages({ querystring: ZNotificationListQuery, response: { 200: ZNotificationPage } }),
    async (req) => svc.listNotifications(db, app.notifier, req.query),
  );

  app.get(
    '/notifications/:id',
    route.manages({ params: ZIdParams, response: { 200: ZNotificationDetail } }),
    async (req) => svc.getNotification(db, app.notifier, req.params.id),
  );

  app.post(
    '/notifications/:id/resend',
    route.manages({ params: ZIdParams, response: { 201: ZNotification } }),
    async (req, reply) =>
      reply.status(201).send(await svc.resendNotification(db, app.notifier, req.params.id)),
  );

  app.get(
    '/me/notification-settings',
    route.signedIn({ response: { 200: ZNotificationSettings } }),
    async (req) => svc.notificationSettings(db, actorOf(req)),
  );

  app.put(
    '/me/notification-settings',
    route.signedIn({ body: ZNotificationSettingsUpdate, response: { 200: ZNotificationSettings } }),
    async (req) => svc.updateNotificationSettings(db, actorOf(req), req.body),
  );

  // RFC 8058 one-click: a mail client POSTs `List-Unsubscribe=One-Click` as a form to the URL in
  // List-Unsubscribe, whose query carries the token. Our page posts JSON `{token}`.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  app.post(
    '/notifications/unsubscribe',
    route.anyone({
      summary: 'Unsubscribe the address a signed token names (JSON {token}, or the one-click form)',
      consumes: ['application/json', 'application/x-www-form-urlencoded'],
      querystring: z.object({ token: z.string().trim().min(1).max(2000).optional() }),
      body: z
        .object({
          token: z.string().trim().min(1).max(2000).optional(),
          'List-Unsubscribe': z.literal('One-Click').optional(),
        })
        .optional(),
      response: { 200: ZUnsubscribeResponse },
    }),
    async (req) => svc.unsubscribe(db, app.jwtSecret, req.body?.token ?? req.query.token),
  );
};

export default notificationRoutes;

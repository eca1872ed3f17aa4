import type { FastifyPluginAsync } from 'fastify';
import accountsModule from './accounts';
import authRoutes from './auth/auth.routes';
import bookingsRoutes from './bookings/bookings.routes';
import bookingFilesRoutes from './bookings/files.routes';
import contentModule from './content';
import divisionRoutes from './divisions/divisions.routes';
import healthRoutes from './health/health.routes';
import integrationsRoutes from './integrations/integrations.routes';
import invoicesRoutes from './invoices/invoices.routes';
import deliveriesRoutes from './manifests/deliveries.routes';
import manifestsRoutes from './manifests/manifests.routes';
import notificationRoutes from './notifications/notifications.routes';
import operationsRoutes from './operations/operations.routes';
import paymentsRoutes from './payments/payments.routes';
import pickupRoutes from './pickups/pickups.routes';
import piecesRoutes from './pieces/pieces.routes';
import contractRoutes from './rates/contracts.routes';
import rateRoutes from './rates/rates.routes';
import reportsRoutes from './reports/reports.routes';
import surchargeRoutes from './surcharges/surcharges.routes';

/** Business modules, mounted under /api/v1 in this order. */
export const modules: FastifyPluginAsync[] = [
  healthRoutes,
  authRoutes,
  accountsModule,
  bookingsRoutes,
  bookingFilesRoutes,
  surchargeRoutes,
  rateRoutes,
  contractRoutes,
  contentModule,
  reportsRoutes,
  invoicesRoutes,
  paymentsRoutes,
  operationsRoutes,
  manifestsRoutes,
  deliveriesRoutes,
  pickupRoutes,
  piecesRoutes,
  notificationRoutes,
  divisionRoutes,
  integrationsRoutes,
];

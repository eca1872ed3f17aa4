import {
  ZCreatePaymentRequest,
  ZPayment,
  ZPaymentImportConfirm,
  ZPaymentImportQuery,
  ZPaymentImportResponse,
  ZPaymentListQuery,
  ZPaymentPage,
  ZReceivablesQuery,
  ZReceivablesResponse,
  zodIssueMessage,
} from '@acf/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../lib/errors';
import { routesByAccess } from '../../lib/route-options';
import { actorOf, requirePermission } from '../../plugins/auth-markers';
import { readUploadedFile } from '../../plugins/uploads';
import { exportXlsx } from '../reports/reports.xlsx';
import { proposePayments, readBankStatement } from './bank-import';
import { releaseCreditHold } from './credit.service';
import './payments.messages';
import { ZIdParams } from '../params';
import * as svc from './payments.service';
import { receivables, receivablesWorkbook } from './receivables';

// Payments, the bank import and the receivables are the accountant's (manage_invoice).
const route = routesByAccess(['payments'], { manages: requirePermission('manage_invoice') });

const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/payments',
    route.manages({ querystring: ZPaymentListQuery, response: { 200: ZPaymentPage } }),
    async (req) => svc.listPayments(app.db, req.query),
  );

  app.post(
    '/payments',
    route.manages({ body: ZCreatePaymentRequest, response: { 201: ZPayment } }),
    async (req, reply) => reply.code(201).send(await svc.createPayment(app.db, req.body, actorOf(req))),
  );

  // A bank statement: with dryRun=1 the Excel file's rows come back as proposals and nothing is
  // written; the accountant then confirms the proposals kept (JSON `{payments}`), all or nothing.
  app.post(
    '/payments/import',
    route.manages({ querystring: ZPaymentImportQuery, response: { 200: ZPaymentImportResponse } }),
    async (req) => {
      if (req.query.dryRun === '1') {
        const rows = await readBankStatement(await readUploadedFile(req));
        return { dryRun: true, proposals: await proposePayments(app.db, rows), payments: [] };
      }
      if (req.isMultipart())
        throw badRequest('payment.importConfirm', [{ field: 'dryRun', message: 'payment.importConfirm' }]);
      const parsed = ZPaymentImportConfirm.safeParse(req.body);
      if (!parsed.success)
        throw badRequest(
          'error.validation',
          parsed.error.issues.map((i) => {
            const m = zodIssueMessage(i as Parameters<typeof zodIssueMessage>[0]);
            return { field: i.path.join('.') || 'payments', message: m.key, params: m.params };
          }),
        );
      return {
        dryRun: false,
        proposals: [],
        payments: await svc.createPayments(app.db, parsed.data.payments, actorOf(req)),
      };
    },
  );

  // A booking held for credit is released by a manager (one who holds manage_invoice).
  app.post(
    '/bookings/:id/release-credit-hold',
    route.manages({ tags: ['bookings'], params: ZIdParams }),
    async (req, reply) => {
      await releaseCreditHold(app.db, req.params.id, actorOf(req));
      return reply.code(204).send();
    },
  );

  // Receivables (/statistical-receivables), beside the statistical reports: read like them.
  app.get(
    '/reports/receivables',
    route.manages({
      tags: ['reports'],
      querystring: ZReceivablesQuery,
      response: { 200: ZReceivablesResponse },
    }),
    async (req) => receivables(app.reportDb, req.query),
  );
  app.get(
    '/reports/receivables.xlsx',
    route.manages({ tags: ['reports'], querystring: ZReceivablesQuery }),
    async (req, reply) =>
      exportXlsx(reply, app.reportDb, receivablesWorkbook, req.query, actorOf(req), req.locale),
  );
};

export default paymentsRoutes;

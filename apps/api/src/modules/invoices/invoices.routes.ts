import {
  ZCreateInvoiceRequest,
  ZCreditNotesResponse,
  ZEinvoiceExportQuery,
  ZInvoice,
  ZInvoiceListQuery,
  ZInvoicePage,
} from '@acf/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routesByAccess } from '../../lib/route-options';
import { actorOf, requireCustomerOr, requirePermission } from '../../plugins/auth-markers';
import { sendEinvoiceExport, sendInvoicePdf, sendInvoiceXlsx } from './invoice.documents';
import './invoices.messages';
import { ZIdParams } from '../params';
import * as svc from './invoices.service';

// /manager/invoices: the accountant's work (manage_invoice). A customer reads its own issued
// invoices in its booking area; the scope is a condition inside each query.
const route = routesByAccess(['invoices'], {
  manages: requirePermission('manage_invoice'),
  reads: requireCustomerOr('manage_invoice'),
});

const invoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/invoices',
    route.reads({ querystring: ZInvoiceListQuery, response: { 200: ZInvoicePage } }),
    async (req) => svc.listInvoices(app.db, req.query, actorOf(req)),
  );

  app.post(
    '/invoices',
    route.manages({ body: ZCreateInvoiceRequest, response: { 201: ZInvoice } }),
    async (req, reply) => reply.code(201).send(await svc.createInvoice(app.db, req.body, actorOf(req))),
  );

  // Before /invoices/:id: a static path wins over a parameter.
  app.get(
    '/invoices/export-einvoice',
    route.manages({ querystring: ZEinvoiceExportQuery }),
    async (req, reply) => sendEinvoiceExport(reply, app.reportDb, req.query),
  );

  app.get('/invoices/:id', route.reads({ params: ZIdParams, response: { 200: ZInvoice } }), async (req) =>
    svc.getInvoice(app.db, req.params.id, actorOf(req)),
  );

  app.get('/invoices/:id.pdf', route.reads({ params: ZIdParams }), async (req, reply) =>
    sendInvoicePdf(reply, app.db, req.params.id, actorOf(req)),
  );

  app.get('/invoices/:id.xlsx', route.reads({ params: ZIdParams }), async (req, reply) =>
    sendInvoiceXlsx(reply, app.db, req.params.id, actorOf(req), req.locale),
  );

  app.post(
    '/invoices/:id/issue',
    route.manages({ params: ZIdParams, response: { 200: ZInvoice } }),
    async (req) => svc.issueInvoice(app.db, req.params.id, actorOf(req)),
  );

  app.post(
    '/invoices/:id/credit-notes',
    route.manages({ params: ZIdParams, response: { 201: ZCreditNotesResponse } }),
    async (req, reply) =>
      reply.code(201).send({ results: await svc.createNotes(app.db, req.params.id, actorOf(req)) }),
  );
};

export default invoicesRoutes;

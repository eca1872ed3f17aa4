import {
  ZByCustomerResponse,
  ZByServiceQuery,
  ZByServiceResponse,
  ZByStaffResponse,
  ZMarginQuery,
  ZMarginResponse,
  ZOutstandingResponse,
  ZPodResponse,
  ZReportQuery,
  ZRevenueCustomersResponse,
  ZStatementResponse,
} from '@acf/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { type Actor, actorOf, requireCustomerOr, requirePermission } from '../../plugins/auth-markers';
import './reports.messages';
import { sendStatementPdf } from './reports.pdf';
import * as svc from './reports.service';
import { exportXlsx, type Workbook } from './reports.xlsx';
import { byCustomerWorkbook } from './sheets/by-customer';
import { byServiceWorkbook } from './sheets/by-service';
import { byStaffWorkbook } from './sheets/by-staff';
import { marginWorkbook } from './sheets/margin';
import { outstandingWorkbook } from './sheets/outstanding';
import { podWorkbook } from './sheets/pod';
import { revenueCustomersWorkbook } from './sheets/revenue-customers';
import { statementWorkbook } from './sheets/statement';

const tags = ['reports'];

/**
 * Each report answers its page as JSON and its file as Excel (the statement as PDF too). What a
 * file holds (its title block, columns and totals) is described beside the report in sheets/.
 */
const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Reports only read: from the replica when there is one and it is usable (issue 22).
  const db = app.reportDb;

  /** A report: its page's answer at `path` and its Excel file at `path`.xlsx, behind one permission. */
  function report<Q extends z.ZodType, R extends z.ZodType, C>(
    path: string,
    onRequest: ReturnType<typeof requirePermission>,
    querystring: Q,
    response: R,
    answer: (db: Db, q: z.infer<Q>, actor: Actor) => Promise<z.infer<R>>,
    book: Workbook<z.infer<Q>, C>,
  ) {
    const schema = { tags, querystring };
    // The answer's type is bound to the response schema's by `answer`'s signature.
    const responses: { 200: z.ZodType } = { 200: response };
    app.get(path, { onRequest, schema: { ...schema, response: responses } }, async (req) =>
      answer(db, req.query as z.infer<Q>, actorOf(req)),
    );
    app.get(`${path}.xlsx`, { onRequest, schema }, async (req, reply) =>
      exportXlsx(reply, db, book, req.query as z.infer<Q>, actorOf(req), req.locale),
    );
  }

  // The page each report stands for in the former application is in brackets.
  // statement (/list), also as a PDF
  const canStatement = requireCustomerOr('get_cargo_list');
  report(
    '/reports/statement',
    canStatement,
    ZReportQuery,
    ZStatementResponse,
    svc.statement,
    statementWorkbook,
  );
  app.get(
    '/reports/statement.pdf',
    { onRequest: canStatement, schema: { tags, querystring: ZReportQuery } },
    async (req, reply) => sendStatementPdf(reply, db, req.query, actorOf(req), req.locale),
  );
  // POD (/pod-report), outstanding (/order-remaining)
  const canOperate = requirePermission('manage_operate');
  report('/reports/pod', canOperate, ZReportQuery, ZPodResponse, svc.pod, podWorkbook);
  report(
    '/reports/outstanding',
    canOperate,
    ZReportQuery,
    ZOutstandingResponse,
    svc.outstanding,
    outstandingWorkbook,
  );
  // by staff (/report)
  report(
    '/reports/by-staff',
    requirePermission('statistical_by_staff'),
    ZReportQuery,
    ZByStaffResponse,
    svc.byStaff,
    byStaffWorkbook,
  );
  // by customer (/statistical-customer)
  report(
    '/reports/by-customer',
    requirePermission('statistical_by_customer'),
    ZReportQuery,
    ZByCustomerResponse,
    svc.byCustomer,
    byCustomerWorkbook,
  );
  // revenue customers (/statistical-revenue-customer)
  report(
    '/reports/revenue-customers',
    requirePermission('statistical_revenue_by_customer'),
    ZReportQuery,
    ZRevenueCustomersResponse,
    svc.revenueCustomers,
    revenueCustomersWorkbook,
  );
  // by service (/statistical-service)
  report(
    '/reports/by-service',
    requirePermission('statistical_by_service'),
    ZByServiceQuery,
    ZByServiceResponse,
    svc.byService,
    byServiceWorkbook,
  );
  // gross margin (/statistical-margin, issue 33): cost is what carriers charge the company, so
  // only holders of statistical_margin see it (a customer holds no permission: refused).
  report(
    '/reports/margin',
    requirePermission('statistical_margin'),
    ZMarginQuery,
    ZMarginResponse,
    svc.margin,
    marginWorkbook,
  );
};

export default reportsRoutes;

import {
  ZByCustomerResponse,
  ZByServiceQuery,
  ZByServiceResponse,
  ZByStaffResponse,
  ZOutstandingResponse,
  ZPodResponse,
  ZReportQuery,
  ZRevenueCustomersResponse,
  ZStatementResponse,
} from '@acf/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, requireCustomerOr, requirePermission } from '../../plugins/auth-markers';
import './reports.messages';
import { sendStatementPdf } from './reports.pdf';
import * as svc from './reports.service';
import { exportXlsx } from './reports.xlsx';
import { byCustomerWorkbook } from './sheets/by-customer';
import { byServiceWorkbook } from './sheets/by-service';
import { byStaffWorkbook } from './sheets/by-staff';
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

  // ------------------------------------------------------------ statement (/list)
  const statement = {
    onRequest: requireCustomerOr('get_cargo_list'),
    schema: { tags, querystring: ZReportQuery },
  };
  app.get(
    '/reports/statement',
    { ...statement, schema: { ...statement.schema, response: { 200: ZStatementResponse } } },
    async (req) => svc.statement(db, req.query, actorOf(req)),
  );
  app.get('/reports/statement.xlsx', statement, async (req, reply) =>
    exportXlsx(reply, db, statementWorkbook, req.query, actorOf(req), req.locale),
  );
  app.get('/reports/statement.pdf', statement, async (req, reply) =>
    sendStatementPdf(reply, db, req.query, actorOf(req), req.locale),
  );

  // ------------------------------------------------------------ POD (/pod-report)
  const operate = {
    onRequest: requirePermission('manage_operate'),
    schema: { tags, querystring: ZReportQuery },
  };
  app.get(
    '/reports/pod',
    { ...operate, schema: { ...operate.schema, response: { 200: ZPodResponse } } },
    async (req) => svc.pod(db, req.query, actorOf(req)),
  );
  app.get('/reports/pod.xlsx', operate, async (req, reply) =>
    exportXlsx(reply, db, podWorkbook, req.query, actorOf(req), req.locale),
  );

  // ------------------------------------------------------------ outstanding (/order-remaining)
  app.get(
    '/reports/outstanding',
    { ...operate, schema: { ...operate.schema, response: { 200: ZOutstandingResponse } } },
    async (req) => svc.outstanding(db, req.query, actorOf(req)),
  );
  app.get('/reports/outstanding.xlsx', operate, async (req, reply) =>
    exportXlsx(reply, db, outstandingWorkbook, req.query, actorOf(req), req.locale),
  );

  // ------------------------------------------------------------ by staff (/report)
  const byStaff = {
    onRequest: requirePermission('statistical_by_staff'),
    schema: { tags, querystring: ZReportQuery },
  };
  app.get(
    '/reports/by-staff',
    { ...byStaff, schema: { ...byStaff.schema, response: { 200: ZByStaffResponse } } },
    async (req) => svc.byStaff(db, req.query, actorOf(req)),
  );
  app.get('/reports/by-staff.xlsx', byStaff, async (req, reply) =>
    exportXlsx(reply, db, byStaffWorkbook, req.query, actorOf(req), req.locale),
  );

  // ------------------------------------------------------------ by customer (/statistical-customer)
  const byCustomer = {
    onRequest: requirePermission('statistical_by_customer'),
    schema: { tags, querystring: ZReportQuery },
  };
  app.get(
    '/reports/by-customer',
    { ...byCustomer, schema: { ...byCustomer.schema, response: { 200: ZByCustomerResponse } } },
    async (req) => svc.byCustomer(db, req.query, actorOf(req)),
  );
  app.get('/reports/by-customer.xlsx', byCustomer, async (req, reply) =>
    exportXlsx(reply, db, byCustomerWorkbook, req.query, actorOf(req), req.locale),
  );

  // ------------------------------------------------------------ revenue customers (/statistical-revenue-customer)
  const revenue = {
    onRequest: requirePermission('statistical_revenue_by_customer'),
    schema: { tags, querystring: ZReportQuery },
  };
  app.get(
    '/reports/revenue-customers',
    { ...revenue, schema: { ...revenue.schema, response: { 200: ZRevenueCustomersResponse } } },
    async (req) => svc.revenueCustomers(db, req.query, actorOf(req)),
  );
  app.get('/reports/revenue-customers.xlsx', revenue, async (req, reply) =>
    exportXlsx(reply, db, revenueCustomersWorkbook, req.query, actorOf(req), req.locale),
  );

  // ------------------------------------------------------------ by service (/statistical-service)
  const byService = {
    onRequest: requirePermission('statistical_by_service'),
    schema: { tags, querystring: ZByServiceQuery },
  };
  app.get(
    '/reports/by-service',
    { ...byService, schema: { ...byService.schema, response: { 200: ZByServiceResponse } } },
    async (req) => svc.byService(db, req.query, actorOf(req)),
  );
  app.get('/reports/by-service.xlsx', byService, async (req, reply) =>
    exportXlsx(reply, db, byServiceWorkbook, req.query, actorOf(req), req.locale),
  );
};

export default reportsRoutes;

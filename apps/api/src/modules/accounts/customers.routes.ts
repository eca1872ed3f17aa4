import {
  toPage,
  ZCreateCustomerRequest,
  ZCustomer,
  ZCustomerListQuery,
  ZCustomerPage,
  ZSalesUsers,
  ZUpdateCustomerRequest,
} from '@acf/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors';
import { actorOf, requirePermission } from '../../plugins/auth-markers';
import './accounts.messages';
import { findCustomer, listCustomers, salesUsers } from './customers.repository';
import { createCustomer, deleteCustomer, updateCustomer } from './customers.service';

const tags = ['customers'];
const ZParams = z.object({ id: z.uuid() });
// Either permission opens the page; which customers are seen is decided inside the queries.
const canSeeCustomers = requirePermission('get_list_customer', 'get_all_list_customer');

/** /manager/customer: customer records, scoped to the caller's own customers unless they see all. */
const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/customers',
    {
      onRequest: canSeeCustomers,
      schema: { tags, querystring: ZCustomerListQuery, response: { 200: ZCustomerPage } },
    },
    async (req) => {
      const { rows, total } = await listCustomers(app.db, actorOf(req), req.query);
      return toPage(rows, total, req.query);
    },
  );

  app.get(
    '/customers/sales-users',
    {
      onRequest: requirePermission('get_all_list_customer'),
      schema: { tags, response: { 200: ZSalesUsers } },
    },
    async () => salesUsers(app.db),
  );

  app.get(
    '/customers/:id',
    { onRequest: canSeeCustomers, schema: { tags, params: ZParams, response: { 200: ZCustomer } } },
    async (req) => {
      const found = await findCustomer(app.db, actorOf(req), req.params.id);
      if (!found) throw notFound('accounts.customerNotFound');
      return found;
    },
  );

  app.post(
    '/customers',
    {
      onRequest: canSeeCustomers,
      schema: { tags, body: ZCreateCustomerRequest, response: { 201: ZCustomer } },
    },
    async (req, reply) => reply.status(201).send(await createCustomer(app.db, req.body, actorOf(req))),
  );

  app.patch(
    '/customers/:id',
    {
      onRequest: canSeeCustomers,
      schema: { tags, params: ZParams, body: ZUpdateCustomerRequest, response: { 200: ZCustomer } },
    },
    async (req) => updateCustomer(app.db, req.params.id, req.body, actorOf(req)),
  );

  app.delete(
    '/customers/:id',
    { onRequest: canSeeCustomers, schema: { tags, params: ZParams, response: { 204: z.null() } } },
    async (req, reply) => {
      await deleteCustomer(app.db, req.params.id, actorOf(req));
      return reply.status(204).send(null);
    },
  );
};

export default customerRoutes;

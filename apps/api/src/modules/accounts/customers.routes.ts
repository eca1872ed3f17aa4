import {
  ZCreateCustomerRequest,
  ZCustomer,
  ZCustomerListQuery,
  ZCustomerPage,
  ZSalesUsers,
  ZUpdateCustomerRequest,
} from '@acf/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission } from '../../plugins/auth-markers';
import './accounts.messages';
import { findCustomer, listCustomers, salesUsers } from './customers.repository';
import { createCustomer, deleteCustomer, updateCustomer } from './customers.service';
import { accountRecordRoutes } from './record.routes';

const tags = ['customers'];

/** /manager/customer: customer records, scoped to the caller's own customers unless they see all. */
const customerRoutes: FastifyPluginAsyncZod = async (app) =>
  accountRecordRoutes(
    app,
    {
      path: '/customers',
      tags,
      // Either permission opens the page; which customers are seen is decided inside the queries.
      access: requirePermission('get_list_customer', 'get_all_list_customer'),
      schemas: {
        query: ZCustomerListQuery,
        page: ZCustomerPage,
        row: ZCustomer,
        create: ZCreateCustomerRequest,
        update: ZUpdateCustomerRequest,
      },
      notFoundKey: 'accounts.customerNotFound',
      list: (db, query, actor) => listCustomers(db, actor, query),
      find: (db, id, actor) => findCustomer(db, actor, id),
      create: createCustomer,
      update: updateCustomer,
      remove: deleteCustomer,
    },
    () =>
      app.get(
        '/customers/sales-users',
        {
          onRequest: requirePermission('get_all_list_customer'),
          schema: { tags, response: { 200: ZSalesUsers } },
        },
        async () => salesUsers(app.db),
      ),
  );

export default customerRoutes;

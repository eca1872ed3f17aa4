import { ZContract, ZContractsBody, ZContractsResponse, ZFuelBody } from '@acf/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, requirePermission } from '../../plugins/auth-markers';
import { approveContract, listContracts, putContracts, setSalesMaxPercent } from './contracts.service';
import './rates.messages';
import { ZIdParams } from '../params';

const tags = ['contracts'];
// As the customer page: a sales user sees (and contracts) its own customers, the manager all.
const canSeeCustomers = requirePermission('get_list_customer', 'get_all_list_customer');
const decides = requirePermission('get_all_list_customer');

/** A customer's contracts (issue 33 §3): its own card, or a percentage off the standard card. */
const contractRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/customers/:id/contracts',
    {
      onRequest: canSeeCustomers,
      schema: { tags, params: ZIdParams, response: { 200: ZContractsResponse } },
    },
    async (req) => listContracts(app.db, actorOf(req), req.params.id),
  );

  app.put(
    '/customers/:id/contracts',
    {
      onRequest: canSeeCustomers,
      schema: { tags, params: ZIdParams, body: ZContractsBody, response: { 200: ZContractsResponse } },
    },
    async (req) => putContracts(app.db, actorOf(req), req.params.id, req.body.contracts),
  );

  app.post(
    '/customers/:id/contracts/:contractId/approve',
    {
      onRequest: decides,
      schema: {
        tags,
        params: z.object({ id: z.uuid(), contractId: z.uuid() }),
        response: { 200: ZContract.extend({ id: z.string() }) },
      },
    },
    async (req) => approveContract(app.db, actorOf(req), req.params.id, req.params.contractId),
  );

  app.put(
    '/contracts/sales-max-percent',
    {
      onRequest: decides,
      schema: {
        tags,
        summary: 'The largest percentage a sales user gives without a manager',
        body: ZFuelBody,
        response: { 200: z.object({ salesMaxPercent: z.number() }) },
      },
    },
    async (req) => setSalesMaxPercent(app.db, req.body.percent),
  );
};

export default contractRoutes;

import {
  type Carrier,
  checkSurcharges,
  REMOTE_IMPORT_MAX_BYTES,
  ZCarrierParam,
  ZCreateRemotePostalCodeRequest,
  ZImportRemotePostalCodesRequest,
  ZImportRemotePostalCodesResponse,
  ZPage,
  ZRemotePostalCode,
  ZRemotePostalCodeListQuery,
  ZSurchargeCheckRequest,
  ZSurchargeCheckResponse,
  ZSurchargeFeeParams,
  ZSurchargeFeeRow,
  ZSurchargeMasterDataResponse,
  ZUpdateSurchargeCarrierRequest,
  ZUpdateSurchargeDestinationsRequest,
  ZUpdateSurchargeFeeRequest,
} from '@acf/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { enforce } from '../../lib/rate-limit';
import { noContent, pageOf, routesByAccess } from '../../lib/route-options';
import { actorOf, publicRoute, requirePermission } from '../../plugins/auth-markers';
import './surcharges.messages';
import { ZIdParams } from '../params';
import { listCarrierMasters, listRemotePostalCodes, loadSurchargeMasterData } from './surcharges.repository';
import {
  addRemotePostalCode,
  deleteRemotePostalCode,
  importRemotePostalCodes,
  replaceDestinations,
  updateCarrierName,
  updateFee,
  withEstimates,
} from './surcharges.service';

const route = routesByAccess(['surcharges'], {
  edits: requirePermission('manage_category'),
  anyone: publicRoute,
});

/** Public checks per address and minute: plenty for a person, a brake for a scraper. */
export const CHECK_RATE_LIMIT = { max: 60, windowSeconds: 60 };

const surchargeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/surcharges/check',
    route.anyone({
      summary: 'Which surcharges each carrier applies to a shipment, and why',
      body: ZSurchargeCheckRequest,
      response: { 200: ZSurchargeCheckResponse },
    }),
    async (req) => {
      await enforce(app.db, { key: `surcharges:check:${req.ip}`, ...CHECK_RATE_LIMIT });
      const master = await loadSurchargeMasterData(app.db);
      const checked = checkSurcharges(req.body, master, req.locale);
      return { results: await withEstimates(app.db, req.body, checked.results, req.locale) };
    },
  );

  app.get(
    '/surcharges/master-data',
    route.edits({ response: { 200: ZSurchargeMasterDataResponse } }),
    async () => ({ carriers: await listCarrierMasters(app.db) }),
  );

  /** A PUT of one carrier's settings: `write` keeps the body as the caller, and nothing is answered. */
  const putCarrierSettings = <B extends z.ZodType>(
    path: string,
    body: B,
    write: (carrier: Carrier, input: z.output<B>, actorId: string) => Promise<unknown>,
  ) =>
    app.put(
      path,
      route.edits({ params: ZCarrierParam, body, response: { 204: z.null() } }),
      async (req, reply) =>
        noContent(reply, write(req.params.carrier, req.body as z.output<B>, actorOf(req).userId)),
    );

  putCarrierSettings(
    '/surcharges/carriers/:carrier',
    ZUpdateSurchargeCarrierRequest,
    (carrier, input, actorId) => updateCarrierName(app.db, carrier, input.displayName, actorId),
  );

  app.put(
    '/surcharges/fees/:carrier/:code',
    route.edits({
      params: ZSurchargeFeeParams,
      body: ZUpdateSurchargeFeeRequest,
      response: { 200: ZSurchargeFeeRow },
    }),
    async (req) => {
      const row = await updateFee(app.db, req.params.carrier, req.params.code, req.body, actorOf(req).userId);
      return {
        carrier: req.params.carrier,
        code: req.params.code,
        amount: Number(row!.amount),
        currency: req.body.currency,
        basis: req.body.basis,
        sample: row!.sample,
        updatedAt: row!.updatedAt.toISOString(),
      };
    },
  );

  putCarrierSettings(
    '/surcharges/destinations/:carrier',
    ZUpdateSurchargeDestinationsRequest,
    (carrier, input, actorId) => replaceDestinations(app.db, carrier, input, actorId),
  );

  app.get(
    '/surcharges/remote-postal-codes',
    route.edits({ querystring: ZRemotePostalCodeListQuery, response: { 200: ZPage(ZRemotePostalCode) } }),
    async (req) => pageOf(listRemotePostalCodes(app.db, req.query), req.query),
  );

  app.post(
    '/surcharges/remote-postal-codes',
    route.edits({ body: ZCreateRemotePostalCodeRequest, response: { 201: ZRemotePostalCode } }),
    async (req, reply) => {
      const row = await addRemotePostalCode(app.db, req.body, actorOf(req).userId);
      return reply.status(201).send({
        id: row.id,
        carrier: req.body.carrier,
        country: row.country,
        postalCode: row.postalCode,
        createdAt: row.createdAt.toISOString(),
      });
    },
  );

  app.delete(
    '/surcharges/remote-postal-codes/:id',
    route.edits({ params: ZIdParams, response: { 204: z.null() } }),
    async (req, reply) => noContent(reply, deleteRemotePostalCode(app.db, req.params.id)),
  );

  app.post(
    '/surcharges/remote-postal-codes/import',
    {
      ...route.edits({
        summary: 'Import remote postal codes from a CSV or Excel file (columns country, postal_code)',
        body: ZImportRemotePostalCodesRequest,
        response: { 200: ZImportRemotePostalCodesResponse },
      }),
      // The file travels base64 in JSON: 4/3 of its size plus the envelope.
      bodyLimit: Math.ceil((REMOTE_IMPORT_MAX_BYTES * 4) / 3) + 64 * 1024,
    },
    async (req) => importRemotePostalCodes(app.db, req.body, actorOf(req).userId),
  );
};

export default surchargeRoutes;

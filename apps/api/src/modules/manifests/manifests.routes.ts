import {
  ALL_MANIFEST_PERMISSIONS,
  manifestLineAccess,
  type Permission,
  ZCreateManifestRequest,
  ZDelivery,
  ZDeliveryRequest,
  ZManifestBagRequest,
  ZManifestDetail,
  ZManifestListQuery,
  ZManifestListResponse,
  ZManifestShipmentsRequest,
  ZManifestShipmentsResponse,
  ZManifestTransitionRequest,
  ZPartnerCheckpointRequest,
  ZPartnerCheckpointResponse,
  ZPodFileResponse,
  ZSplitShipmentRequest,
  ZUpdateManifestRequest,
} from '@acf/shared';
import type { FastifyRequest, FastifySchema } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fieldError } from '../../lib/errors';
import { pageOf } from '../../lib/route-options';
import { type Actor, actorOf, requirePermission } from '../../plugins/auth-markers';
import { readUploadedFile, sendStoredFile } from '../../plugins/uploads';
import { detectImageFormat, reencode } from '../content/images';
import { sendXlsx } from '../reports/reports.xlsx';
import {
  manifestDocBags,
  manifestDocRows,
  manifestPdfStream,
  writeManifestSheet,
} from './manifest.documents';
import './manifests.messages';
import { ZIdParams } from '../params';
import {
  addShipments,
  createManifest,
  deleteBag,
  getManifest,
  manifestPage,
  readPodFile,
  recordCheckpoint,
  recordDelivery,
  removeShipment,
  saveBag,
  savePodFile,
  splitShipment,
  transitionManifest,
  updateManifest,
} from './manifests.service';

const tags = ['manifests'];
const ZShipmentId = z.object({ id: z.uuid(), bookingId: z.uuid() });
// /manifest is under six permissions: staff of a line manage it, its partner agent sees it.
const canSeeManifests = requirePermission(...(ALL_MANIFEST_PERMISSIONS as Permission[]));

/** Every manifest route is under the same permissions and tag; `schema` is the rest of its schema. */
const options = <S extends FastifySchema>(schema: S) => ({
  onRequest: canSeeManifests,
  schema: { tags, ...schema },
});

/** The lines the caller may see and the caller: the last arguments every manifest service takes. */
function callerOf(req: FastifyRequest): [ReturnType<typeof manifestLineAccess>, Actor] {
  const actor = actorOf(req);
  return [manifestLineAccess(actor.permissions), actor];
}

const manifestsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/manifests',
    options({ querystring: ZManifestListQuery, response: { 200: ZManifestListResponse } }),
    async (req) => pageOf(manifestPage(app.db, req.query, callerOf(req)[0]), req.query),
  );

  app.post(
    '/manifests',
    options({ body: ZCreateManifestRequest, response: { 201: ZManifestDetail } }),
    async (req, reply) => {
      return reply.status(201).send(await createManifest(app.db, req.body, ...callerOf(req)));
    },
  );

  app.get('/manifests/:id', options({ params: ZIdParams, response: { 200: ZManifestDetail } }), async (req) =>
    getManifest(app.db, req.params.id, callerOf(req)[0]),
  );

  app.get(
    '/manifests/:id/export.xlsx',
    options({ params: ZIdParams, summary: 'The manifest as an Excel sheet in its line layout' }),
    async (req, reply) => {
      const m = await getManifest(app.db, req.params.id, callerOf(req)[0], false);
      const [rows, bags] = await Promise.all([manifestDocRows(app.db, m.id), manifestDocBags(app.db, m.id)]);
      return sendXlsx(reply, `${m.number}.xlsx`, rows.length, (wb, out) =>
        writeManifestSheet(wb, out, m, rows, bags),
      );
    },
  );

  app.get(
    '/manifests/:id/manifest.pdf',
    {
      onRequest: canSeeManifests,
      schema: { tags, params: ZIdParams, summary: 'A printable cargo manifest with a Code 128 of the MAWB' },
    },
    async (req, reply) => {
      const m = await getManifest(app.db, req.params.id, manifestLineAccess(actorOf(req).permissions), false);
      // Streamed as its pages are made (ADR 035).
      const pdf = manifestPdfStream(app.db, m, await manifestDocBags(app.db, m.id), (err) =>
        req.log.error({ err }, 'manifest pdf failed'),
      );
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${m.number}.pdf"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );

  app.patch(
    '/manifests/:id',
    options({ params: ZIdParams, body: ZUpdateManifestRequest, response: { 200: ZManifestDetail } }),
    async (req) => updateManifest(app.db, req.params.id, req.body, ...callerOf(req)),
  );

  app.post(
    '/manifests/:id/shipments',
    options({
      params: ZIdParams,
      body: ZManifestShipmentsRequest,
      response: { 200: ZManifestShipmentsResponse },
    }),
    async (req) =>
      addShipments(app.db, req.params.id, req.body.trackingNumbers, ...callerOf(req), req.locale),
  );

  app.delete(
    '/manifests/:id/shipments/:bookingId',
    options({ params: ZShipmentId, response: { 200: ZManifestDetail } }),
    async (req) => removeShipment(app.db, req.params.id, req.params.bookingId, ...callerOf(req)),
  );

  app.post(
    '/manifests/:id/shipments/:bookingId/split',
    options({
      summary:
        'Splits a shipment: its pieces scanned into the manifest travel, each other piece stays behind with a PIECE_MISSING exception',
      params: ZShipmentId,
      body: ZSplitShipmentRequest,
      response: { 200: ZManifestDetail.extend({ exceptionIds: z.array(z.string()) }) },
    }),
    async (req) =>
      splitShipment(app.db, req.params.id, req.params.bookingId, req.body.reason, ...callerOf(req)),
  );

  app.post(
    '/manifests/:id/transitions',
    options({ params: ZIdParams, body: ZManifestTransitionRequest, response: { 200: ZManifestDetail } }),
    async (req) => transitionManifest(app.db, req.params.id, req.body.to, ...callerOf(req)),
  );

  app.post(
    '/manifests/:id/pod-files',
    options({
      params: ZIdParams,
      summary: 'Upload a proof-of-delivery photo or signature (multipart field "file"): JPEG, PNG or WebP',
      consumes: ['multipart/form-data'],
      response: { 201: ZPodFileResponse },
    }),
    async (req, reply) => {
      const bytes = await readUploadedFile(req);
      const format = await detectImageFormat(bytes);
      if (!format || format === 'gif') throw fieldError('file', 'manifest.podFileType');
      const clean = await reencode(bytes, format).catch(() => {
        throw fieldError('file', 'manifest.podFileType');
      });
      const file = { bytes: clean, format };
      return reply
        .status(201)
        .send(await savePodFile(app.db, app.storage, req.params.id, file, ...callerOf(req)));
    },
  );

  app.get(
    '/manifests/:id/pod-files/:fileId',
    options({ params: z.object({ id: z.uuid(), fileId: z.uuid() }) }),
    async (req, reply) => {
      const f = await readPodFile(app.db, req.params.id, req.params.fileId, callerOf(req)[0]);
      return sendStoredFile(app, reply, f, 'private, no-store');
    },
  );

  app.post(
    '/manifests/:id/deliveries',
    options({ params: ZIdParams, body: ZDeliveryRequest, response: { 201: ZDelivery } }),
    async (req, reply) => {
      return reply
        .status(201)
        .send(await recordDelivery(app.db, req.params.id, req.body, ...callerOf(req), req.locale));
    },
  );

  app.post(
    '/manifests/:id/bags',
    options({
      params: ZIdParams,
      body: ZManifestBagRequest,
      summary: 'Pack (or repack) a bag of an open manifest',
      response: { 200: ZManifestDetail },
    }),
    async (req) => saveBag(app.db, req.params.id, req.body, callerOf(req)[0]),
  );

  app.delete(
    '/manifests/:id/bags/:bagId',
    options({ params: z.object({ id: z.uuid(), bagId: z.uuid() }), response: { 200: ZManifestDetail } }),
    async (req) => deleteBag(app.db, req.params.id, req.params.bagId, callerOf(req)[0]),
  );

  app.post(
    '/manifests/:id/checkpoints',
    options({
      params: ZIdParams,
      body: ZPartnerCheckpointRequest,
      summary: "Arrival, customs or out for delivery, reported by the line's agent: a result per number",
      response: { 200: ZPartnerCheckpointResponse },
    }),
    async (req) => recordCheckpoint(app.db, req.params.id, req.body, ...callerOf(req), req.locale),
  );
};

export default manifestsRoutes;

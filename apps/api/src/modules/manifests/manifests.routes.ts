import {
  ALL_MANIFEST_PERMISSIONS,
  manifestLineAccess,
  type Permission,
  toPage,
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
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fieldError } from '../../lib/errors';
import { actorOf, requirePermission } from '../../plugins/auth-markers';
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
const ZId = z.object({ id: z.uuid() });
// /manifest is under six permissions: staff of a line manage it, its partner agent sees it.
const canSeeManifests = requirePermission(...(ALL_MANIFEST_PERMISSIONS as Permission[]));

const manifestsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/manifests',
    {
      onRequest: canSeeManifests,
      schema: { tags, querystring: ZManifestListQuery, response: { 200: ZManifestListResponse } },
    },
    async (req) => {
      const { rows, total } = await manifestPage(
        app.db,
        req.query,
        manifestLineAccess(actorOf(req).permissions),
      );
      return toPage(rows, total, req.query);
    },
  );

  app.post(
    '/manifests',
    {
      onRequest: canSeeManifests,
      schema: { tags, body: ZCreateManifestRequest, response: { 201: ZManifestDetail } },
    },
    async (req, reply) => {
      const actor = actorOf(req);
      const m = await createManifest(app.db, req.body, manifestLineAccess(actor.permissions), actor);
      return reply.status(201).send(m);
    },
  );

  app.get(
    '/manifests/:id',
    { onRequest: canSeeManifests, schema: { tags, params: ZId, response: { 200: ZManifestDetail } } },
    async (req) => getManifest(app.db, req.params.id, manifestLineAccess(actorOf(req).permissions)),
  );

  app.get(
    '/manifests/:id/export.xlsx',
    {
      onRequest: canSeeManifests,
      schema: { tags, params: ZId, summary: 'The manifest as an Excel sheet in its line layout' },
    },
    async (req, reply) => {
      const m = await getManifest(app.db, req.params.id, manifestLineAccess(actorOf(req).permissions), false);
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
      schema: { tags, params: ZId, summary: 'A printable cargo manifest with a Code 128 of the MAWB' },
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
    {
      onRequest: canSeeManifests,
      schema: { tags, params: ZId, body: ZUpdateManifestRequest, response: { 200: ZManifestDetail } },
    },
    async (req) => {
      const actor = actorOf(req);
      return updateManifest(app.db, req.params.id, req.body, manifestLineAccess(actor.permissions), actor);
    },
  );

  app.post(
    '/manifests/:id/shipments',
    {
      onRequest: canSeeManifests,
      schema: {
        tags,
        params: ZId,
        body: ZManifestShipmentsRequest,
        response: { 200: ZManifestShipmentsResponse },
      },
    },
    async (req) => {
      const actor = actorOf(req);
      return addShipments(
        app.db,
        req.params.id,
        req.body.trackingNumbers,
        manifestLineAccess(actor.permissions),
        actor,
        req.locale,
      );
    },
  );

  app.delete(
    '/manifests/:id/shipments/:bookingId',
    {
      onRequest: canSeeManifests,
      schema: {
        tags,
        params: z.object({ id: z.uuid(), bookingId: z.uuid() }),
        response: { 200: ZManifestDetail },
      },
    },
    async (req) => {
      const actor = actorOf(req);
      return removeShipment(
        app.db,
        req.params.id,
        req.params.bookingId,
        manifestLineAccess(actor.permissions),
        actor,
      );
    },
  );

  app.post(
    '/manifests/:id/shipments/:bookingId/split',
    {
      onRequest: canSeeManifests,
      schema: {
        tags,
        summary:
          'Splits a shipment: its pieces scanned into the manifest travel, each other piece stays behind with a PIECE_MISSING exception',
        params: z.object({ id: z.uuid(), bookingId: z.uuid() }),
        body: ZSplitShipmentRequest,
        response: { 200: ZManifestDetail.extend({ exceptionIds: z.array(z.string()) }) },
      },
    },
    async (req) => {
      const actor = actorOf(req);
      return splitShipment(
        app.db,
        req.params.id,
        req.params.bookingId,
        req.body.reason,
        manifestLineAccess(actor.permissions),
        actor,
      );
    },
  );

  app.post(
    '/manifests/:id/transitions',
    {
      onRequest: canSeeManifests,
      schema: { tags, params: ZId, body: ZManifestTransitionRequest, response: { 200: ZManifestDetail } },
    },
    async (req) => {
      const actor = actorOf(req);
      return transitionManifest(
        app.db,
        req.params.id,
        req.body.to,
        manifestLineAccess(actor.permissions),
        actor,
      );
    },
  );

  app.post(
    '/manifests/:id/pod-files',
    {
      onRequest: canSeeManifests,
      schema: {
        tags,
        params: ZId,
        summary: 'Upload a proof-of-delivery photo or signature (multipart field "file"): JPEG, PNG or WebP',
        consumes: ['multipart/form-data'],
        response: { 201: ZPodFileResponse },
      },
    },
    async (req, reply) => {
      const actor = actorOf(req);
      const bytes = await readUploadedFile(req);
      const format = await detectImageFormat(bytes);
      if (!format || format === 'gif') throw fieldError('file', 'manifest.podFileType');
      const clean = await reencode(bytes, format).catch(() => {
        throw fieldError('file', 'manifest.podFileType');
      });
      const file = await savePodFile(
        app.db,
        app.storage,
        req.params.id,
        { bytes: clean, format },
        manifestLineAccess(actor.permissions),
        actor,
      );
      return reply.status(201).send(file);
    },
  );

  app.get(
    '/manifests/:id/pod-files/:fileId',
    { onRequest: canSeeManifests, schema: { tags, params: z.object({ id: z.uuid(), fileId: z.uuid() }) } },
    async (req, reply) => {
      const f = await readPodFile(
        app.db,
        req.params.id,
        req.params.fileId,
        manifestLineAccess(actorOf(req).permissions),
      );
      return sendStoredFile(app, reply, f, 'private, no-store');
    },
  );

  app.post(
    '/manifests/:id/deliveries',
    {
      onRequest: canSeeManifests,
      schema: { tags, params: ZId, body: ZDeliveryRequest, response: { 201: ZDelivery } },
    },
    async (req, reply) => {
      const actor = actorOf(req);
      const d = await recordDelivery(
        app.db,
        req.params.id,
        req.body,
        manifestLineAccess(actor.permissions),
        actor,
        req.locale,
      );
      return reply.status(201).send(d);
    },
  );

  app.post(
    '/manifests/:id/bags',
    {
      onRequest: canSeeManifests,
      schema: {
        tags,
        params: ZId,
        body: ZManifestBagRequest,
        summary: 'Pack (or repack) a bag of an open manifest',
        response: { 200: ZManifestDetail },
      },
    },
    async (req) => saveBag(app.db, req.params.id, req.body, manifestLineAccess(actorOf(req).permissions)),
  );

  app.delete(
    '/manifests/:id/bags/:bagId',
    {
      onRequest: canSeeManifests,
      schema: {
        tags,
        params: z.object({ id: z.uuid(), bagId: z.uuid() }),
        response: { 200: ZManifestDetail },
      },
    },
    async (req) =>
      deleteBag(app.db, req.params.id, req.params.bagId, manifestLineAccess(actorOf(req).permissions)),
  );

  app.post(
    '/manifests/:id/checkpoints',
    {
      onRequest: canSeeManifests,
      schema: {
        tags,
        params: ZId,
        body: ZPartnerCheckpointRequest,
        summary: "Arrival, customs or out for delivery, reported by the line's agent: a result per number",
        response: { 200: ZPartnerCheckpointResponse },
      },
    },
    async (req) => {
      const actor = actorOf(req);
      return recordCheckpoint(
        app.db,
        req.params.id,
        req.body,
        manifestLineAccess(actor.permissions),
        actor,
        req.locale,
      );
    },
  );
};

export default manifestsRoutes;

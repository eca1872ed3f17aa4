import {
  PICKUP_FAIL_LABELS,
  PICKUP_FILE_MAX_BYTES,
  type PickupFailReason,
  STATUS_LABELS,
  type TPickupAttempt,
  type TPickupItem,
  toPage,
  ZAssignablePage,
  ZAssignableQuery,
  ZAssignRequest,
  ZAssignResponse,
  ZConfirmPickupRequest,
  ZFailPickupRequest,
  ZListQuery,
  ZMineQuery,
  ZOverviewQuery,
  ZPickupFile,
  ZPickupOverview,
  ZPickupPage,
  ZPickupResult,
  ZPickupStaffQuery,
  ZPickupStaffResponse,
  ZUnassignRequest,
} from '@acf/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { t } from '../../i18n/messages';
import { actorOf, requirePermission } from '../../plugins/auth-markers';
import { readUploadedFile, sendStoredFile } from '../../plugins/uploads';
import { type Column, column, periodLine, sendXlsx, sheetWriter } from '../reports/reports.xlsx';
import './pickups.messages';
import { ZIdParams } from '../params';
import * as repo from './pickups.repository';
import * as svc from './pickups.service';

const tags = ['pickups'];

/** The overview sheets' pickup outcomes, per staff member and per day alike. */
const outcomeCols = <R extends { pickedUp: number; failed: number }>(): Column<R>[] => [
  column('pickedUp', 'pickup.col.pickedUp', 12, (x) => x.pickedUp, 'number'),
  column('failed', 'pickup.col.failed', 16, (x) => x.failed, 'number'),
];
const ZBookingId = z.object({ bookingId: z.uuid() });
/** Required on the driver's writes: a retried call (a phone coming back online) never writes twice. */
const ZIdempotencyKey = z.object({ 'idempotency-key': z.string().trim().min(8).max(100) });

// The seed's pages: /assign-pick-up (assignee_booking), /order-pickup
// (get_list_my_assignee_booking), /pickup (manage_pick_up).
const canAssign = requirePermission('assignee_booking');
const isDriver = requirePermission(repo.DRIVER_PERMISSION);
const canOverview = requirePermission('manage_pick_up');
const canSeePhotos = requirePermission(repo.DRIVER_PERMISSION, 'assignee_booking', 'manage_pick_up');

const pickupRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;

  app.get(
    '/pickups/assignable',
    {
      onRequest: canAssign,
      schema: {
        tags,
        querystring: ZAssignableQuery,
        response: { 200: ZAssignablePage },
      },
    },
    async (req, reply) => {
      // Sent as built by the route's own serializer, kept while no open pickup changed.
      const raw = reply as FastifyReply;
      const body = await svc.assignableAnswer(
        db,
        req.query,
        (r) =>
          raw.serialize({
            ...toPage(r.rows, r.total, req.query),
            date: r.date,
            totalCapped: r.capped,
          }) as string,
      );
      return raw.type('application/json; charset=utf-8').send(body);
    },
  );

  app.get(
    '/pickups/staff',
    {
      onRequest: canAssign,
      schema: { tags, querystring: ZPickupStaffQuery, response: { 200: ZPickupStaffResponse } },
    },
    async (req) => svc.staffLoad(db, req.query.date),
  );

  app.post(
    '/pickups/assign',
    { onRequest: canAssign, schema: { tags, body: ZAssignRequest, response: { 200: ZAssignResponse } } },
    async (req) => svc.assign(db, actorOf(req), req.body),
  );

  app.post(
    '/pickups/unassign',
    { onRequest: canAssign, schema: { tags, body: ZUnassignRequest, response: { 200: ZAssignResponse } } },
    async (req) => svc.unassign(db, actorOf(req), req.body),
  );

  app.get(
    '/pickups/mine',
    {
      onRequest: isDriver,
      schema: {
        tags,
        querystring: ZListQuery.omit({ search: true }).extend(ZMineQuery.shape),
        response: { 200: ZPickupPage },
      },
    },
    async (req, reply) => {
      // Sent as built by the route's own serializer, kept while the driver's list is unchanged.
      // (Typed as the raw reply: the JSON text is not the page object the schema types.)
      const raw = reply as FastifyReply;
      const body = await svc.mineAnswer(
        db,
        actorOf(req),
        req.query,
        (r) => raw.serialize(toPage(r.rows, r.total, req.query)) as string,
      );
      return raw.type('application/json; charset=utf-8').send(body);
    },
  );

  app.post(
    '/pickups/:bookingId/confirm',
    {
      onRequest: isDriver,
      schema: {
        tags,
        params: ZBookingId,
        headers: ZIdempotencyKey,
        body: ZConfirmPickupRequest,
        response: { 200: ZPickupResult },
      },
    },
    async (req) =>
      svc.confirmPickup(
        db,
        actorOf(req),
        req.params.bookingId,
        req.body,
        req.headers['idempotency-key'],
        req.locale,
      ),
  );

  app.post(
    '/pickups/:bookingId/fail',
    {
      onRequest: isDriver,
      schema: {
        tags,
        params: ZBookingId,
        headers: ZIdempotencyKey,
        body: ZFailPickupRequest,
        response: { 200: ZPickupResult },
      },
    },
    async (req) =>
      svc.failPickup(db, actorOf(req), req.params.bookingId, req.body, req.headers['idempotency-key']),
  );

  app.post(
    '/pickups/files',
    {
      onRequest: isDriver,
      schema: {
        tags,
        summary: 'Upload a pickup photo or signature (multipart field "file"): an image up to 10 MB',
        consumes: ['multipart/form-data'],
        response: { 201: ZPickupFile },
      },
    },
    async (req, reply) => {
      const bytes = await readUploadedFile(req, PICKUP_FILE_MAX_BYTES);
      return reply.status(201).send(await svc.savePhoto(db, app.storage, actorOf(req), bytes));
    },
  );

  app.get(
    '/pickups/files/:id',
    { onRequest: canSeePhotos, schema: { tags, params: ZIdParams } },
    async (req, reply) => {
      const f = await svc.readPhoto(db, actorOf(req), req.params.id);
      return sendStoredFile(app, reply, f, 'private, max-age=86400, immutable');
    },
  );

  app.get(
    '/pickups/overview',
    {
      onRequest: canOverview,
      schema: { tags, querystring: ZOverviewQuery, response: { 200: ZPickupOverview } },
    },
    async (req) => svc.overview(db, req.query),
  );

  app.get(
    '/pickups/overview.xlsx',
    { onRequest: canOverview, schema: { tags, querystring: ZOverviewQuery } },
    async (req, reply) => {
      const L = req.locale;
      const { from, to } = svc.overviewPeriod(req.query);
      const f = { from, to, office: req.query.office, assigneeId: req.query.assigneeId };
      const [o, attempts] = await Promise.all([svc.overview(db, req.query), repo.attemptList(db, f)]);
      type Staff = (typeof o.byStaff)[number];
      const staffCols: Column<Staff>[] = [
        { key: 'staff', title: 'pickup.col.staff', width: 26, value: (x) => x.fullName },
        { key: 'username', title: 'pickup.col.username', width: 16, value: (x) => x.username },
        ...outcomeCols<Staff>(),
        { key: 'late', title: 'pickup.col.late', width: 8, kind: 'number', value: (x) => x.late },
        { key: 'kg', title: 'pickup.col.kg', width: 14, kind: 'kg', value: (x) => x.pickedUpWeight },
      ];
      type Day = (typeof o.byDay)[number];
      const dayCols: Column<Day>[] = [
        {
          key: 'date',
          title: 'pickup.col.date',
          width: 14,
          kind: 'date',
          value: (x) => `${x.date}T00:00:00+07:00`,
        },
        ...outcomeCols<Day>(),
      ];
      const reason = (r: PickupFailReason | null) => (r ? PICKUP_FAIL_LABELS[r][L] : '');
      const attemptCols: Column<TPickupAttempt>[] = [
        { key: 'time', title: 'pickup.col.time', width: 18, kind: 'datetime', value: (x) => x.occurredAt },
        { key: 'staff', title: 'pickup.col.staff', width: 24, value: (x) => x.assignee.fullName },
        { key: 'code', title: 'pickup.col.code', width: 16, value: (x) => x.code },
        { key: 'tracking', title: 'pickup.col.tracking', width: 14, value: (x) => x.trackingNumber },
        { key: 'customer', title: 'pickup.col.customer', width: 28, value: (x) => x.customerName },
        {
          key: 'outcome',
          title: 'pickup.col.outcome',
          width: 16,
          value: (x) => (x.outcome === 'PICKED_UP' ? STATUS_LABELS.PICKED_UP[L] : t(L, 'pickup.col.failed')),
        },
        { key: 'reason', title: 'pickup.col.reason', width: 22, value: (x) => reason(x.reason) },
        { key: 'note', title: 'pickup.col.note', width: 30, value: (x) => x.note },
        { key: 'kg', title: 'pickup.col.kg', width: 12, kind: 'kg', value: (x) => x.chargeableWeight },
      ];
      const lateCols: Column<TPickupItem>[] = [
        {
          key: 'date',
          title: 'pickup.col.pickupDate',
          width: 14,
          kind: 'date',
          value: (x) => `${x.pickup.date}T00:00:00+07:00`,
        },
        { key: 'window', title: 'pickup.col.window', width: 13, value: (x) => x.pickup.timeWindow },
        { key: 'code', title: 'pickup.col.code', width: 16, value: (x) => x.code },
        { key: 'customer', title: 'pickup.col.customer', width: 28, value: (x) => x.customer.name },
        { key: 'address', title: 'pickup.col.address', width: 40, value: (x) => x.pickup.address },
        { key: 'phone', title: 'pickup.col.phone', width: 16, value: (x) => x.pickup.phone },
        {
          key: 'assignee',
          title: 'pickup.col.assignee',
          width: 24,
          value: (x) => x.assignee?.fullName ?? '',
        },
      ];
      const title = [t(L, 'pickup.overview').toUpperCase(), periodLine(L, from, to)];
      return sendXlsx(reply, `pickups-${from}-${to}.xlsx`, attempts.length, async (wb, out) => {
        const s1 = sheetWriter(wb, out, t(L, 'pickup.sheet.staff'), staffCols, L);
        s1.title(title);
        s1.header();
        await s1.rows(o.byStaff);
        s1.total(t(L, 'pickup.total'), {
          pickedUp: o.totals.pickedUp,
          failed: o.totals.failed,
          late: o.totals.late,
          kg: Math.round(o.byStaff.reduce((s, x) => s + x.pickedUpWeight, 0) * 1000) / 1000,
        });
        s1.commit();
        const s2 = sheetWriter(wb, out, t(L, 'pickup.sheet.days'), dayCols, L);
        s2.title(title);
        s2.header();
        await s2.rows(o.byDay);
        s2.total(t(L, 'pickup.total'), { pickedUp: o.totals.pickedUp, failed: o.totals.failed });
        s2.commit();
        const s3 = sheetWriter(wb, out, t(L, 'pickup.sheet.attempts'), attemptCols, L);
        s3.title(title);
        s3.header();
        await s3.rows(attempts);
        s3.commit();
        const s4 = sheetWriter(wb, out, t(L, 'pickup.sheet.late'), lateCols, L);
        s4.title(title);
        s4.header();
        await s4.rows(o.late);
        s4.commit();
      });
    },
  );
};

export default pickupRoutes;

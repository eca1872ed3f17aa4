import {
  type BookingStatus,
  bookingNumberOf,
  MAX_TRACKING_NUMBERS,
  parseTrackingInput,
  STATUS_PUBLIC_TEXT,
  toPage,
  ZAddressBookQuery,
  ZAddressBookResponse,
  ZBooking,
  ZBookingEventsResponse,
  ZBookingHistoryResponse,
  ZBookingListQuery,
  ZBookingListResponse,
  ZCheckpointRequest,
  ZCheckpointResponse,
  ZCreateBookingRequest,
  ZHistoryQuery,
  ZHistoryResponse,
  ZImportResponse,
  ZQuoteRequest,
  ZQuoteResponse,
  ZTrackingQuery,
  ZTrackingResponse,
  ZTransitionRequest,
  ZUpdateBookingRequest,
} from '@acf/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BatchedLimiter } from '../../lib/batched-limiter';
import { AppError, conflict, fieldError, notFound } from '../../lib/errors';
import { pageOf } from '../../lib/route-options';
import { actorOf, publicRoute, requireCustomerOr, requirePermission } from '../../plugins/auth-markers';
import './bookings.messages';
import { API_KEY_ROUTE } from '../integrations/api-keys';
import { ZIdParams } from '../params';
import { renderPdf } from '../pdf/pdf.pool';
import { sendWorkbook, XLSX } from '../reports/reports.xlsx';
import {
  accountSender,
  addressBook,
  bookingHistoryRows,
  customersInScope,
  exportBookings,
  findBooking,
  listAnswer,
  listEvents,
  listWhere,
  pickerCustomers,
  searchHistory,
} from './bookings.repository';
import {
  applyCheckpoint,
  bookingScope,
  createBooking,
  getBooking,
  listScope,
  quoteBooking,
  STAFF_BOOKING_PERMISSIONS,
  salesScopeOf,
  TRANSITION_PERMISSIONS,
  transitionBooking,
  updateBooking,
} from './bookings.service';
import { CUSTOMS_DOCUMENTS } from './customs-documents';
import { exportWorkbook } from './export';
import { importBookings, importTemplate } from './import';
import { LABEL_FORMATS } from './label';
import { trackNumbers } from './tracking.repository';

const tags = ['bookings'];
// A customer sees its own bookings (scope inside the queries); staff need a booking permission.
const canSeeBookings = requireCustomerOr(...STAFF_BOOKING_PERMISSIONS);
const ZIdempotency = z.object({ 'idempotency-key': z.string().trim().min(8).max(100).optional() });
const EXPORT_LIMIT = 100_000;

/** A PDF the browser shows (and saves as `filename`). */
const sendInlinePdf = (reply: FastifyReply, filename: string, pdf: Buffer | Uint8Array) =>
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `inline; filename="${filename}"`)
    .send(pdf);

const bookingsRoutes: FastifyPluginAsyncZod = async (app) => {
  // The import takes the .xlsx file as the request body (no multipart needed for one file).
  app.addContentTypeParser(XLSX, { parseAs: 'buffer', bodyLimit: 5 * 1024 * 1024 }, (_req, body, done) =>
    done(null, body),
  );

  app.post(
    '/bookings',
    {
      onRequest: requireCustomerOr('get_list_booking'),
      config: API_KEY_ROUTE,
      schema: {
        tags,
        headers: ZIdempotency,
        body: ZCreateBookingRequest,
        response: { 200: ZBooking, 201: ZBooking },
      },
    },
    async (req, reply) => {
      const actor = actorOf(req);
      const created = await createBooking(app.db, actor, req.body, {
        idempotencyKey: req.headers['idempotency-key'],
      });
      const booking = await getBooking(app.db, actor, created.id, req.locale);
      if (created.replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(created.replayed ? 200 : 201).send(booking);
    },
  );

  app.post(
    '/bookings/quote',
    {
      onRequest: requireCustomerOr('get_list_booking'),
      config: API_KEY_ROUTE,
      schema: { tags, body: ZQuoteRequest, response: { 200: ZQuoteResponse } },
    },
    async (req) => quoteBooking(app.db, actorOf(req), req.body, req.locale),
  );

  app.get(
    '/bookings',
    {
      onRequest: canSeeBookings,
      config: API_KEY_ROUTE,
      schema: { tags, querystring: ZBookingListQuery, response: { 200: ZBookingListResponse } },
    },
    async (req, reply) => {
      const scope = listScope(actorOf(req));
      if (!scope) return { ...toPage([], 0, req.query), totalCapped: false };
      // Sent as built by the route's own serializer, kept while nothing the list shows changed.
      const raw = reply as FastifyReply;
      const body = await listAnswer(
        app.db,
        { ...req.query, ...scope },
        req.query,
        (page) =>
          raw.serialize({ ...toPage(page.rows, page.total, req.query), totalCapped: page.capped }) as string,
      );
      return raw.type('application/json; charset=utf-8').send(body);
    },
  );

  app.get(
    '/bookings/export.xlsx',
    { onRequest: requirePermission('get_list_booking'), schema: { tags, querystring: ZBookingListQuery } },
    async (req, reply) => {
      // A large export reads the replica when there is one (issue 22).
      const rows = await exportBookings(
        app.reportDb,
        listWhere(bookingScope(actorOf(req)), req.query),
        EXPORT_LIMIT,
      );
      return sendWorkbook(reply, 'orders.xlsx', await exportWorkbook(rows, req.locale));
    },
  );

  app.get(
    '/bookings/import-template.xlsx',
    // The bulk-create template is for those who create bookings: customers and /order.
    { onRequest: requireCustomerOr('get_list_booking'), schema: { tags } },
    async (req, reply) =>
      sendWorkbook(reply, 'booking-import-template.xlsx', await importTemplate(req.locale)),
  );

  app.post(
    '/bookings/import',
    {
      onRequest: requireCustomerOr('get_list_booking'),
      schema: { tags, response: { 201: ZImportResponse } },
    },
    async (req, reply) => {
      const actor = actorOf(req);
      bookingScope(actor);
      if (!Buffer.isBuffer(req.body))
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 415, 'error.unsupportedMediaType');
      const list = await importBookings(app.db, actor, req.body);
      return reply.status(201).send({ imported: list.length, bookings: list });
    },
  );

  app.get(
    '/bookings/:id',
    {
      onRequest: canSeeBookings,
      config: API_KEY_ROUTE,
      schema: { tags, params: ZIdParams, response: { 200: ZBooking } },
    },
    async (req) => getBooking(app.db, actorOf(req), req.params.id, req.locale),
  );

  app.patch(
    '/bookings/:id',
    {
      onRequest: requireCustomerOr('get_list_booking', 'manage_operate'),
      schema: { tags, params: ZIdParams, body: ZUpdateBookingRequest, response: { 200: ZBooking } },
    },
    async (req) => updateBooking(app.db, actorOf(req), req.params.id, req.body, req.locale),
  );

  app.post(
    '/bookings/:id/transitions',
    {
      onRequest: requireCustomerOr(...TRANSITION_PERMISSIONS),
      // With an API key: the customer's cancel (the only transition a customer may make).
      config: API_KEY_ROUTE,
      schema: { tags, params: ZIdParams, body: ZTransitionRequest, response: { 200: ZBooking } },
    },
    async (req) => transitionBooking(app.db, actorOf(req), req.params.id, req.body),
  );

  app.get(
    '/bookings/:id/events',
    {
      onRequest: canSeeBookings,
      config: API_KEY_ROUTE,
      schema: { tags, params: ZIdParams, response: { 200: ZBookingEventsResponse } },
    },
    async (req) => {
      const actor = actorOf(req);
      const b = await findBooking(app.db, req.params.id, bookingScope(actor));
      if (!b) throw notFound('booking.notFound');
      // A customer reads what public tracking reads: never an INTERNAL note or a staff name.
      const audience = actor.kind === 'customer' ? 'public' : 'staff';
      const events = await listEvents(app.db, [b.b.id], audience);
      const vi = req.locale === 'vi';
      return {
        results: events.map((e) => {
          const status = e.status as BookingStatus;
          const publicNote =
            e.visibility === 'PUBLIC'
              ? (vi ? e.noteVi : e.noteEn) || STATUS_PUBLIC_TEXT[status][req.locale]
              : vi
                ? e.publicVi
                : e.publicEn;
          return {
            id: e.id,
            time: e.occurredAt.toISOString(),
            status,
            place: e.place,
            note: audience === 'public' ? publicNote : vi ? e.noteVi : e.noteEn,
            visibility: audience === 'public' ? ('PUBLIC' as const) : e.visibility,
            publicNote,
            actor: e.actor,
          };
        }),
      };
    },
  );

  app.get(
    '/bookings/:id/history',
    {
      // Who changed what is the tracing page's (/history): manage_history, as the seed says.
      onRequest: requirePermission('manage_history'),
      schema: { tags, params: ZIdParams, response: { 200: ZBookingHistoryResponse } },
    },
    async (req) => {
      const b = await findBooking(app.db, req.params.id, bookingScope(actorOf(req)));
      if (!b) throw notFound('booking.notFound');
      return { results: await bookingHistoryRows(app.db, b.b.id) };
    },
  );

  app.get(
    '/bookings/:id/label.pdf',
    {
      onRequest: canSeeBookings,
      config: API_KEY_ROUTE,
      // a6: one label a page (label printers); a4: four a sheet (office printers).
      schema: {
        tags,
        params: ZIdParams,
        querystring: z.object({ format: z.enum(LABEL_FORMATS).default('a6') }),
      },
    },
    async (req, reply) => {
      const b = await getBooking(app.db, actorOf(req), req.params.id);
      // A cancelled booking ships nothing: a label for it would put a dead parcel in the flow.
      if (b.status === 'CANCELLED') throw conflict('booking.labelCancelled');
      const pdf = await renderPdf('label', b, req.query.format);
      return sendInlinePdf(reply, `label-${b.code}.pdf`, pdf);
    },
  );

  // The booking form's address book: the customer's usual sender and its past receivers.
  app.get(
    '/bookings/address-book',
    {
      onRequest: requireCustomerOr('get_list_booking'),
      schema: { tags, querystring: ZAddressBookQuery, response: { 200: ZAddressBookResponse } },
    },
    async (req) => {
      const actor = actorOf(req);
      let customerId: string | null | undefined = actor.customerId;
      if (actor.kind !== 'customer') {
        if (!req.query.customerId) throw fieldError('customerId', 'validation.required');
        // Staff read the book of a customer they may book for (a sales user: their own), else 404.
        const [mine] = await customersInScope(app.db, [req.query.customerId], salesScopeOf(actor));
        if (!mine) throw notFound('booking.customerNotFound');
        customerId = mine;
      }
      if (!customerId) return { sender: null, receivers: [] };
      const book = await addressBook(app.db, customerId, req.query.search);
      return { sender: book.latestSender ?? accountSender(book.account), receivers: book.receivers };
    },
  );

  // The customs documents: the label's scope (another customer's booking is a 404); English by
  // default (customs reads them), Vietnamese with ?lang=vi.
  for (const kind of CUSTOMS_DOCUMENTS)
    app.get(
      `/bookings/:id/${kind}.pdf`,
      {
        onRequest: canSeeBookings,
        schema: {
          tags,
          params: ZIdParams,
          querystring: z.object({ lang: z.enum(['en', 'vi']).default('en') }),
        },
      },
      async (req, reply) => {
        const b = await getBooking(app.db, actorOf(req), req.params.id);
        const pdf = await renderPdf('customs', b, kind, req.query.lang);
        return sendInlinePdf(reply, `${kind}-${b.code}.pdf`, pdf);
      },
    );

  // The customer picker of the booking form (staff book for a customer).
  app.get(
    '/booking-customers',
    {
      onRequest: requirePermission('get_list_booking'),
      schema: {
        tags,
        querystring: z.object({ search: z.string().trim().max(100).default('') }),
        response: {
          200: z.object({
            results: z.array(z.object({ id: z.string(), code: z.string(), name: z.string() })),
          }),
        },
      },
    },
    async (req) => {
      const rows = await pickerCustomers(app.db, req.query.search, salesScopeOf(actorOf(req)));
      return { results: rows };
    },
  );

  app.post(
    '/checkpoints',
    {
      onRequest: requirePermission('manage_tracking_checkpoint'),
      schema: { tags: ['checkpoints'], body: ZCheckpointRequest, response: { 200: ZCheckpointResponse } },
    },
    async (req) => applyCheckpoint(app.db, actorOf(req), req.body, req.locale),
  );

  app.get(
    '/history',
    {
      onRequest: requirePermission('manage_history'),
      schema: { tags: ['history'], querystring: ZHistoryQuery, response: { 200: ZHistoryResponse } },
    },
    async (req) => pageOf(searchHistory(app.db, req.query), req.query),
  );

  // The public lookup is the hottest route: its per-address limit is written in batches.
  const trackingLimit = new BatchedLimiter(app.db);
  app.addHook('onClose', () => trackingLimit.close());

  app.get(
    '/tracking',
    {
      onRequest: publicRoute,
      schema: { tags: ['tracking'], querystring: ZTrackingQuery, response: { 200: ZTrackingResponse } },
    },
    async (req) => {
      // Per address: enough for people checking parcels, too little to walk the number space.
      await trackingLimit.enforce({
        key: `tracking:${req.ip}`,
        max: app.config.TRACKING_RATE_LIMIT_PER_MINUTE,
        windowSeconds: 60,
      });
      // A piece's label (`1000012345-2`) tracks its booking (issue 35).
      const numbers = [...new Set(parseTrackingInput(req.query.codes).map(bookingNumberOf))];
      if (numbers.length > MAX_TRACKING_NUMBERS)
        throw fieldError('codes', 'validation.tooManyItems', { max: MAX_TRACKING_NUMBERS });
      return trackNumbers(app.db, numbers, req.locale);
    },
  );
};

export default bookingsRoutes;

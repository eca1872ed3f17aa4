import {
  type Currency,
  findUnsafeText,
  ZDayParam,
  ZExchangeRateDay,
  ZExchangeRatesBody,
  ZExchangeRatesQuery,
  ZFuelBody,
  ZFuelParams,
  ZFuelQuery,
  ZFuelSurcharge,
  ZRateCard,
  ZRateCardImportFields,
  ZRateCardImportResponse,
  ZRateCardListQuery,
  ZRateCardSummary,
  ZSimulateQuery,
  ZSimulation,
  ZVatBody,
  ZVatParams,
  ZVatRate,
  ZZoneParams,
  ZZoneSet,
} from '@acf/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, fieldError, notFound } from '../../lib/errors';
import { actorOf, requirePermission } from '../../plugins/auth-markers';
import { readFxGrid } from './fx-import';
import { cardWorkbook, RATE_CARD_MAX_BYTES, readWorkbook } from './rate-sheets';
import { simulateCard } from './simulate';
import './rates.messages';
import { routesByAccess } from '../../lib/route-options';
import { ZIdParams } from '../params';
import { sendWorkbook } from '../reports/reports.xlsx';
import {
  cardOf,
  findCard,
  findZoneSet,
  listCards,
  listExchangeRates,
  listFuel,
  listVat,
  summaryOf,
} from './rates.repository';
import {
  importCard,
  publishCard,
  putExchangeRates,
  putFuel,
  putVat,
  putZoneSet,
  retireCard,
} from './rates.service';

const route = routesByAccess(['rates'], { manages: requirePermission('manage_rate_card') });

/**
 * The options of an Excel file's import: multipart (the file and its form fields) up to the
 * limit of the rates' files; `dryRun=1` reads the file without writing.
 */
const excelImport = <R>(summary: string, response: R) => ({
  ...route.manages({
    summary,
    consumes: ['multipart/form-data'],
    querystring: z.object({ dryRun: z.enum(['0', '1']).optional() }),
    response,
  }),
  bodyLimit: RATE_CARD_MAX_BYTES + 64 * 1024,
});

/** A multipart body: its one file and its text fields (the card's form has up to eleven). */
async function readUpload(req: FastifyRequest) {
  if (!req.isMultipart()) throw fieldError('file', 'rates.fileRequired');
  const fields: Record<string, string> = {};
  let file: { bytes: Buffer; name: string } | null = null;
  try {
    for await (const part of req.parts({
      limits: { fileSize: RATE_CARD_MAX_BYTES, files: 1, fields: 12, fieldSize: 1024, parts: 13 },
    })) {
      if (part.type === 'file') file = { bytes: await part.toBuffer(), name: part.filename };
      else fields[part.fieldname] = String(part.value);
    }
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw fieldError('file', 'upload.tooLarge', { max: RATE_CARD_MAX_BYTES / 1024 / 1024 });
    throw fieldError('file', 'upload.malformed');
  }
  if (!file?.bytes.length) throw fieldError('file', 'rates.fileRequired');
  // The input guard sees JSON, not multipart: a control character (U+0000 above all, which the
  // database cannot store) in a field or the file's name is refused here, naming it.
  const unsafe = findUnsafeText(fields) ?? (findUnsafeText(file.name) ? { field: 'file' } : undefined);
  if (unsafe) throw fieldError(unsafe.field, 'validation.controlCharacter');
  return { file, fields };
}

/** Zod issues of the import's form fields, as the 400 the error handler writes for a body. */
function parseFields(fields: Record<string, string>) {
  const parsed = ZRateCardImportFields.safeParse(fields);
  if (parsed.success) return parsed.data;
  throw badRequest(
    'error.validation',
    parsed.error.issues.map((i) => ({ field: String(i.path[0] ?? 'body'), message: i.message })),
  );
}

const rateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/rate-cards',
    route.manages({
      querystring: ZRateCardListQuery,
      response: { 200: z.object({ results: z.array(ZRateCardSummary) }) },
    }),
    async (req) => ({ results: (await listCards(app.db, req.query)).map(summaryOf) }),
  );

  app.get(
    '/rate-cards/:id',
    route.manages({ params: ZIdParams, response: { 200: ZRateCard } }),
    async (req) => {
      const row = await findCard(app.db, req.params.id);
      if (!row) throw notFound('rates.cardNotFound');
      return { ...summaryOf(row), body: row.body };
    },
  );

  app.get('/rate-cards/:id/export.xlsx', route.manages({ params: ZIdParams }), async (req, reply) => {
    const row = await findCard(app.db, req.params.id);
    if (!row) throw notFound('rates.cardNotFound');
    const card = cardOf(row);
    const name = `${card.carrier}-${card.service}-${card.kind}-v${card.version}.xlsx`;
    return sendWorkbook(reply, name, await cardWorkbook(card.body, card.name));
  });

  app.post(
    '/rate-cards/import',
    excelImport(
      'Import a card from Excel (multipart: file, carrier, service, kind, currency, validFrom; dryRun=1 previews): a DRAFT',
      { 200: ZRateCardImportResponse, 201: ZRateCardImportResponse },
    ),
    async (req, reply) => {
      const { file, fields } = await readUpload(req);
      const f = parseFields({ ...fields, ...(req.query.dryRun ? { dryRun: req.query.dryRun } : {}) });
      const result = await importCard(app.db, file, f, actorOf(req).userId);
      return reply.status(result.card ? 201 : 200).send(result);
    },
  );

  app.post(
    '/rate-cards/:id/simulate',
    route.manages({
      summary: 'What the card would have done to the last days of bookings (nothing is written)',
      params: ZIdParams,
      querystring: ZSimulateQuery,
      response: { 200: ZSimulation },
    }),
    async (req) => simulateCard(app.db, req.params.id, req.query.days),
  );

  app.post(
    '/rate-cards/:id/publish',
    route.manages({ params: ZIdParams, response: { 200: ZRateCardSummary } }),
    async (req) => publishCard(app.db, req.params.id, actorOf(req).userId),
  );

  app.post(
    '/rate-cards/:id/retire',
    route.manages({ params: ZIdParams, response: { 200: ZRateCardSummary } }),
    async (req) => retireCard(app.db, req.params.id, actorOf(req).userId),
  );

  app.get(
    '/zones/:carrier/:service',
    route.manages({ params: ZZoneParams, response: { 200: ZZoneSet } }),
    async (req) => ({
      zones: (await findZoneSet(app.db, req.params.carrier, req.params.service))?.zones ?? [],
    }),
  );

  app.put(
    '/zones/:carrier/:service',
    route.manages({ params: ZZoneParams, body: ZZoneSet, response: { 200: ZZoneSet } }),
    async (req) =>
      putZoneSet(app.db, req.params.carrier, req.params.service, req.body.zones, actorOf(req).userId),
  );

  app.get(
    '/fuel-surcharges',
    route.manages({
      querystring: ZFuelQuery,
      response: { 200: z.object({ results: z.array(ZFuelSurcharge) }) },
    }),
    async (req) => ({ results: await listFuel(app.db, req.query.carrier) }),
  );

  app.put(
    '/fuel-surcharges/:carrier/:month',
    route.manages({ params: ZFuelParams, body: ZFuelBody, response: { 200: ZFuelSurcharge } }),
    async (req) => putFuel(app.db, req.params, req.body.percent, actorOf(req).userId),
  );

  app.get(
    '/exchange-rates',
    route.manages({
      querystring: ZExchangeRatesQuery,
      response: { 200: z.object({ results: z.array(ZExchangeRateDay) }) },
    }),
    async (req) => {
      const byDay = new Map<string, Partial<Record<Currency, number>>>();
      for (const r of await listExchangeRates(app.db, req.query.from, req.query.to)) {
        const day = byDay.get(r.day) ?? {};
        day[r.currency] = Number(r.vndPerUnit);
        byDay.set(r.day, day);
      }
      return { results: [...byDay].map(([day, rates]) => ({ day, rates })) };
    },
  );

  app.put(
    '/exchange-rates/:day',
    route.manages({ params: ZDayParam, body: ZExchangeRatesBody, response: { 200: ZExchangeRateDay } }),
    async (req) => putExchangeRates(app.db, req.params.day, req.body.rates, actorOf(req).userId),
  );

  app.post(
    '/exchange-rates/import',
    excelImport(
      'Import exchange rates from Excel (a day per row, a currency per column); dryRun=1 reads only',
      { 200: z.object({ results: z.array(ZExchangeRateDay) }) },
    ),
    async (req) => {
      const { file } = await readUpload(req);
      const sheets = await readWorkbook(file.bytes);
      const first = Object.values(sheets)[0] ?? [];
      const days = readFxGrid(first);
      if (req.query.dryRun !== '1')
        await app.db.transaction(async (tx) => {
          for (const d of days)
            if (Object.keys(d.rates).length) await putExchangeRates(tx, d.day, d.rates, actorOf(req).userId);
        });
      return { results: days };
    },
  );

  app.get(
    '/vat-rates',
    route.manages({ response: { 200: z.object({ results: z.array(ZVatRate) }) } }),
    async () => ({ results: await listVat(app.db) }),
  );

  app.put(
    '/vat-rates/:kind/:validFrom',
    route.manages({ params: ZVatParams, body: ZVatBody, response: { 200: ZVatRate } }),
    async (req) => putVat(app.db, req.params, req.body.percent, actorOf(req).userId),
  );
};

export default rateRoutes;

import {
  ALL_MANIFEST_PERMISSIONS,
  manifestLineAccess,
  type Permission,
  ZPodImportQuery,
  ZPodImportResponse,
} from '@acf/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { t } from '../../i18n/messages';
import { AppError } from '../../lib/errors';
import { actorOf, requirePermission } from '../../plugins/auth-markers';
import { readUploadedFile } from '../../plugins/uploads';
import { sendWorkbook, XLSX } from '../reports/reports.xlsx';
import { importDeliveries, podImportTemplate, podLines } from './deliveries.import';
import './manifests.messages';

const tags = ['manifests'];
// Operations report for every line; a line's agents (and its staff) for their own line.
const canReport = requirePermission('manage_operate', ...(ALL_MANIFEST_PERMISSIONS as Permission[]));
/** A POD sheet of 10,000 rows is well under this. */
const MAX_WORKBOOK_BYTES = 8 * 1024 * 1024;

const deliveriesRoutes: FastifyPluginAsyncZod = async (app) => {
  // A sheet may also be sent as the body itself (content type .xlsx), as the bookings import takes it.
  app.addContentTypeParser(XLSX, { parseAs: 'buffer', bodyLimit: MAX_WORKBOOK_BYTES }, (_req, body, done) =>
    done(null, body),
  );
  app.get(
    '/deliveries/import-template.xlsx',
    { onRequest: canReport, schema: { tags, summary: 'The proof-of-delivery import template' } },
    async (req, reply) =>
      sendWorkbook(reply, 'pod-import-template.xlsx', await podImportTemplate(req.locale)),
  );

  app.post(
    '/deliveries/import',
    {
      onRequest: canReport,
      schema: {
        tags,
        summary:
          'Proofs of delivery from a sheet (multipart field "file", .xlsx): all or nothing; ?dryRun=1 checks without writing',
        consumes: ['multipart/form-data', XLSX],
        querystring: ZPodImportQuery,
        response: { 200: ZPodImportResponse },
      },
    },
    async (req) => {
      const actor = actorOf(req);
      const bytes = req.isMultipart()
        ? await readUploadedFile(req, MAX_WORKBOOK_BYTES)
        : Buffer.isBuffer(req.body)
          ? req.body
          : undefined;
      if (!bytes) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 415, 'error.unsupportedMediaType');
      const dryRun = req.query.dryRun === '1' || req.query.dryRun === 'true';
      const lines = podLines(actor.permissions, manifestLineAccess(actor.permissions).visible);
      const out = await importDeliveries(app.db, actor, lines, bytes, dryRun);
      return {
        ...out,
        errors: out.errors.map((e) => {
          const raw = e as typeof e & { params?: Record<string, string | number>; label?: unknown };
          const label = raw.label as { vi: string; en: string } | undefined;
          return {
            row: e.row,
            field: e.field,
            message: t(req.locale, e.message, raw.params),
            ...(label && { label: label[req.locale] }),
          };
        }),
      };
    },
  );
};

export default deliveriesRoutes;

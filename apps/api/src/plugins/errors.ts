import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import {
  type Locale,
  localeFromAcceptLanguage,
  type TErrorBody,
  type ZodIssueFields,
  zodIssueMessage,
} from '@acf/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/sql';
import { hasMessage, t } from '../i18n/messages';
import { AppError, type FieldError } from '../lib/errors';

interface ZodIssueLike {
  keyword: string;
  instancePath: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** Turns one zod issue into a field error with a message key the caller's language can show. */
export function issueToFieldError(issue: ZodIssueLike): FieldError {
  const field = issue.instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
  const rebuilt = { ...(issue.params ?? {}), code: issue.keyword, message: issue.message } as ZodIssueFields;
  const { key, params } = zodIssueMessage(rebuilt);
  // A contract may name a key this catalogue lacks: say "invalid" rather than show the key.
  if (!hasMessage(key)) return { field, message: zodIssueMessage({ ...rebuilt, message: '' }).key, params };
  return params ? { field, message: key, params } : { field, message: key };
}

function translateErrors(req: FastifyRequest, errors: FieldError[]): TErrorBody['errors'] {
  return errors.map((e) => ({
    field: e.field,
    message: t(req.locale, e.message, e.params),
    ...(e.label && { label: e.label[req.locale] }),
    ...(e.row !== undefined && { row: e.row }),
    ...(e.code !== undefined && { code: e.code }),
    ...(e.trackingNumber !== undefined && { trackingNumber: e.trackingNumber }),
    ...(e.rule !== undefined && { rule: e.rule }),
    ...(e.pieceId !== undefined && { pieceId: e.pieceId }),
  }));
}

/**
 * The framework-level refusals passed on with their own status, and the message of each. Their
 * code is the status's name (413: PAYLOAD_TOO_LARGE); any other status answers as a 400.
 */
const PASS_THROUGH: Record<number, string> = {
  400: 'error.badRequest',
  401: 'error.unauthorized',
  403: 'error.forbidden',
  404: 'error.notFound',
  405: 'error.badRequest',
  406: 'error.badRequest',
  408: 'error.requestTimeout',
  413: 'error.payloadTooLarge',
  414: 'error.uriTooLong',
  415: 'error.unsupportedMediaType',
  429: 'error.tooManyRequests',
  431: 'error.headersTooLarge',
};

/** The body of a framework-level refusal of `status`, in `locale`. */
export function frameworkErrorBody(status: number, locale: Locale): TErrorBody {
  const known = status in PASS_THROUGH ? status : 400;
  return {
    code: STATUS_CODES[known]!.toUpperCase().replaceAll(' ', '_'),
    message: t(locale, PASS_THROUGH[known]!),
  };
}

/**
 * Fastify's router refusals (a malformed URL, a path parameter beyond maxParamLength) come
 * here before any hook: the same shape and language as every other error.
 */
export function frameworkErrors(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  const locale = localeFromAcceptLanguage(req.headers['accept-language']);
  const status = err.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : err.code === 'FST_ERR_BAD_URL' ? 400 : 500;
  if (status === 500) req.log.error({ err }, 'framework error');
  const body =
    status === 500
      ? { code: 'INTERNAL_ERROR', message: t(locale, 'error.internal') }
      : frameworkErrorBody(status, locale);
  return reply.status(status).send(body);
}

const CLIENT_ERROR_STATUS: Record<string, number> = {
  HPE_HEADER_OVERFLOW: 431,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
};

/**
 * Node's HTTP parser refusals (a request line or headers beyond the limit, a broken request):
 * the socket has no parsed request, so the language is the default one.
 */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const status = CLIENT_ERROR_STATUS[err.code ?? ''] ?? 400;
  const body = JSON.stringify(frameworkErrorBody(status, 'vi'));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}

/** One error handler: every failure answers `{code, message, errors?}` in the caller's language. */
async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
    if (err instanceof AppError) {
      if (err.headers) reply.headers(err.headers);
      const body: TErrorBody = { code: err.code, message: t(req.locale, err.messageKey, err.params) };
      if (err.errors) body.errors = translateErrors(req, err.errors);
      return reply.status(err.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const context = (err as { validationContext?: string }).validationContext;
      const errors = err.validation.map((v) => issueToFieldError(v as unknown as ZodIssueLike));
      // Path params and query strings name their field too (e.g. 'page'), never a 500.
      if (context === 'headers') for (const e of errors) e.field = `header.${e.field}`;
      return reply.status(400).send({
        code: 'VALIDATION_ERROR',
        message: t(req.locale, 'error.validation'),
        errors: translateErrors(req, errors),
      } satisfies TErrorBody);
    }
    if (isResponseSerializationError(err)) {
      req.log.error({ err }, 'response did not match its schema');
      return reply.status(500).send({ code: 'INTERNAL_ERROR', message: t(req.locale, 'error.internal') });
    }
    // The database is out of reach (a restart, a failover): say so at once, and when to retry.
    if (isDatabaseUnavailable(err)) {
      req.log.warn({ err: { message: err.message, code: err.code } }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ code: 'SERVICE_UNAVAILABLE', message: t(req.locale, 'error.databaseUnavailable') });
    }
    const status = err.statusCode ?? 500;
    // The framework's own 4xx (body parser, content type, limits) in our shape and language.
    if (status >= 400 && status < 500)
      return reply.status(status).send(frameworkErrorBody(status, req.locale));
    // Never leak a 5xx message or stack to the caller; the log keeps it.
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ code: 'INTERNAL_ERROR', message: t(req.locale, 'error.internal') });
  });

  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? '';
    reply.status(404).send({
      code: 'NOT_FOUND',
      message: t(req.locale, 'error.routeNotFound', { path }),
    } satisfies TErrorBody);
  });
}

export default fp(errorsPlugin, { name: 'errors' });

import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

/** A hop named in TRUST_PROXY: a preset of proxy-addr, an address, or an address/prefix. */
function isTrustedHop(item: string) {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(item)) return true;
  const [address = '', prefix, ...rest] = item.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

const port = z.coerce.number().int().min(1).max(65535);
/** An optional string variable: empty is the same as unset. */
function optional<T extends z.ZodType<string>>(schema: T) {
  return schema.optional().or(z.literal('').transform(() => undefined));
}

const bool = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true');

/** Every environment variable the product reads, parsed once at start. */
const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: port.default(3000),
  API_PORT: port.default(4000),
  API_HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  JWT_SECRET: z
    .string()
    .min(32, 'must be at least 32 characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .max(86_400)
    .default(15 * 60),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /**
   * How long (ms) a resolved caller may be reused for the same token without asking the
   * database again; 0 asks on every request. At most one second (decision 010).
   */
  ACTOR_CACHE_MS: z.coerce.number().int().min(0).max(1000).default(1000),
  ADMIN_PASSWORD: z
    .string()
    .min(8, 'must be at least 8 characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DEMO_DATA: bool,
  PUBLIC_URL: z.string().url().default('http://localhost:3000'),
  UPLOAD_DIR: z.string().optional(),
  /** Public tracking lookups per address per minute. */
  TRACKING_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  /**
   * The hops whose X-Forwarded-For the API believes (comma-separated addresses, CIDRs or the
   * presets loopback, linklocal, uniquelocal). By default loopback only: the web server in
   * front of it. `none` believes no one: the client address is always the socket's.
   */
  TRUST_PROXY: z
    .string()
    .default('loopback')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .refine((items) => items.join() === 'none' || (items.length > 0 && items.every(isTrustedHop)), {
      message:
        'must be none, or a comma-separated list of addresses, CIDRs, loopback, linklocal or uniquelocal',
    })
    .transform((items) => (items.join() === 'none' ? [] : items)),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  /**
   * API processes on this machine (Node's cluster module shares the port). The embedded
   * database lives inside one process, so more than one needs DATABASE_URL.
   */
  API_WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  /**
   * Worker threads drawing PDFs (labels, customs papers, statements) off the request thread
   * (ADR 035); unset: the machine's CPUs, at least 1. 0 draws them on the request thread, as
   * before the pool: only to compare.
   */
  PDF_WORKERS: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(0).max(64).optional(),
  ),
  /** PDFs waiting for a worker beyond which a new one is refused with 503 and Retry-After. */
  PDF_QUEUE_MAX: z.coerce.number().int().min(1).max(10_000).default(200),
  /**
   * Where e-mail goes (issue 20): an SMTP server as nodemailer reads it
   * (smtp://user:pass@host:587, smtps://…:465). Unset: each message is written as an .eml file
   * under DATA_DIR/mail and marked SENT with transport `file`.
   */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** The From of every message, an address or `Name <address>`. */
  MAIL_FROM: z
    .string()
    .regex(/^(?:[^<>]*<[^<>\s@]+@[^<>\s@]+>|[^<>\s@]+@[^<>\s@]+)$/, 'must be an address or Name <address>')
    .default('ACF Express <no-reply@acfexpress.vn>'),
  /** Sent messages are kept this many days, then deleted by the sender. */
  NOTIFICATION_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  /** Requests a minute per API key (issue 24). */
  API_KEY_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  /** 0 starts this API without the webhook sender (another instance drains the outbox). */
  WEBHOOK_SENDER: z
    .enum(['0', '1', 'true', 'false'])
    .default('1')
    .transform((v) => v === '1' || v === 'true'),
  /** 1 lets webhook URLs use plain http (development, tests); https only otherwise. */
  WEBHOOK_ALLOW_HTTP: z
    .enum(['0', '1', 'true', 'false'])
    .default('0')
    .transform((v) => v === '1' || v === 'true'),
  /**
   * Comma-separated host names or addresses a webhook may reach although they resolve to a
   * private, loopback or link-local address (an integrator's test receiver on this network).
   */
  WEBHOOK_ALLOW_HOSTS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((h) =>
          h
            .trim()
            .toLowerCase()
            .replace(/^\[(.*)\]$/, '$1'),
        )
        .filter(Boolean),
    ),
  /** 0 starts this API without the e-mail sender (another instance drains the outbox). */
  NOTIFICATION_SENDER: z
    .enum(['0', '1', 'true', 'false'])
    .default('1')
    .transform((v) => v === '1' || v === 'true'),
  /**
   * Object storage (issue 22): set S3_BUCKET to keep files in an S3-compatible bucket instead
   * of UPLOAD_DIR, so that any number of API instances serve the same files.
   */
  S3_BUCKET: optional(
    z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'must be a bucket name: 3 to 63 lower-case letters, digits, dots or hyphens',
      ),
  ),
  /** The S3 server (MinIO, Ceph, R2…); unset: AWS S3 of S3_REGION. */
  S3_ENDPOINT: optional(z.string().regex(/^https?:\/\/[^\s/]+/, 'must be an http:// or https:// address')),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{2,32}$/, 'must be a region name such as us-east-1')
    .default('us-east-1'),
  S3_ACCESS_KEY_ID: optional(z.string().min(1)),
  S3_SECRET_ACCESS_KEY: optional(z.string().min(1)),
  /** Bucket in the path (http://host/bucket/key), as most S3-compatible servers need. */
  S3_FORCE_PATH_STYLE: bool,
  /**
   * A streaming replica of DATABASE_URL (issue 22): reports, statements and large exports read
   * from it; everything else reads the primary.
   */
  DATABASE_REPLICA_URL: optional(
    z.string().regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://'),
  ),
  /** A replica further behind than this (seconds) is not read: the primary answers instead. */
  REPLICA_MAX_LAG_S: z.coerce.number().int().min(0).max(86_400).default(30),
  /**
   * The bearer token a Prometheus scraper sends to `GET /metrics` (ADR 031). Unset: the route
   * does not exist (404).
   */
  METRICS_TOKEN: optional(z.string().min(32, 'must be at least 32 characters')),
});

export type Config = z.infer<typeof ZEnv> & { uploadDir: string; dataDir: string };

export class ConfigError extends Error {}

/** Parses the environment; a bad value stops the start with a message naming each variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  const problems: string[] = [];
  if (c.API_WORKERS > 1 && !c.DATABASE_URL)
    problems.push(
      'API_WORKERS: more than one API process needs DATABASE_URL (PostgreSQL); ' +
        'the embedded database serves a single process',
    );
  if (c.DATABASE_REPLICA_URL && !c.DATABASE_URL)
    problems.push('DATABASE_REPLICA_URL: a replica needs DATABASE_URL (its primary) set too');
  if (!c.S3_BUCKET)
    for (const name of ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const)
      if (c[name]) problems.push(`${name}: is set but S3_BUCKET is not (files stay on the local disk)`);
  if (c.S3_BUCKET && !c.S3_ACCESS_KEY_ID !== !c.S3_SECRET_ACCESS_KEY)
    problems.push(
      c.S3_ACCESS_KEY_ID
        ? 'S3_SECRET_ACCESS_KEY: must be set with S3_ACCESS_KEY_ID'
        : 'S3_ACCESS_KEY_ID: must be set with S3_SECRET_ACCESS_KEY',
    );
  if (problems.length > 0)
    throw new ConfigError(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  const dataDir = path.resolve(parsed.data.DATA_DIR);
  return {
    ...parsed.data,
    dataDir,
    uploadDir: path.resolve(parsed.data.UPLOAD_DIR ?? path.join(dataDir, 'uploads')),
  };
}

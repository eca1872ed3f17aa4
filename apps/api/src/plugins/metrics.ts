import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';
import type { Db } from '../db/client';
import { unauthorized } from '../lib/errors';
import { collectProcessMetrics, newRegistry, processMetrics, prom } from '../lib/metrics';
import { type Backlog, outboxBacklog } from '../lib/outbox';

/** The outboxes whose backlog a scrape reads, by the label their series carry (ADR 026). */
const OUTBOXES = { email: 'notifications', webhooks: 'webhook_deliveries' } as const;

/** Request durations in seconds: from a kept answer (~1 ms) to the 10 s a pool waits at most. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const digest = (s: string) => createHash('sha256').update(s).digest();

/**
 * `GET /metrics` in Prometheus' text format (ADR 031), for a scraper that sends
 * `Authorization: Bearer <METRICS_TOKEN>`. Without METRICS_TOKEN the route does not exist (404).
 * It sits outside /api, so the web server never forwards it: it is reached on the API's own port.
 */
async function metricsPlugin(app: FastifyInstance) {
  const token = app.config.METRICS_TOKEN;
  if (!token) return;
  collectProcessMetrics();
  const registry = newRegistry();

  const durations = new prom.Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request to the end of its answer, by route (the path pattern) and status',
    labelNames: ['method', 'route', 'status_code'],
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  app.addHook('onResponse', (req, reply, done) => {
    durations.observe(
      {
        method: req.method,
        // The pattern, never the path: ids and searches would make a series each.
        route: req.routeOptions.url ?? 'unmatched',
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
    done();
  });

  const pools = databasePools(app);
  new prom.Gauge({
    name: 'acf_db_pool_connections',
    help: 'Connections of the API to PostgreSQL, by pool (primary, replica) and state (in_use, idle)',
    labelNames: ['pool', 'state'],
    registers: [registry],
    collect() {
      for (const [name, p] of Object.entries(pools)) {
        this.set({ pool: name, state: 'in_use' }, p.totalCount - p.idleCount);
        this.set({ pool: name, state: 'idle' }, p.idleCount);
      }
    },
  });
  new prom.Gauge({
    name: 'acf_db_pool_waiting',
    help: 'Queries waiting for a free connection, by pool',
    labelNames: ['pool'],
    registers: [registry],
    collect() {
      for (const [name, p] of Object.entries(pools)) this.set({ pool: name }, p.waitingCount);
    },
  });

  // Read once per scrape, before the registry is written out; the gauges below only report it.
  let backlogs: Partial<Record<keyof typeof OUTBOXES, Backlog>> = {};
  const readBacklogs = async () => {
    const out: Partial<Record<keyof typeof OUTBOXES, Backlog>> = {};
    for (const [label, table] of Object.entries(OUTBOXES) as [keyof typeof OUTBOXES, string][]) {
      try {
        out[label] = await outboxBacklog(app.db, table);
      } catch (err) {
        // The database out of reach: the series are left out; the pool and the 503s say why.
        app.log.warn({ err }, `metrics: could not read the ${label} outbox`);
      }
    }
    backlogs = out;
  };
  const backlogGauge = (name: string, help: string, value: (b: Backlog) => number) =>
    new prom.Gauge({
      name,
      help,
      labelNames: ['outbox'],
      registers: [registry],
      collect() {
        this.reset();
        for (const [label, b] of Object.entries(backlogs)) if (b) this.set({ outbox: label }, value(b));
      },
    });
  backlogGauge(
    'acf_outbox_depth',
    'Messages waiting in an outbox (due or waiting for a retry)',
    (b) => b.depth,
  );
  backlogGauge(
    'acf_outbox_oldest_age_seconds',
    'Age of the oldest message still waiting in an outbox',
    (b) => b.oldestAgeSeconds,
  );
  backlogGauge(
    'acf_outbox_oldest_due_seconds',
    'How long the longest-waiting due message has been due without being taken',
    (b) => b.oldestDueSeconds,
  );

  const expected = digest(token);
  app.get('/metrics', { schema: { hide: true } }, async (req, reply) => {
    const header = req.headers.authorization ?? '';
    const given = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
    // Digests of equal length, compared in constant time: the answer's timing says nothing of the token.
    if (!given || !timingSafeEqual(digest(given), expected)) throw unauthorized();
    await readBacklogs();
    const text = (await processMetrics.metrics()) + (await registry.metrics());
    return reply.header('cache-control', 'no-store').type(registry.contentType).send(text);
  });
}

/** The node-postgres pools behind the database (none for the embedded one: one connection, no pool). */
function databasePools(app: FastifyInstance): Record<string, pg.Pool> {
  const pools: Record<string, pg.Pool> = {};
  const primary = (app.db as Db & { $client?: unknown }).$client;
  if (primary instanceof pg.Pool) pools.primary = primary;
  const replica = app.database.replica;
  if (replica) pools.replica = replica.replica;
  return pools;
}

export default fp(metricsPlugin, { name: 'metrics', dependencies: ['db'] });

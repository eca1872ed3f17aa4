import client from 'prom-client';

/**
 * What the process measures whatever app it serves (ADR 031): the caches' hits and misses, and,
 * once an app exposes `/metrics`, Node's own figures (event-loop lag, memory, GC, CPU). An app's
 * own figures (its requests, its pools, its outboxes) are in its own registry, so that two apps of
 * one process (the tests) do not collide; `/metrics` answers both.
 */
export const processMetrics = new client.Registry();

/** Every cache of the API, by the name its counters carry (docs/caches.md describes each). */
export const CACHE_NAMES = [
  'actor',
  'access_tokens',
  'bookings_list',
  'bookings_list_totals',
  'bookings_list_pages',
  'pickups_mine',
  'pickups_assignable',
  'pricing_book',
  'surcharge_master_data',
  'company_lines',
] as const;
export type CacheName = (typeof CACHE_NAMES)[number];

const hits = new client.Counter({
  name: 'acf_cache_hits_total',
  help: 'Lookups answered from a cache, by cache',
  labelNames: ['cache'],
  registers: [processMetrics],
});
const misses = new client.Counter({
  name: 'acf_cache_misses_total',
  help: 'Lookups a cache could not answer (the value was read or built), by cache',
  labelNames: ['cache'],
  registers: [processMetrics],
});

/** Counts one cache's lookups: `record(found)` after each one. */
export interface CacheMeter {
  hit(): void;
  miss(): void;
  record(found: boolean): void;
}

const meters = new Map<CacheName, CacheMeter>();

/**
 * The meter of a cache. Its two series exist from the first call, at 0, so a scrape lists every
 * cache even before it is used (a hit rate is then "none yet", not "missing").
 */
export function cacheMeter(name: CacheName): CacheMeter {
  let meter = meters.get(name);
  if (!meter) {
    const h = hits.labels(name);
    const m = misses.labels(name);
    h.inc(0);
    m.inc(0);
    meter = {
      hit: () => h.inc(),
      miss: () => m.inc(),
      record: (found) => (found ? h : m).inc(),
    };
    meters.set(name, meter);
  }
  return meter;
}

for (const name of CACHE_NAMES) cacheMeter(name);

let defaults = false;

/**
 * Node's own figures, started when an app first exposes them: the event loop's delay is sampled
 * every 10 ms from then on (a histogram kept by Node itself; the scrape reads and resets it).
 */
export function collectProcessMetrics(): void {
  if (defaults) return;
  defaults = true;
  client.collectDefaultMetrics({ register: processMetrics, eventLoopMonitoringPrecision: 10 });
}

/** A registry for one app's own figures. */
export const newRegistry = () => new client.Registry();
export { client as prom };

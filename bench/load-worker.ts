/**
 * Runs one autocannon measurement in its own process, so the load generator does not take
 * CPU time from the server it measures. The job is the JSON argument; the result goes to stdout.
 */
import { makeTrackingNumber } from '@acf/shared';
import autocannon from 'autocannon';

export interface LoadJob {
  url: string;
  headers?: Record<string, string>;
  connections: number;
  duration: number;
  /** Public tracking: a random seeded number per request, and one address per connection. */
  tracking?: { first: number; count: number };
  /** A method and JSON body for every request (POST /bookings). */
  method?: 'POST' | 'GET';
  body?: unknown;
  /** A random one of these paths per request, and one address per connection. */
  paths?: string[];
}

export interface LoadResult {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  non2xx: number;
  errors: number;
}

const job = JSON.parse(process.argv[2]!) as LoadJob;
let client = 0;
const tracking = job.tracking;
const paths = job.paths;
const result = await autocannon({
  url: job.url,
  headers: { ...job.headers, ...(job.body ? { 'content-type': 'application/json' } : {}) },
  ...(job.method ? { method: job.method } : {}),
  ...(job.body ? { body: JSON.stringify(job.body) } : {}),
  connections: job.connections,
  duration: job.duration,
  ...(paths
    ? {
        setupClient: (c: autocannon.Client) => {
          client++;
          c.setHeaders({ ...job.headers, 'x-forwarded-for': `10.2.${client >> 8}.${client & 255}` });
        },
        requests: [
          {
            setupRequest: (req: autocannon.RequestParams) => ({
              ...req,
              path: paths[Math.floor(Math.random() * paths.length)]!,
            }),
          },
        ],
      }
    : {}),
  ...(tracking
    ? {
        setupClient: (c: autocannon.Client) => {
          client++;
          c.setHeaders({ 'x-forwarded-for': `10.1.${client >> 8}.${client & 255}` });
        },
        requests: [
          {
            setupRequest: (req: autocannon.RequestParams) => ({
              ...req,
              path: `/api/v1/tracking?codes=${makeTrackingNumber(tracking.first + Math.floor(Math.random() * tracking.count))}`,
            }),
          },
        ],
      }
    : {}),
});
const l = result.latency as unknown as Record<string, number>;
process.stdout.write(
  JSON.stringify({
    rps: Math.round(result.requests.average),
    p50: l.p50!,
    p95: l.p95 ?? l.p97_5!,
    p99: l.p99!,
    non2xx: result.non2xx,
    errors: result.errors,
  } satisfies LoadResult),
);

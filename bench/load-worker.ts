/**
 * Runs one autocannon measurement in its own process, so the load generator does not take
 * CPU time from the server it measures. The job is the JSON argument; the result goes to stdout.
 */

import { readFileSync } from 'node:fs';
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
  /** The same, read from a file of one path a line (a new input per request: more than an argument holds). */
  pathsFile?: string;
}

export interface LoadResult {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** Requests that had no answer within autocannon's 10 s. */
  timeouts: number;
}

const job = JSON.parse(process.argv[2]!) as LoadJob;
let client = 0;
const tracking = job.tracking;
const paths = job.pathsFile ? readFileSync(job.pathsFile, 'utf8').split('\n').filter(Boolean) : job.paths;
// Every answer's time, for the percentiles autocannon 9 does not give (p95: it reports p97.5).
const times: number[] = [];
const options: autocannon.Options = {
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
};
const result = await new Promise<autocannon.Result>((resolve, reject) => {
  const instance = autocannon(options, (err, r) => (err ? reject(err) : resolve(r)));
  instance.on('response', (_c, _status, _bytes, ms) => times.push(ms));
});
times.sort((a, b) => a - b);
const at = (q: number) =>
  times.length ? Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))]!) : 0;
process.stdout.write(
  JSON.stringify({
    rps: Math.round(result.requests.average),
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  } satisfies LoadResult),
);

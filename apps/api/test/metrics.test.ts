import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import type { TestUser } from './helpers/auth';
import { createBooking } from './helpers/bookings';
import { appSuite, build, type TestApp } from './helpers/build';

// GET /metrics (ADR 031): Prometheus' text format for a scraper holding METRICS_TOKEN, and
// nothing at all without it.

const TOKEN = 'metrics-token-of-the-test-that-is-long-enough';

let app: TestApp;
let manager: TestUser;
let customer: TestUser;
appSuite({ manager: 'MANAGER', customer: 'CUSTOMER' }, (s) => ({ app, manager, customer } = s), {
  METRICS_TOKEN: TOKEN,
});

const scrape = (token = TOKEN) =>
  app.inject({ url: '/metrics', headers: { authorization: `Bearer ${token}` } });

/** The value of one series in a scrape (0 when absent). */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('GET /metrics', () => {
  it('is refused without the token, or with another one', async () => {
    const none = await app.inject({ url: '/metrics' });
    expect(none.statusCode).toBe(401);
    expect(none.json().code).toBe('UNAUTHORIZED');
    expect(none.body).not.toContain('acf_cache');
    const wrong = await scrape(`${TOKEN}x`);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).not.toContain('acf_cache');
    const basic = await app.inject({ url: '/metrics', headers: { authorization: `Basic ${TOKEN}` } });
    expect(basic.statusCode).toBe(401);
  });

  it('is not a route of the API document, nor under /api where the web server forwards', async () => {
    const doc = await app.inject({ url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    expect(Object.keys(doc.json().paths)).not.toContain('/metrics');
    const underApi = await app.inject({
      url: '/api/v1/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(underApi.statusCode).toBe(404);
  });

  it('answers the request histogram of a route just called, the outboxes and the event loop', async () => {
    const listed = await app.inject({ url: '/api/v1/bookings?status=BOOKED', headers: manager.headers });
    expect(listed.statusCode).toBe(200);
    const res = await scrape();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    // The route's pattern, never its path with the query.
    expect(res.body).toMatch(
      /http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/v1\/bookings",status_code="200"\}/,
    );
    expect(
      sample(
        res.body,
        'http_request_duration_seconds_count{method="GET",route="/api/v1/bookings",status_code="200"}',
      ),
    ).toBeGreaterThanOrEqual(1);
    expect(res.body).not.toContain('status=BOOKED');
    expect(res.body).toContain('acf_outbox_depth{outbox="email"}');
    expect(res.body).toContain('acf_outbox_oldest_age_seconds{outbox="webhooks"}');
    expect(res.body).toContain('acf_outbox_oldest_due_seconds{outbox="email"}');
    expect(res.body).toContain('nodejs_eventloop_lag_seconds');
    expect(res.body).toContain('# TYPE acf_cache_misses_total counter');
    // PostgreSQL's pool is measured; the embedded database has one connection and no pool.
    if (app.database.driver === 'postgres') {
      expect(res.body).toContain('acf_db_pool_waiting{pool="primary"} 0');
      expect(res.body).toMatch(/acf_db_pool_connections\{pool="primary",state="in_use"\} \d+/);
    } else expect(res.body).not.toContain('acf_db_pool_waiting{');
  });

  it("counts a cache's hits: the same list asked again is answered from memory", async () => {
    const url = '/api/v1/bookings?search=BK&pageSize=5';
    const first = await app.inject({ url, headers: manager.headers });
    expect(first.statusCode).toBe(200);
    const before = await scrape();
    const hits = sample(before.body, 'acf_cache_hits_total{cache="bookings_list"}');
    const misses = sample(before.body, 'acf_cache_misses_total{cache="bookings_list"}');
    for (let i = 0; i < 3; i++) {
      const again = await app.inject({ url, headers: manager.headers });
      expect(again.body).toBe(first.body);
    }
    const after = await scrape();
    expect(sample(after.body, 'acf_cache_hits_total{cache="bookings_list"}')).toBe(hits + 3);
    expect(sample(after.body, 'acf_cache_misses_total{cache="bookings_list"}')).toBe(misses);
    // The signed-in caller is known too (the same token within ACTOR_CACHE_MS, or verified once).
    expect(sample(after.body, 'acf_cache_hits_total{cache="access_tokens"}')).toBeGreaterThan(
      sample(before.body, 'acf_cache_hits_total{cache="access_tokens"}'),
    );
  });

  it('counts a PDF drawn in the worker pool, and shows its queue and running renders', async () => {
    const booking = await createBooking(app, customer.headers);
    const before = await scrape();
    const series = 'acf_pdf_renders_total{kind="label",result="ok"}';
    const label = await app.inject({
      url: `/api/v1/bookings/${booking.id}/label.pdf`,
      headers: manager.headers,
    });
    expect(label.statusCode).toBe(200);
    expect(label.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const after = await scrape();
    // At least this label (the booking's e-mail, sent meanwhile, attaches one of its own).
    expect(sample(after.body, series)).toBeGreaterThanOrEqual(sample(before.body, series) + 1);
    expect(after.body).toMatch(/^acf_pdf_queue_length \d+$/m);
    expect(after.body).toMatch(/^acf_pdf_running \d+$/m);
    expect(sample(after.body, 'acf_pdf_threads')).toBeGreaterThanOrEqual(1);
    expect(sample(after.body, 'acf_pdf_render_seconds_count{kind="label"}')).toBeGreaterThanOrEqual(1);
  });
});

describe('without METRICS_TOKEN', () => {
  it('there is no such route', async () => {
    const plain = await build();
    try {
      const res = await plain.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('acf_cache');
    } finally {
      await plain.close();
    }
  });

  it('a token too short to be a secret stops the start', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must be at least 32/);
    expect(loadConfig({ METRICS_TOKEN: '' }).METRICS_TOKEN).toBeUndefined();
  });
});

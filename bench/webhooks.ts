/**
 * Issue 24: the webhook sender drains 10,000 queued deliveries into a local receiver (its own
 * process, bench/webhook-sink.ts, which checks every signature) while the API serves requests
 * (bench/outbox-drain.ts measures); then the same drain with the API quiet.
 *
 *   npm run bench:webhooks                              (PGlite in memory)
 *   DATABASE_URL=postgres://…/bench npm run bench:webhooks
 *
 * N (deliveries, 10,000), DURATION (s per run, 5) and CONNECTIONS (50) tune a run.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../apps/api/src/db/client';
import { drainBench, run } from './outbox-drain';

const SECRET = 'whsec_bench';

function startSink(
  secret: string,
): Promise<{ port: number; child: ChildProcess; stop: () => Promise<string> }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', fileURLToPath(new URL('./webhook-sink.ts', import.meta.url))],
      { env: { ...process.env, SECRET: secret }, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const port = /port (\d+)/.exec(out)?.[1];
      if (port && !out.includes('resolved')) {
        out += 'resolved';
        resolve({
          port: Number(port),
          child,
          stop: () =>
            new Promise((r) => {
              child.once('exit', () => r(/received \d+ bad \d+/.exec(out)?.[0] ?? '?'));
              child.kill('SIGTERM');
            }),
        });
      }
    });
    child.once('error', reject);
  });
}

run(async () => {
  const sink = await startSink(SECRET);
  await drainBench({
    what: 'deliveries',
    table: 'webhook_deliveries',
    env: {
      WEBHOOK_SENDER: '0',
      NOTIFICATION_SENDER: '0',
      WEBHOOK_ALLOW_HTTP: '1',
      WEBHOOK_ALLOW_HOSTS: '127.0.0.1',
    },
    pollMs: 100,
    // N deliveries of the 20 bookings' public views, as the booking events write them.
    fill: async (app, customer, n) => {
      const [endpoint] = await rowsOf<{ id: string }>(
        app.db,
        sql`insert into webhook_endpoints (customer_id, url, events, secret)
          values (${customer.customerId}, ${`http://127.0.0.1:${sink.port}/acf`},
            '{booking.created,booking.status_changed}', ${SECRET})
          returning id`,
      );
      await app.db.execute(sql`
        insert into webhook_deliveries (endpoint_id, event_id, type, booking_id, data)
        select ${endpoint!.id}, gen_random_uuid(),
          case when i % 2 = 0 then 'booking.created' else 'booking.status_changed' end, b.id,
          jsonb_build_object('booking', jsonb_build_object('id', b.id, 'code', b.code,
            'trackingNumber', b.tracking_number, 'status', b.status, 'test', b.is_test,
            'service', b.service, 'carrier', b.carrier, 'receiverCountry', b.receiver_country,
            'createdAt', b.created_at, 'events', jsonb_build_array(jsonb_build_object('status', 'BOOKED',
              'time', b.created_at, 'place', 'Ho Chi Minh',
              'note', jsonb_build_object('vi', 'Đơn hàng đã được tạo', 'en', 'Shipment booked')))))
        from generate_series(1, ${n}) i
        join (select row_number() over (order by id) - 1 as k, * from bookings) b on b.k = i % 20`);
    },
    sender: (app) => app.webhooks,
    // The drain alone, without load: what the sender does when the API is quiet.
    after: async (app, drained, n) => {
      await app.db.execute(
        sql`update webhook_deliveries set status = 'QUEUED', next_attempt_at = now(), attempts = 0`,
      );
      const t1 = performance.now();
      app.webhooks.start();
      await drained();
      const quietSeconds = (performance.now() - t1) / 1000;
      await app.webhooks.stop();
      return [
        `drained ${n.toLocaleString('en')} deliveries with the API quiet in ${quietSeconds.toFixed(1)} s: ${(n / quietSeconds).toFixed(0)} deliveries/s`,
      ];
    },
  });
  console.log(`receiver: ${await sink.stop()} (signatures checked with the endpoint's secret)`);
});

/**
 * Issue 20: the e-mail sender drains 10,000 queued messages into a local SMTP server (its own
 * process, bench/smtp-sink.ts) while the API serves requests (bench/outbox-drain.ts measures).
 *
 *   npm run bench:notifications                              (PGlite in memory)
 *   DATABASE_URL=postgres://…/bench npm run bench:notifications
 *
 * N (messages, 10,000), DURATION (s per run, 5) and CONNECTIONS (50) tune a run.
 */
import { sql } from 'drizzle-orm';
import { startSink } from './mail-sink';
import { drainBench, run } from './outbox-drain';

run(async () => {
  const sink = await startSink();
  await drainBench({
    what: 'messages',
    table: 'notifications',
    env: { SMTP_URL: `smtp://127.0.0.1:${sink.port}`, NOTIFICATION_SENDER: '0' },
    pollMs: 250,
    // N messages of every kind (a seventh are BOOKED, with the label PDF attached), in both
    // languages, on the 20 bookings.
    fill: async (app, _customer, n) => {
      await app.db.execute(sql`
        insert into notifications (event, booking_id, booking_code, recipient, to_address, language, subject, data)
        select (array['BOOKED','PICKUP_FAILED','PICKED_UP','IN_TRANSIT','DELIVERED','EXCEPTION','CANCELLED'])[1 + i % 7],
          b.id, b.code, case when i % 3 = 0 then 'RECEIVER' else 'ACCOUNT' end,
          'bench' || i || '@example.vn', case when i % 2 = 0 then 'vi' else 'en' end, 'Bench ' || b.code,
          jsonb_build_object('trackingNumber', b.tracking_number, 'publicVi', 'Giữ hàng hải quan',
            'publicEn', 'Customs hold', 'occurredAt', now(), 'destination', b.receiver_country,
            'chargeableWeight', b.chargeable_weight, 'total', b.total, 'currency', b.price_currency,
            'bookedTotal', null, 'receiverName', b.receiver_name)
        from generate_series(1, ${n}) i
        join (select row_number() over (order by id) - 1 as k, * from bookings) b on b.k = i % 20`);
    },
    sender: (app) => app.notifier,
  });
  sink.child.kill('SIGTERM');
});

/**
 * The writes of a working day beside a measured route, in their own process: bookings created
 * and checkpoints applied at fixed rates, open loop (a request leaves on time whether or not the
 * ones before it have been answered, as customers and scanners do). The job is the JSON
 * argument; what was achieved goes to stdout.
 */
import { bookingInput } from '../apps/api/test/helpers/bookings';

export interface WriterJob {
  /** The API's base, `http://host:port/api/v1`. */
  base: string;
  /** A customer's headers (its own bookings) and a staff user's (the checkpoints). */
  customer: Record<string, string>;
  staff: Record<string, string>;
  createsPerSecond: number;
  checkpointsPerSecond: number;
  duration: number;
  /** Bookings in transit: a checkpoint at their own status is a location scan (an event each time). */
  inTransit: string[];
  /** Receivers' names sampled from the data: the day's new bookings look like the others. */
  names: string[];
}

export interface WriterResult {
  created: number;
  createdPerSecond: number;
  checkpoints: number;
  checkpointsPerSecond: number;
  failed: number;
  p95: number;
}

const job = JSON.parse(process.argv[2]!) as WriterJob;
const times: number[] = [];
let created = 0;
let checkpoints = 0;
let failed = 0;
const pending = new Set<Promise<void>>();

function send(
  path: string,
  headers: Record<string, string>,
  body: unknown,
  ok: (answer: unknown) => boolean,
) {
  const t0 = performance.now();
  const p = fetch(`${job.base}${path}`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  })
    .then(async (res) => {
      const answer = res.ok ? await res.json() : undefined;
      if (!ok(answer)) failed++;
      times.push(performance.now() - t0);
    })
    .catch(() => {
      failed++;
    })
    .finally(() => pending.delete(p));
  pending.add(p);
}

/**
 * Sends what is due at the rate since the start: a loaded machine fires timers late, and an
 * interval would then send less than asked (it never catches up a missed tick).
 */
function newBooking() {
  const input = bookingInput();
  input.receiver.name = job.names[Math.floor(Math.random() * job.names.length)]!.slice(0, 35);
  return input;
}

const every = (perSecond: number, fire: () => void) => {
  let sent = 0;
  return setInterval(() => {
    const due = Math.floor(((Date.now() - t0) / 1000) * perSecond);
    for (; sent < due; sent++) fire();
  }, 10);
};

const t0 = Date.now();
// The bench starts the measured load when the writes have begun.
process.stderr.write('started\n');
const timers = [
  every(job.createsPerSecond, () =>
    send('/bookings', job.customer, newBooking(), (a) => {
      if (!a) return false;
      created++;
      return true;
    }),
  ),
  every(job.checkpointsPerSecond, () =>
    send(
      '/checkpoints',
      job.staff,
      {
        trackingNumbers: [job.inTransit[Math.floor(Math.random() * job.inTransit.length)]],
        status: 'IN_TRANSIT',
        place: 'Ho Chi Minh',
      },
      (a) => {
        if ((a as { applied?: number } | undefined)?.applied !== 1) return false;
        checkpoints++;
        return true;
      },
    ),
  ),
];
await new Promise((r) => setTimeout(r, job.duration * 1000));
for (const t of timers) clearInterval(t);
// Rates are over the time the writer was asked to write; what it sent last is still awaited.
const seconds = (Date.now() - t0) / 1000;
await Promise.all([...pending]);
times.sort((a, b) => a - b);
process.stdout.write(
  JSON.stringify({
    created,
    createdPerSecond: Math.round((created / seconds) * 10) / 10,
    checkpoints,
    checkpointsPerSecond: Math.round((checkpoints / seconds) * 10) / 10,
    failed,
    p95: Math.round(times[Math.floor(times.length * 0.95)] ?? 0),
  } satisfies WriterResult),
);

import { once } from 'node:events';
import os from 'node:os';
import { PassThrough, type Readable } from 'node:stream';
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { AppError } from '../../lib/errors';
import { processMetrics, prom } from '../../lib/metrics';
import type {
  FromThread,
  PdfKind,
  PdfResult,
  PdfTask,
  RENDERERS,
  StreamArgs,
  StreamBatch,
  StreamKind,
  StreamTask,
  ToThread,
} from './pdf.worker';

/**
 * The pool of PDF workers (ADR 035). Labels, customs papers and statements are drawn in worker
 * threads: the request thread reads the data, sends it as plain values, and gets the bytes back,
 * so drawing fifty labels at once does not hold up the requests beside them.
 *
 * One pool per process, whatever number of apps it serves (the tests build several): each app
 * opens it with its configuration (`openPdfPool`) and lets go of it when it closes; the last to
 * let go closes the threads. A render with no app open (a script) opens it with the defaults.
 */

export interface PdfPoolOptions {
  /**
   * Worker threads; default the machine's CPUs (at least 1). 0: no threads, each PDF is drawn on
   * the request thread, as before the pool (to compare; not for production).
   */
  threads?: number;
  /** Renders waiting for a thread beyond which a new one is refused (503). */
  maxQueue?: number;
}

/** From the compiled API (dist/server.js) the worker is dist/pdf-worker.js (apps/api/build.mjs). */
const fromSource = import.meta.url.endsWith('.ts');
const WORKER = new URL(fromSource ? './pdf.worker.ts' : './pdf-worker.js', import.meta.url);

let pool: Piscina | null = null;
let users = 0;
/** PDF_WORKERS=0: drawn on the request thread. */
let inline = false;

const defaultThreads = () => Math.max(1, os.availableParallelism?.() ?? os.cpus().length);

function start(options: PdfPoolOptions = {}): Piscina {
  const threads = Math.max(1, options.threads ?? defaultThreads());
  // Under tsx or vitest the worker is TypeScript: the thread loads tsx first. The process's own
  // flags are not passed on whole: a thread refuses some (--expose-gc, memory limits).
  const execArgv = [
    ...process.execArgv.filter((a) => a === '--enable-source-maps'),
    ...(fromSource ? ['--import', 'tsx'] : []),
  ];
  return new Piscina({
    filename: WORKER.href,
    // Threads start with the first PDF, not with the app: an app that draws none (a test's, a
    // script's) never loads the drawing code. Starting one with every app cost each API test file
    // a thread compiling the PDF modules while its app was being built.
    minThreads: 0,
    maxThreads: threads,
    maxQueue: options.maxQueue ?? 64 * threads,
    // A worker left idle a minute is ended (then started again on demand).
    idleTimeout: 60_000,
    execArgv,
  });
}

/** The pool, started with the defaults when no app opened it (a script). */
function thePool(): Piscina {
  if (!pool) pool = start();
  return pool;
}

/** Opens the pool for an app (with its configuration, when it is the first); close it with `closePdfPool`. */
export function openPdfPool(options: PdfPoolOptions = {}): void {
  users += 1;
  if (users > 1) return;
  inline = options.threads === 0;
  // A pool started with the defaults while no app held it (a render of a script, or one that
  // finished after its app closed) gives way to this app's configuration.
  const orphan = pool;
  pool = inline ? null : start(options);
  void orphan?.close();
}

/**
 * One app lets go of the pool; the last one ends its threads. Renders under way finish first;
 * those still queued are dropped: when an app closes, its server has answered its last request
 * and its senders have stopped, so no one waits for them (waiting drew them all first, and a
 * closing app with a queue of e-mail labels outlasted Fastify's 10 s for its close hooks).
 */
export async function closePdfPool(): Promise<void> {
  users = Math.max(0, users - 1);
  if (users > 0 || !pool) return;
  const closing = pool;
  pool = null;
  await closing.close({ force: true });
}

const renderSeconds = new prom.Histogram({
  name: 'acf_pdf_render_seconds',
  help: 'Time a PDF took in its worker (from its start, queue wait excluded), by document',
  labelNames: ['kind'],
  buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [processMetrics],
});
new prom.Gauge({
  name: 'acf_pdf_queue_length',
  help: 'PDF renders waiting for a free worker thread',
  registers: [processMetrics],
  collect() {
    this.set(pool?.queueSize ?? 0);
  },
});
/** Renders handed to the pool and not finished: queued, or being drawn. */
let inFlight = 0;
new prom.Gauge({
  name: 'acf_pdf_running',
  help: 'PDF renders being drawn by a worker thread now',
  registers: [processMetrics],
  collect() {
    this.set(Math.max(0, inFlight - (pool?.queueSize ?? 0)));
  },
});
new prom.Gauge({
  name: 'acf_pdf_threads',
  help: 'Worker threads of the PDF pool (started ones; at most the configured size)',
  registers: [processMetrics],
  collect() {
    this.set(pool?.threads.length ?? 0);
  },
});
const renders = new prom.Counter({
  name: 'acf_pdf_renders_total',
  help: 'PDF renders finished, by document and result (ok, failed, refused: the queue was full)',
  labelNames: ['kind', 'result'],
  registers: [processMetrics],
});

/** A full queue is a 503 with Retry-After: the process is already drawing as much as it can. */
function refuseWhenFull(p: Piscina, kind: string) {
  if (p.queueSize < p.options.maxQueue) return;
  renders.inc({ kind, result: 'refused' });
  throw new AppError('SERVICE_UNAVAILABLE', 503, 'error.tooManyRequests', undefined, undefined, {
    'retry-after': '5',
  });
}

/** Runs a task in the pool, or on this thread with PDF_WORKERS=0, and counts it in the metrics. */
async function run(
  kind: string,
  task: PdfTask | StreamTask,
  transfer?: StreamTask['port'],
): Promise<PdfResult> {
  inFlight += 1;
  try {
    const result: PdfResult = inline
      ? await (await import('./pdf.worker')).default(task)
      : await thePool().run(task, transfer ? { transferList: [transfer] } : undefined);
    renderSeconds.observe({ kind }, result.seconds);
    renders.inc({ kind, result: 'ok' });
    return result;
  } catch (err) {
    renders.inc({ kind, result: 'failed' });
    throw err;
  } finally {
    inFlight -= 1;
  }
}

/** Draws a document in a worker thread and returns its bytes (a full queue: 503). */
export async function renderPdf<K extends PdfKind>(
  kind: K,
  ...args: Parameters<(typeof RENDERERS)[K]>
): Promise<Buffer> {
  if (!inline) refuseWhenFull(thePool(), kind);
  const { bytes } = await run(kind, { kind, args } as PdfTask);
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/**
 * Draws a document whose rows are read as it is drawn (the invoice: ADR 035) and returns it as a
 * stream to send. `rows` is called with a `send` that hands one batch to the thread and resolves
 * when the thread asks for the next one and the client has taken what was drawn: the request
 * thread reads by cursor, the worker draws, and neither holds more than a batch. A full queue is
 * a 503 thrown here, before anything is sent. A failure later, or a client that goes away, ends
 * the stream (and the reading, and the drawing).
 */
export function streamPdf<K extends StreamKind>(
  kind: K,
  args: StreamArgs<K>,
  rows: (send: (batch: StreamBatch<K>) => Promise<void>) => Promise<void>,
): Readable {
  if (!inline) refuseWhenFull(thePool(), kind);
  const out = new PassThrough();
  const { port1: here, port2: there } = new MessageChannel();
  let asked: (() => void) | null = null;
  let wanted = false;
  /** Set when the download ends early (the reading failed, the drawing failed, the client left). */
  let failed: Error | null = null;
  let ended: () => void;
  const allSent = new Promise<void>((resolve) => (ended = resolve));
  here.on('message', (m: FromThread) => {
    if ('chunk' in m) out.write(Buffer.from(m.chunk.buffer, m.chunk.byteOffset, m.chunk.byteLength));
    else if ('end' in m) ended();
    // The thread asks for a batch: after a failure it is told to stop, so it frees its place.
    else if (failed) here.postMessage({ stop: true } satisfies ToThread);
    else {
      wanted = true;
      asked?.();
    }
  });
  const fail = (err: Error) => {
    if (failed) return;
    failed = err;
    if (wanted) here.postMessage({ stop: true } satisfies ToThread);
    out.destroy(err);
    asked?.();
  };
  /** Waits until the thread asks for a batch (and the client has taken what was sent), then sends it. */
  const reply = async (m: ToThread) => {
    if (!wanted && !failed) await new Promise<void>((resolve) => (asked = resolve));
    if (out.writableNeedDrain && !out.destroyed) await Promise.race([once(out, 'drain'), once(out, 'close')]);
    asked = null;
    if (out.destroyed && !failed) fail(new Error('the client went away'));
    if (failed) throw failed;
    wanted = false;
    here.postMessage(m);
  };
  const drawn = run(kind, { kind, args, port: there } as unknown as StreamTask, there);
  // A drawing that fails ends the download (and the reading, at its next batch).
  drawn.catch((err: unknown) => fail(err as Error));
  (async () => {
    await rows((batch) => reply({ rows: batch as unknown[] }));
    await reply({ done: true });
    await drawn;
    // The last bytes come on the port, the task's end on the pool's own: wait for both.
    await allSent;
    out.end();
  })()
    .catch((err: unknown) => fail(err as Error))
    // The port closes once the thread is done with it (a failed thread was told to stop).
    .finally(() => drawn.finally(() => here.close()).catch(() => {}));
  return out;
}

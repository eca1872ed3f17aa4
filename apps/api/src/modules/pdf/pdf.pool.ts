import os from 'node:os';
import { Piscina } from 'piscina';
import { AppError } from '../../lib/errors';
import { processMetrics, prom } from '../../lib/metrics';
import type { PdfKind, PdfResult, PdfTask, RENDERERS } from './pdf.worker';

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
    minThreads: 1,
    maxThreads: threads,
    maxQueue: options.maxQueue ?? 64 * threads,
    // A worker left idle a minute is ended (then started again on demand).
    idleTimeout: 60_000,
    execArgv,
  });
}

/** Opens the pool for an app (with its configuration, when it is the first); close it with `closePdfPool`. */
export function openPdfPool(options: PdfPoolOptions = {}): void {
  users += 1;
  if (users === 1) inline = options.threads === 0;
  if (!inline) pool ??= start(options);
}

/** One app lets go of the pool; the last one ends its threads (renders under way finish first). */
export async function closePdfPool(): Promise<void> {
  users = Math.max(0, users - 1);
  if (users > 0 || !pool) return;
  const closing = pool;
  pool = null;
  await closing.close();
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

/**
 * Draws a document in a worker thread and returns its bytes. A full queue is a 503 with
 * Retry-After: the process is already drawing as much as it can.
 */
export async function renderPdf<K extends PdfKind>(
  kind: K,
  ...args: Parameters<(typeof RENDERERS)[K]>
): Promise<Buffer> {
  if (inline) return renderHere(kind, args);
  pool ??= start();
  const p = pool;
  if (p.queueSize >= p.options.maxQueue) {
    renders.inc({ kind, result: 'refused' });
    throw new AppError('SERVICE_UNAVAILABLE', 503, 'error.tooManyRequests', undefined, undefined, {
      'retry-after': '5',
    });
  }
  const task: PdfTask<K> = { kind, args };
  inFlight += 1;
  try {
    const { bytes, seconds }: PdfResult = await p.run(task);
    renderSeconds.observe({ kind }, seconds);
    renders.inc({ kind, result: 'ok' });
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  } catch (err) {
    renders.inc({ kind, result: 'failed' });
    throw err;
  } finally {
    inFlight -= 1;
  }
}

/** PDF_WORKERS=0: the same drawing, on this thread (the worker's module, loaded on first use). */
async function renderHere<K extends PdfKind>(kind: K, args: PdfTask<K>['args']): Promise<Buffer> {
  const { default: render } = await import('./pdf.worker');
  inFlight += 1;
  try {
    const { bytes, seconds } = await render({ kind, args } as PdfTask);
    renderSeconds.observe({ kind }, seconds);
    renders.inc({ kind, result: 'ok' });
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  } finally {
    inFlight -= 1;
  }
}

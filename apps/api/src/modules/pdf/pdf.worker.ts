import { performance } from 'node:perf_hooks';
import type { MessagePort } from 'node:worker_threads';
import { renderCustomsDocument } from '../bookings/customs-documents';
import { renderLabel } from '../bookings/label';
import { invoicePdf } from '../invoices/invoice.pdf';
// The invoice's words, as the statement's below.
import '../invoices/invoices.messages';
import { statementPdf } from '../reports/reports.pdf';
// The statement's words (the routes' module registers them on the request thread; a thread has its own).
import '../reports/reports.messages';

/**
 * The PDF worker (ADR 035): a thread of the pool that draws a document from plain data (the
 * request thread read it) and hands its bytes back. Nothing here touches the database or a reply.
 */
export const RENDERERS = {
  label: renderLabel,
  customs: renderCustomsDocument,
  statement: statementPdf,
};
export type PdfKind = keyof typeof RENDERERS;
export interface PdfTask<K extends PdfKind = PdfKind> {
  kind: K;
  args: Parameters<(typeof RENDERERS)[K]>;
}
/** The document, and the time its drawing took in the thread (the queue's wait left out). */
export interface PdfResult {
  bytes: Uint8Array;
  seconds: number;
}

/**
 * Documents drawn as their rows arrive: each takes its plain arguments and then the batches of
 * its rows, and returns the document as a readable stream.
 */
export const STREAMERS = {
  invoice: invoicePdf,
};
export type StreamKind = keyof typeof STREAMERS;
type Rows<K extends StreamKind> =
  Parameters<(typeof STREAMERS)[K]> extends [...infer _, AsyncIterable<infer R>] ? R : never;
export type StreamArgs<K extends StreamKind> =
  Parameters<(typeof STREAMERS)[K]> extends [...infer A, unknown] ? A : never;
/** The rows' type of a streamed document (one batch). */
export type StreamBatch<K extends StreamKind> = Rows<K>;

/**
 * A streamed document's conversation over its port (the request thread holds the other end):
 * the thread asks `{ more }` when it wants the next batch and gets `{ rows }`, or `{ done }`
 * after the last one, or `{ stop }` when the client went away; it sends the PDF's bytes as
 * `{ chunk }` and `{ end }` once all of them are sent.
 */
export type ToThread = { rows: unknown[] } | { done: true } | { stop: true };
export type FromThread = { more: true } | { chunk: Uint8Array } | { end: true };
export interface StreamTask<K extends StreamKind = StreamKind> {
  kind: K;
  args: StreamArgs<K>;
  port: MessagePort;
}

/** The batches the request thread sends, asked for one at a time (never more than one ahead). */
async function* batchesFrom(port: MessagePort): AsyncGenerator<unknown[]> {
  for (;;) {
    const next = new Promise<ToThread>((resolve) => port.once('message', resolve));
    port.postMessage({ more: true } satisfies FromThread);
    const m = await next;
    if ('rows' in m) yield m.rows;
    else if ('stop' in m) throw new Error('the client went away');
    else return;
  }
}

async function stream({ kind, args, port }: StreamTask): Promise<PdfResult> {
  const began = performance.now();
  const draw = STREAMERS[kind] as (...a: unknown[]) => PDFKit.PDFDocument;
  for await (const chunk of draw(...args, batchesFrom(port)))
    port.postMessage({ chunk: chunk as Uint8Array } satisfies FromThread);
  port.postMessage({ end: true } satisfies FromThread);
  return { bytes: new Uint8Array(0), seconds: (performance.now() - began) / 1000 };
}

export default async function render(task: PdfTask | StreamTask): Promise<PdfResult> {
  if ('port' in task) return stream(task);
  const { kind, args } = task;
  const began = performance.now();
  const draw = RENDERERS[kind] as (...a: unknown[]) => Promise<Buffer>;
  const bytes = await draw(...args);
  return { bytes, seconds: (performance.now() - began) / 1000 };
}

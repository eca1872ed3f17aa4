import { performance } from 'node:perf_hooks';
import { renderCustomsDocument } from '../bookings/customs-documents';
import { renderLabel } from '../bookings/label';
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

export default async function render({ kind, args }: PdfTask): Promise<PdfResult> {
  const began = performance.now();
  const draw = RENDERERS[kind] as (...a: unknown[]) => Promise<Buffer>;
  const bytes = await draw(...args);
  return { bytes, seconds: (performance.now() - began) / 1000 };
}

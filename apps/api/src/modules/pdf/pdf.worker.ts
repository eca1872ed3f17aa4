import { performance } from 'node:perf_hooks';
import { renderCustomsDocument } from '../bookings/customs-documents';
import { renderLabel } from '../bookings/label';
import type { statementPdf } from '../reports/reports.pdf';

/**
 * The PDF worker (ADR 035): a thread of the pool that draws a document from plain data (the
 * request thread read it) and hands its bytes back. Nothing here touches the database or a reply.
 */
export const RENDERERS = {
  label: renderLabel,
  customs: renderCustomsDocument,
  // Loaded by the first statement a thread draws: its module brings the reports' services and the
  // database client's code, which a thread that only draws labels need not hold.
  statement: async (...args: Parameters<typeof statementPdf>) =>
    (await import('../reports/reports.pdf')).statementPdf(...args),
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

/** The part of fontkit (pdfkit's font reader) the PDFs use: it ships no types of its own. */
declare module 'fontkit' {
  /** A font file, parsed: pdfkit lays text out with it and embeds the subset a document used. */
  export interface Font {
    layout(text: string): unknown;
  }
  export function create(buffer: Uint8Array, postscriptName?: string): Font;
}

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { create, type Font } from 'fontkit';

/**
 * The one place PDFs get their fonts: Noto Sans JP (Japanese, and every Vietnamese letter) and
 * Noto Sans KR (Korean, and the Vietnamese letters too), shipped from npm. The built-in PDF
 * fonts have no Vietnamese glyphs ('NGƯỜI GỬI' came out as 'NGUOI GUI').
 */
export type FontScript = 'ja' | 'ko';
export type FontWeight = 'regular' | 'bold';

const require = createRequire(import.meta.url);
const fontFile = (pkg: string, file: string) =>
  path.join(path.dirname(require.resolve(`@expo-google-fonts/${pkg}/package.json`)), file);

export const FONT_FILES: Record<FontScript, Record<FontWeight, string>> = {
  ja: {
    regular: fontFile('noto-sans-jp', '400Regular/NotoSansJP_400Regular.ttf'),
    bold: fontFile('noto-sans-jp', '700Bold/NotoSansJP_700Bold.ttf'),
  },
  ko: {
    regular: fontFile('noto-sans-kr', '400Regular/NotoSansKR_400Regular.ttf'),
    bold: fontFile('noto-sans-kr', '700Bold/NotoSansKR_700Bold.ttf'),
  },
};

const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/;
const KANA_KANJI = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uff66-\uff9f]/;

/** The fonts read and parsed in this thread, by file: each is read once, not once per PDF. */
const parsed = new Map<string, Font>();

function parsedFont(file: string): Font {
  let font = parsed.get(file);
  if (!font) {
    font = create(readFileSync(file));
    parsed.set(file, font);
  }
  return font;
}

/**
 * Registers the fonts by name (`ja-regular`, `ko-bold` …): a font is read and parsed when a text
 * of the thread's first PDF uses it, and kept for the PDFs after it. pdfkit opened the file for
 * each document: 5.5–6.2 MB read and parsed again for every label, and a 5,000-shipment manifest
 * grew the process by 63 MB (issue 37). pdfkit takes a parsed font in place of a file (its font
 * factory uses anything that can lay text out); its registry is given one on first use.
 */
export function registerFonts(doc: PDFKit.PDFDocument): void {
  const registry = (doc as unknown as { _registeredFonts: Record<string, { src: unknown }> })
    ._registeredFonts;
  for (const s of ['ja', 'ko'] as const)
    for (const w of ['regular', 'bold'] as const) {
      const name = `${s}-${w}`;
      doc.registerFont(name, FONT_FILES[s][w]);
      Object.defineProperty(registry[name]!, 'src', { get: () => parsedFont(FONT_FILES[s][w]) });
    }
}

/**
 * The font (registered name) a text is drawn in: Hangul in the Korean one, kana and kanji in the
 * Japanese one, anything else (Vietnamese, Latin) in `primary`.
 */
export function fontFor(text: string, weight: FontWeight, primary: FontScript = 'ja'): string {
  const script: FontScript = HANGUL.test(text) ? 'ko' : KANA_KANJI.test(text) ? 'ja' : primary;
  return `${script}-${weight}`;
}

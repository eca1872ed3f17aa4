import { createRequire } from 'node:module';
import path from 'node:path';

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

/** Registers the fonts by name (`ja-regular`, `ko-bold` …): a file is read when a text first uses it. */
export function registerFonts(doc: PDFKit.PDFDocument): void {
  for (const s of ['ja', 'ko'] as const)
    for (const w of ['regular', 'bold'] as const) doc.registerFont(`${s}-${w}`, FONT_FILES[s][w]);
}

/**
 * The font (registered name) a text is drawn in: Hangul in the Korean one, kana and kanji in the
 * Japanese one, anything else (Vietnamese, Latin) in `primary`.
 */
export function fontFor(text: string, weight: FontWeight, primary: FontScript = 'ja'): string {
  const script: FontScript = HANGUL.test(text) ? 'ko' : KANA_KANJI.test(text) ? 'ja' : primary;
  return `${script}-${weight}`;
}

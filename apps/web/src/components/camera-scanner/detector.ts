'use client';

/**
 * Reads Code 128 and QR codes from a video frame. The browser's own BarcodeDetector when it has
 * one that reads both formats (Chrome on Android, Safari 17+); otherwise ZXing's pure-JS reader,
 * loaded only when the camera opens so the scanning pages do not carry it (ADR 034).
 */
export type DetectorKind = 'native' | 'zxing';
export interface Detector {
  kind: DetectorKind;
  /** The codes visible in the video's current frame (none is an empty list, never an error). */
  detect: (video: HTMLVideoElement) => Promise<string[]>;
}

interface NativeBarcodeDetector {
  detect: (source: CanvasImageSource) => Promise<{ rawValue: string }[]>;
}
interface NativeBarcodeDetectorClass {
  new (options: { formats: string[] }): NativeBarcodeDetector;
  getSupportedFormats: () => Promise<string[]>;
}

const FORMATS = ['code_128', 'qr_code'];

async function nativeDetector(): Promise<Detector | null> {
  const Native = (globalThis as { BarcodeDetector?: NativeBarcodeDetectorClass }).BarcodeDetector;
  if (!Native) return null;
  try {
    const supported = await Native.getSupportedFormats();
    if (!FORMATS.every((f) => supported.includes(f))) return null;
    const detector = new Native({ formats: FORMATS });
    return {
      kind: 'native',
      detect: async (video) => (await detector.detect(video)).map((b) => b.rawValue),
    };
  } catch {
    return null;
  }
}

/**
 * Loads the fallback reader ahead of need, where it will be needed: a page used without a
 * connection (the driver's) calls it while online, so the camera opens offline too (the chunk
 * is then in memory, and in the page's service worker cache for a reload).
 */
export function preloadDetector() {
  if (!(globalThis as { BarcodeDetector?: unknown }).BarcodeDetector) void import('./zxing-detector');
}

export async function createDetector(): Promise<Detector> {
  const native = await nativeDetector();
  if (native) return native;
  const { zxingDetector } = await import('./zxing-detector');
  return zxingDetector();
}

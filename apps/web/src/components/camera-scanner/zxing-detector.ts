import {
  BarcodeFormat,
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  MultiFormatReader,
  RGBLuminanceSource,
} from '@zxing/library';
import type { Detector } from './detector';

/** Frames are read at most this wide: enough for a label's barcode, cheap on a phone. */
const MAX_WIDTH = 800;

/**
 * ZXing's reader on a grey copy of the frame. Pure JavaScript: nothing is fetched at run time
 * (no WebAssembly file, no CDN), so it works on the driver's phone with no connection.
 */
export function zxingDetector(): Detector {
  const reader = new MultiFormatReader();
  reader.setHints(
    new Map<DecodeHintType, unknown>([
      [DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.CODE_128, BarcodeFormat.QR_CODE]],
      [DecodeHintType.TRY_HARDER, true],
    ]),
  );
  const canvas = document.createElement('canvas');
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  return {
    kind: 'zxing',
    detect: async (video) => {
      if (!ctx || !video.videoWidth) return [];
      const scale = Math.min(1, MAX_WIDTH / video.videoWidth);
      const w = Math.round(video.videoWidth * scale);
      const h = Math.round(video.videoHeight * scale);
      canvas.width = w;
      canvas.height = h;
      ctx.drawImage(video, 0, 0, w, h);
      const rgba = ctx.getImageData(0, 0, w, h).data;
      const grey = new Uint8ClampedArray(w * h);
      for (let i = 0, j = 0; j < grey.length; i += 4, j++)
        grey[j] = (rgba[i]! * 299 + rgba[i + 1]! * 587 + rgba[i + 2]! * 114) / 1000;
      const bitmap = new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(grey, w, h)));
      try {
        // decodeWithState keeps the hints set above (decode would drop them).
        return [reader.decodeWithState(bitmap).getText()];
      } catch {
        // NotFoundException and its kin: no code in this frame.
        return [];
      } finally {
        reader.reset();
      }
    },
  };
}

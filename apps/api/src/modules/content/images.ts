import { createHash } from 'node:crypto';
import { UPLOAD_FORMATS } from '@acf/shared';
import sharp from 'sharp';
import { fieldError } from '../../lib/errors';
import { PUBLIC_CACHE_CONTROL, type Storage } from '../../lib/storage';

export type ImageFormat = (typeof UPLOAD_FORMATS)[number];
const EXTENSION: Record<ImageFormat, string> = { jpeg: 'jpg', png: 'png', webp: 'webp', gif: 'gif' };
/** A decompression bomb (a tiny file that decodes to gigapixels) is refused before decoding. */
const MAX_PIXELS = 40_000_000;

/** What an image really is, from its bytes (the file name and the sent type are not trusted). */
export async function detectImageFormat(bytes: Buffer): Promise<ImageFormat | null> {
  try {
    const meta = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata();
    return (UPLOAD_FORMATS as readonly string[]).includes(meta.format ?? '')
      ? (meta.format as ImageFormat)
      : null;
  } catch {
    return null;
  }
}

/** Re-encodes in the same format: sharp writes no metadata (EXIF, GPS, ICC comments) unless asked. */
export async function reencode(bytes: Buffer, format: ImageFormat): Promise<Buffer> {
  const animated = format === 'gif' || format === 'webp';
  let img = sharp(bytes, { limitInputPixels: MAX_PIXELS, animated });
  // Apply the camera's orientation before the EXIF that carried it is dropped.
  if (!animated) img = img.rotate();
  switch (format) {
    case 'jpeg':
      return img.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
    case 'png':
      return img.png({ compressionLevel: 9 }).toBuffer();
    case 'webp':
      return img.webp({ quality: 85 }).toBuffer();
    case 'gif':
      return img.gif().toBuffer();
  }
}

/**
 * An editor's image, stored without its metadata and named by its content: the same image
 * uploaded twice is one file, and a name never changes content, so browsers and CDNs keep it
 * for a year. Anything but a JPEG, PNG, WebP or GIF is a 400 on `file`.
 */
export async function storeImage(storage: Storage, bytes: Buffer): Promise<{ url: string }> {
  const format = await detectImageFormat(bytes);
  if (!format) throw fieldError('file', 'upload.unsupportedType');
  let clean: Buffer;
  try {
    clean = await reencode(bytes, format);
  } catch {
    // Bytes that start like an image but do not decode are not an image.
    throw fieldError('file', 'upload.unsupportedType');
  }
  const key = `img/${createHash('sha256').update(clean).digest('hex').slice(0, 32)}.${EXTENSION[format]}`;
  await storage.put(key, clean, {
    contentType: `image/${format}`,
    cacheControl: PUBLIC_CACHE_CONTROL,
  });
  return { url: `/uploads/${key}` };
}

import type { Readable } from 'node:stream';

/**
 * Where files live (issue 22): the local disk by default, an S3-compatible bucket when
 * S3_BUCKET is set. Both stores answer to the same keys, so `npm run storage:migrate` copies one
 * into the other and every API instance on the same bucket serves every file.
 *
 * Keys are relative paths (`img/<hash>.webp`, `private/pickup/<id>.webp`). Files under
 * `private/` are never served at /uploads/: only routes that check the booking's scope read them.
 */
export interface StoredFile {
  body: Readable;
  size: number;
  contentType: string;
}

export interface PutOptions {
  contentType: string;
  /** Public files only: how long a browser or CDN may keep them. */
  cacheControl?: string;
}

export interface Storage {
  readonly kind: 'local' | 's3';
  /** Writes a file, streaming a Readable (never read whole into memory); answers its size. */
  put(key: string, body: Buffer | Readable, opts: PutOptions): Promise<{ size: number }>;
  /** The file as a stream, or null when there is none. */
  get(key: string): Promise<StoredFile | null>;
  /** The file's size, or null when there is none. */
  head(key: string): Promise<{ size: number } | null>;
  delete(key: string): Promise<void>;
  /** Every file whose key starts with `prefix`, in key order within a page. */
  list(prefix?: string): AsyncIterable<{ key: string; size: number }>;
  /** S3 only: a URL that reads the file without credentials for `seconds` (≤ 300). */
  signedUrl?(key: string, seconds: number): Promise<string>;
  /** Reaches the store once (the bucket exists and the credentials work); throws otherwise. */
  check(): Promise<void>;
}

export const PRIVATE_PREFIX = 'private/';

/** A key is a relative path of plain segments: no `..`, no leading slash, no backslash. */
export function validKey(key: string): boolean {
  return (
    /^[A-Za-z0-9][A-Za-z0-9._/-]{0,511}$/.test(key) &&
    !key.split('/').some((s) => s === '' || s === '.' || s === '..')
  );
}

export function assertKey(key: string): void {
  if (!validKey(key)) throw new Error(`invalid storage key: ${key}`);
}

const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** The type of a key from its extension (the stores keep no other metadata on disk). */
export function contentTypeOf(key: string): string {
  return TYPES[key.slice(key.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';
}

/** A year, never revalidated: public names are content hashes, so a name never changes content. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** A signed URL lives at most this long (issue 22: ≤ 5 minutes). */
export const SIGNED_URL_SECONDS = 300;

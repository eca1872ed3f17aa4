import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { assertKey, contentTypeOf, type PutOptions, SIGNED_URL_SECONDS, type Storage } from './index';

export interface S3Options {
  bucket: string;
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

const missing = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

/** An S3-compatible bucket (AWS S3, MinIO, Ceph, R2…) through the AWS SDK v3. */
export class S3Storage implements Storage {
  readonly kind = 's3' as const;
  readonly client: S3Client;
  constructor(readonly opts: S3Options) {
    this.client = new S3Client({
      region: opts.region,
      endpoint: opts.endpoint,
      forcePathStyle: opts.forcePathStyle,
      credentials:
        opts.accessKeyId && opts.secretAccessKey
          ? { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey }
          : undefined,
      // Checksums only where S3 requires them: many S3-compatible servers do not read the
      // SDK's default trailing CRC32 of a streamed body.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, body: Buffer | Readable, opts: PutOptions) {
    assertKey(key);
    // lib-storage sends a stream in 5 MB parts (multipart upload past the first), so a large
    // file is never held whole in memory.
    const upload = new Upload({
      client: this.client,
      params: {
        Bucket: this.opts.bucket,
        Key: key,
        Body: body,
        ContentType: opts.contentType,
        CacheControl: opts.cacheControl,
      },
    });
    await upload.done();
    if (Buffer.isBuffer(body)) return { size: body.length };
    const found = await this.head(key);
    return { size: found?.size ?? 0 };
  }

  async head(key: string) {
    assertKey(key);
    try {
      const r = await this.client.send(new HeadObjectCommand({ Bucket: this.opts.bucket, Key: key }));
      return { size: Number(r.ContentLength ?? 0) };
    } catch (err) {
      if (missing(err)) return null;
      throw err;
    }
  }

  async get(key: string) {
    assertKey(key);
    try {
      const r = await this.client.send(new GetObjectCommand({ Bucket: this.opts.bucket, Key: key }));
      return {
        body: r.Body as Readable,
        size: Number(r.ContentLength ?? 0),
        contentType: r.ContentType || contentTypeOf(key),
      };
    } catch (err) {
      if (missing(err)) return null;
      throw err;
    }
  }

  async delete(key: string) {
    assertKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.opts.bucket, Key: key }));
  }

  async *list(prefix = '') {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.opts.bucket,
          Prefix: prefix || undefined,
          ContinuationToken: token,
        }),
      );
      for (const o of page.Contents ?? []) if (o.Key) yield { key: o.Key, size: Number(o.Size ?? 0) };
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async signedUrl(key: string, seconds: number) {
    assertKey(key);
    const expiresIn = Math.min(seconds, SIGNED_URL_SECONDS);
    return getSignedUrl(this.client, new GetObjectCommand({ Bucket: this.opts.bucket, Key: key }), {
      expiresIn,
    });
  }

  async check() {
    await this.client.send(new HeadBucketCommand({ Bucket: this.opts.bucket }));
  }
}

import type { Storage } from './index';
import { LocalStorage } from './local';
import { S3Storage } from './s3';

export interface StorageConfig {
  uploadDir: string;
  S3_BUCKET?: string;
  S3_ENDPOINT?: string;
  S3_REGION: string;
  S3_ACCESS_KEY_ID?: string;
  S3_SECRET_ACCESS_KEY?: string;
  S3_FORCE_PATH_STYLE: boolean;
}

/** The bucket when S3_BUCKET is set, the upload directory otherwise. */
export function createStorage(c: StorageConfig): Storage {
  if (!c.S3_BUCKET) return new LocalStorage(c.uploadDir);
  return new S3Storage({
    bucket: c.S3_BUCKET,
    endpoint: c.S3_ENDPOINT,
    region: c.S3_REGION,
    accessKeyId: c.S3_ACCESS_KEY_ID,
    secretAccessKey: c.S3_SECRET_ACCESS_KEY,
    forcePathStyle: c.S3_FORCE_PATH_STYLE,
  });
}

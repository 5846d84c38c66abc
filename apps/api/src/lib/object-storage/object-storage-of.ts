import type { Config } from '../../config.ts';
import { createLocalDiskStorage } from './local-disk-storage.ts';
import type { ObjectStorage, S3Settings } from './object-storage.ts';

/** The bucket from `S3_*`, or null when they are unset (config checks the four are set together). */
export function s3SettingsOf(config: Config): S3Settings | null {
  if (!config.S3_ENDPOINT || !config.S3_BUCKET || !config.S3_ACCESS_KEY_ID || !config.S3_SECRET_ACCESS_KEY) return null;
  return {
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    bucket: config.S3_BUCKET,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    publicBaseUrl: config.S3_PUBLIC_BASE_URL?.replace(/\/+$/, ''),
  };
}

/**
 * The store this deployment keeps files in: the bucket when `S3_*` is set, else DATA_DIR as always (ADR 0057).
 * The S3 SDK loads only for a bucket (it is ~6 MB of heap a disk-backed process would carry for nothing).
 */
export async function objectStorageOf(config: Config): Promise<ObjectStorage> {
  const s3 = s3SettingsOf(config);
  if (!s3) return createLocalDiskStorage(config.DATA_DIR);
  const { createS3Storage } = await import('./s3-storage.ts');
  return createS3Storage(s3);
}

import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { assertSafeKey, type S3Settings, type S3Storage } from './object-storage.ts';

/**
 * The client options for any S3-compatible store (MinIO, Ceph, Garage, R2, AWS
 * itself): path-style addresses (`endpoint/bucket/key`, no bucket subdomain to
 * resolve), and checksums only where the S3 API demands them. The SDK's default
 * since 2025 adds CRC trailers to every upload, which many compatible stores
 * refuse. tus's S3 store is built from the same options.
 */
export function s3ClientConfigOf(settings: S3Settings): S3ClientConfig {
  return {
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: true,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
}

/** The SDK's "no such object" (GetObject says NoSuchKey, HeadObject only a bare 404). */
function isMissing(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
}

/**
 * Files in one S3-compatible bucket, under the same keys the local folder uses,
 * so moving an install is copying `DATA_DIR/uploads` and `DATA_DIR/documents`
 * into the bucket. Objects are written without an ACL (AWS refuses ACLs on new
 * buckets and R2 has none): which prefix is public is the bucket policy's
 * business, and only `uploads/` may be (README).
 */
export function createS3Storage(settings: S3Settings): S3Storage {
  const client = new S3Client(s3ClientConfigOf(settings));
  const Bucket = settings.bucket;

  return {
    kind: 's3',
    settings,
    async put(key, body, options) {
      assertSafeKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: body,
          ContentType: options.contentType,
          ...(options.cacheControl ? { CacheControl: options.cacheControl } : {}),
        }),
      );
    },
    async get(key, options = {}) {
      assertSafeKey(key);
      try {
        const answer = await client.send(
          new GetObjectCommand({ Bucket, Key: key, ...(options.range ? { Range: options.range } : {}) }),
        );
        return {
          body: answer.Body as Readable,
          contentType: answer.ContentType,
          contentLength: answer.ContentLength,
          contentRange: answer.ContentRange,
          etag: answer.ETag,
          lastModified: answer.LastModified,
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async exists(key) {
      assertSafeKey(key);
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async delete(key) {
      assertSafeKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async signedUrl(key, options) {
      assertSafeKey(key);
      const command = new GetObjectCommand({
        Bucket,
        Key: key,
        ...(options.contentDisposition ? { ResponseContentDisposition: options.contentDisposition } : {}),
        ...(options.contentType ? { ResponseContentType: options.contentType } : {}),
        // A link someone copies still stops working quickly, and no cache keeps the file.
        ResponseCacheControl: 'private, no-store',
      });
      return getSignedUrl(client, command, { expiresIn: options.expiresInSeconds });
    },
  };
}

import type { Readable } from 'node:stream';

/** How a stored object is read back: its bytes as a stream, with what a response needs to describe them. */
export interface StoredObject {
  body: Readable;
  contentType: string | undefined;
  /** Bytes in `body` (the range's length when a range was asked for). */
  contentLength: number | undefined;
  /** Set when a range was asked for and answered: `bytes 0-99/1234`. */
  contentRange: string | undefined;
  etag: string | undefined;
  lastModified: Date | undefined;
}

export interface PutOptions {
  contentType: string;
  /** Kept with the object, so a public base URL (a CDN, the bucket itself) serves it with the same caching. */
  cacheControl?: string;
}

export interface SignedUrlOptions {
  expiresInSeconds: number;
  /** Headers the store answers the link with (S3's response-content-* overrides): a download, never a page. */
  contentDisposition?: string;
  contentType?: string;
}

/**
 * Where uploaded files live (ADR 0057): a folder on this machine (DATA_DIR, the
 * default) or an S3-compatible bucket (`S3_*`). Keys are relative paths such as
 * `uploads/images/<uuid>/800.webp`; the public URL of a key under `uploads/` is
 * the key with a leading slash, on either store, so URLs kept in the database
 * never name the store. The two implementations are told apart by `kind`
 * where a caller needs the store's own machinery (static files from the folder,
 * tus's S3 store on the bucket).
 */
export interface ObjectStorageMethods {
  put(key: string, body: Buffer, options: PutOptions): Promise<void>;
  /** The object, or null when there is none; `range` is an HTTP Range header value (`bytes=0-99`). */
  get(key: string, options?: { range?: string }): Promise<StoredObject | null>;
  exists(key: string): Promise<boolean>;
  /** Removes the object; removing one that is not there is no error. */
  delete(key: string): Promise<void>;
  /**
   * A short-lived link that reads the object straight from the store, or null when the store
   * has no such links (the local folder): then the caller streams `get` itself.
   */
  signedUrl(key: string, options: SignedUrlOptions): Promise<string | null>;
}

export interface LocalDiskStorage extends ObjectStorageMethods {
  readonly kind: 'local';
  /** The folder keys are relative to (DATA_DIR). */
  readonly directory: string;
}

/** What the S3 client and tus's S3 store are built from (both reach the same bucket). */
export interface S3Settings {
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where the bucket's public objects (under `uploads/`) can be read by anyone, without a trailing slash. */
  publicBaseUrl: string | undefined;
}

export interface S3Storage extends ObjectStorageMethods {
  readonly kind: 's3';
  readonly settings: S3Settings;
}

export type ObjectStorage = LocalDiskStorage | S3Storage;

/** The folder public objects live under; `/uploads/<rest>` is their URL. */
export const PUBLIC_PREFIX = 'uploads/';

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/**
 * Whether a key is one we could have written: relative, `/`-separated names of
 * letters, digits, dots, dashes and underscores that start with a letter or a
 * digit (so no `..`, no hidden files, no empty segment). Keys built from a URL
 * are checked with this before they reach a store, so no request can step
 * outside the folder or the public prefix.
 */
export function isSafeKey(key: string): boolean {
  return key.length > 0 && key.length <= 512 && key.split('/').every((segment) => SEGMENT.test(segment));
}

export function assertSafeKey(key: string): void {
  if (!isSafeKey(key)) throw new Error(`object storage: refused key ${JSON.stringify(key)}`);
}

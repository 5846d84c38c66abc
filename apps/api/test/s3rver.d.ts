/** The part of s3rver (which ships no types) that the tests use. */
declare module 's3rver' {
  interface S3rverOptions {
    port?: number;
    address?: string;
    directory: string;
    silent?: boolean;
    configureBuckets?: { name: string; configs: unknown[] }[];
  }
  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
    /** Koa's middleware list (s3rver is a Koa app). */
    middleware: unknown[];
    /** s3rver's file store: where it keeps each bucket's objects and open multipart uploads. */
    store: { getResourcePath(bucket: string, key: string | undefined, resource: string): string };
  }
}

import { readdir, readFile, rm, stat, mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

export interface TestS3Server {
  endpoint: string;
  bucket: string;
  /** The app's `S3_*` settings for this server. */
  env: Record<string, string>;
  /** Every key in the bucket under `prefix`. */
  keys(prefix?: string): Promise<string[]>;
  close(): Promise<void>;
}

const NO_SUCH_UPLOAD =
  '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message></Error>';

/**
 * The two multipart calls s3rver 3 lacks and tus's S3 store makes: ListParts
 * (how it learns a resumed upload's offset) and AbortMultipartUpload (a
 * cancelled upload), answered from the part files s3rver itself keeps while
 * an upload is open (`<bucket>/<uploads folder>/<uploadId>/<n>` and `<n>.md5`),
 * as S3 documents them; a completed or aborted upload is NoSuchUpload.
 */
function multipartShim(uploadsFolder: (bucket: string) => string) {
  return async (
    ctx: { method: string; path: string; query: Record<string, unknown>; status: number; type: string; body: unknown },
    next: () => Promise<void>,
  ) => {
    const uploadId = ctx.query.uploadId;
    const [, bucket, ...key] = ctx.path.split('/');
    const isListOrAbort = (ctx.method === 'GET' || ctx.method === 'DELETE') && !('partNumber' in ctx.query);
    if (typeof uploadId !== 'string' || !bucket || !key.length || !isListOrAbort) return next();
    const folder = path.join(uploadsFolder(bucket), path.basename(uploadId));
    const open = await stat(folder).then(
      () => true,
      () => false,
    );
    ctx.type = 'application/xml';
    if (!open) {
      ctx.status = 404;
      ctx.body = NO_SUCH_UPLOAD;
      return;
    }
    if (ctx.method === 'DELETE') {
      await rm(folder, { recursive: true, force: true });
      ctx.status = 204;
      ctx.body = '';
      return;
    }
    const numbers = (await readdir(folder))
      .filter((name) => /^\d+$/.test(name))
      .map(Number)
      .sort((a, b) => a - b);
    const parts = await Promise.all(
      numbers.map(async (n) => {
        const [{ size, mtime }, md5] = await Promise.all([
          stat(path.join(folder, String(n))),
          readFile(path.join(folder, `${n}.md5`), 'utf8'),
        ]);
        return `<Part><PartNumber>${n}</PartNumber><LastModified>${mtime.toISOString()}</LastModified><ETag>"${md5}"</ETag><Size>${size}</Size></Part>`;
      }),
    );
    ctx.status = 200;
    ctx.body =
      '<?xml version="1.0" encoding="UTF-8"?>\n<ListPartsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">' +
      `<Bucket>${bucket}</Bucket><Key>${key.join('/')}</Key><UploadId>${uploadId}</UploadId>` +
      `<MaxParts>10000</MaxParts><IsTruncated>false</IsTruncated>${parts.join('')}</ListPartsResult>`;
  };
}

/**
 * A real S3-compatible server (s3rver, from npm) on a free loopback port with
 * one empty bucket, its files in a throw-away folder: the uploads tests run
 * against it the S3 API calls a deployment's bucket gets (with the two
 * multipart calls it lacks added above). s3rver checks presigned links' expiry
 * but, unlike a real bucket, lets anyone read and does not check v4
 * signatures; the tests say which of their checks are ours and which the store's.
 * `npm run cluster` starts it too, with `directory` (kept on close, so the
 * cluster's pictures outlive a restart).
 */
export async function startS3Server(
  bucket = 'bedesten-test',
  options: { directory?: string } = {},
): Promise<TestS3Server> {
  const directory = options.directory ?? (await mkdtemp(path.join(os.tmpdir(), 'bedesten-s3-')));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    directory,
    silent: true,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  // Koa composes its middleware when it starts listening: the shim goes first.
  server.middleware.unshift(multipartShim((name) => server.store.getResourcePath(name, undefined, 'uploads')));
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  return {
    endpoint,
    bucket,
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_REGION: 'us-east-1',
      S3_PUBLIC_BASE_URL: '',
    },
    async keys(prefix = '') {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
      return (listed.Contents ?? []).map((object) => object.Key!);
    },
    async close() {
      client.destroy();
      await server.close();
      if (!options.directory) await rm(directory, { recursive: true, force: true });
    },
  };
}

import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { buffer as readAll } from 'node:stream/consumers';
import { FileStore } from '@tus/file-store';
import type { DataStore } from '@tus/utils';
import type { ObjectStorage } from '../../lib/object-storage/object-storage.ts';
import type { UploadKind } from './tus-server.ts';

/** An unfinished upload as its store recorded it at creation. */
export interface UnfinishedUpload {
  id: string;
  /** The declared length; undefined when deferred. */
  size: number | undefined;
  createdAt: Date;
}

/** Where unfinished uploads of one kind wait, and how a finished one is read and thrown away. */
export interface TusDatastore {
  store: DataStore;
  /** A fresh tus id for an upload of the owner named by `ownerTag` (its uploads are found by it). */
  idFor(ownerTag: string): string;
  /** The owner's uploads this store holds unfinished (finished ones are discarded at once). */
  unfinishedOf(ownerTag: string): Promise<UnfinishedUpload[]>;
  /** Deletes unfinished uploads past their expiry; answers how many. */
  sweepExpired(): Promise<number>;
  /** The whole finished upload. */
  readFinished(id: string): Promise<Buffer>;
  /** Removes every trace of an upload, finished or not; a missing one is no error. */
  discard(id: string): Promise<void>;
}

const hex = () => randomBytes(16).toString('hex');

/** What tus wrote about an upload at its creation (FileStore's `<id>.json`, S3Store's `<id>.info`). */
function recorded(id: string, json: string): UnfinishedUpload | null {
  try {
    const info = JSON.parse(json) as { size?: unknown; creation_date?: unknown };
    const createdAt = new Date(typeof info.creation_date === 'string' ? info.creation_date : NaN);
    if (Number.isNaN(createdAt.getTime())) return null;
    return { id, size: typeof info.size === 'number' ? info.size : undefined, createdAt };
  } catch {
    return null;
  }
}

/**
 * The tus datastore on the same store as the finished files (ADR 0057).
 * Ids start with a tag of their owner, so what one account holds unfinished
 * is found without reading everyone's (ADR 0085).
 *
 * Local disk: DATA_DIR/tus/<kind>s, as before, swept by reading its `.json`
 * records. Bucket: `@tus/s3-store`, so any instance can take the next
 * PATCH of an upload another one started. Its raw objects sit at the
 * bucket's root (the store has no key prefix), named `tus-<kind>-<owner>-<hex>`
 * (with `.info` and `.part` beside them), outside the public `uploads/`
 * prefix. The store's own `deleteExpired` is not used there: it lists every
 * multipart upload in the bucket (anyone's, under any prefix) and relies on
 * ListMultipartUploads, which not every S3-compatible store has; ours reads
 * the `.info` objects under our kind's prefix instead. Uploads begun before
 * (`tus-<hex>`) are left to an operator's lifecycle rule on the `tus-` prefix.
 */
export async function createTusDatastore(
  storage: ObjectStorage,
  kind: UploadKind,
  expiryMs: number,
): Promise<TusDatastore> {
  const expired = (upload: UnfinishedUpload, now = Date.now()) => upload.createdAt.getTime() + expiryMs < now;

  if (storage.kind === 'local') {
    const store = new FileStore({
      directory: path.join(storage.directory, 'tus', `${kind}s`),
      expirationPeriodInMilliseconds: expiryMs,
    });
    /** Every upload the folder records whose id starts with `prefix`, with its size and creation time. */
    const listed = async (prefix: string): Promise<UnfinishedUpload[]> => {
      const names = await readdir(store.directory).catch(() => [] as string[]);
      const found = await Promise.all(
        names
          .filter((name) => name.startsWith(prefix) && name.endsWith('.json'))
          .map(async (name) => {
            const id = name.slice(0, -'.json'.length);
            const json = await readFile(path.join(store.directory, name), 'utf8').catch(() => null);
            return json === null ? null : recorded(id, json);
          }),
      );
      return found.filter((upload): upload is UnfinishedUpload => upload !== null);
    };
    return {
      store,
      idFor: (ownerTag) => `${ownerTag}-${hex()}`,
      unfinishedOf: async (ownerTag) => (await listed(`${ownerTag}-`)).filter((upload) => !expired(upload)),
      // Ours, not FileStore.deleteExpired: that one starts its removals while it still reads, so one that fails
      // (the upload finished, or another sweep took it, meanwhile) is an unhandled rejection. One at a time here,
      // and an upload already gone is no error.
      async sweepExpired() {
        const now = Date.now();
        const old = (await listed('')).filter((upload) => expired(upload, now));
        for (const upload of old) await store.remove(upload.id).catch(() => {});
        return old.length;
      },
      readFinished: (id) => readFile(path.join(store.directory, id)),
      discard: (id) => store.remove(id).catch(() => {}),
    };
  }
  // The S3 store and SDK load only for a bucket.
  const [{ S3Store }, { S3Client, ListObjectsV2Command }, { s3ClientConfigOf }] = await Promise.all([
    import('@tus/s3-store'),
    import('@aws-sdk/client-s3'),
    import('../../lib/object-storage/s3-storage.ts'),
  ]);
  const clientConfig = s3ClientConfigOf(storage.settings);
  const store = new S3Store({
    s3ClientConfig: { ...clientConfig, bucket: storage.settings.bucket },
    // PATCH and HEAD refuse an expired upload; no object tags, which not every S3-compatible store has.
    expirationPeriodInMilliseconds: expiryMs,
    useTags: false,
  });
  const client = new S3Client(clientConfig);
  const { bucket } = storage.settings;
  const prefix = `tus-${kind}-`;

  /** The uploads whose `.info` sits under `keyPrefix`. */
  async function listed(keyPrefix: string): Promise<UnfinishedUpload[]> {
    const infos: string[] = [];
    let token: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket: bucket, Prefix: keyPrefix, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) if (object.Key?.endsWith('.info')) infos.push(object.Key);
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    const found = await Promise.all(
      infos.map(async (key) => {
        const object = await storage.get(key).catch(() => null);
        if (!object) return null;
        return recorded(key.slice(0, -'.info'.length), (await readAll(object.body)).toString('utf8'));
      }),
    );
    return found.filter((upload) => upload !== null);
  }

  async function discard(id: string) {
    // Aborts the multipart upload if it is still open; once completed, S3Store.remove stops at "no such upload"
    // before deleting anything, so the objects are removed here either way.
    await store.remove(id).catch(() => {});
    await Promise.all([id, `${id}.info`, `${id}.part`].map((key) => storage.delete(key)));
  }

  return {
    store,
    idFor: (ownerTag) => `${prefix}${ownerTag}-${hex()}`,
    unfinishedOf: async (ownerTag) => (await listed(`${prefix}${ownerTag}-`)).filter((upload) => !expired(upload)),
    async sweepExpired() {
      const now = Date.now();
      const old = (await listed(prefix)).filter((upload) => expired(upload, now));
      for (const upload of old) await discard(upload.id);
      return old.length;
    },
    readFinished: async (id) => readAll((await store.read(id)) as Readable),
    discard,
  };
}

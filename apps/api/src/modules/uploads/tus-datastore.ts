import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { buffer as readAll } from 'node:stream/consumers';
import { FileStore } from '@tus/file-store';
import type { DataStore } from '@tus/utils';
import type { ObjectStorage } from '../../lib/object-storage/object-storage.ts';
import type { UploadKind } from './tus-server.ts';

/** Where unfinished uploads of one kind wait, and how a finished one is read and thrown away. */
export interface TusDatastore {
  store: DataStore;
  /** tus ids for this store, when it wants its own (undefined: tus's default random ones). */
  namingFunction: (() => string) | undefined;
  /** The whole finished upload. */
  readFinished(id: string): Promise<Buffer>;
  /** Removes every trace of an upload, finished or not; a missing one is no error. */
  discard(id: string): Promise<void>;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The tus datastore on the same store as the finished files (ADR 0057).
 *
 * Local disk: DATA_DIR/tus/<kind>s, as before. Bucket: `@tus/s3-store`, so any
 * instance can take the next PATCH of an upload another one started. Its raw
 * objects sit at the bucket's root (the store has no key prefix), named
 * `tus-<hex>` (with `.info` and `.part` beside them), outside the public
 * `uploads/` prefix; an operator's lifecycle rule on the `tus-` prefix (and on
 * incomplete multipart uploads) clears abandoned ones, as the store's own
 * expiry needs object tags that not every S3-compatible store has.
 */
export async function createTusDatastore(storage: ObjectStorage, kind: UploadKind): Promise<TusDatastore> {
  if (storage.kind === 'local') {
    const store = new FileStore({
      directory: path.join(storage.directory, 'tus', `${kind}s`),
      expirationPeriodInMilliseconds: DAY_MS,
    });
    return {
      store,
      namingFunction: undefined,
      readFinished: (id) => readFile(path.join(store.directory, id)),
      discard: (id) => store.remove(id).catch(() => {}),
    };
  }
  // The S3 store and SDK load only for a bucket.
  const [{ S3Store }, { s3ClientConfigOf }] = await Promise.all([
    import('@tus/s3-store'),
    import('../../lib/object-storage/s3-storage.ts'),
  ]);
  const store = new S3Store({
    s3ClientConfig: { ...s3ClientConfigOf(storage.settings), bucket: storage.settings.bucket },
  });
  return {
    store,
    namingFunction: () => `tus-${randomBytes(16).toString('hex')}`,
    readFinished: async (id) => readAll((await store.read(id)) as Readable),
    async discard(id) {
      // Aborts the multipart upload if it is still open; once completed, S3Store.remove stops at "no such upload"
      // before deleting anything, so the objects are removed here either way.
      await store.remove(id).catch(() => {});
      await Promise.all([id, `${id}.info`, `${id}.part`].map((key) => storage.delete(key)));
    },
  };
}

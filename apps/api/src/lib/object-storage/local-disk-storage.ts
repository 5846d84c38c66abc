import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertSafeKey, type LocalDiskStorage } from './object-storage.ts';

/**
 * The default store: files under DATA_DIR, laid out by key exactly as before
 * object storage existed (`uploads/…` public, `documents/…` private), so an
 * install that never sets `S3_*` keeps its files and URLs. It has no signed
 * links: private files are streamed by the route that checked who asks.
 */
export function createLocalDiskStorage(directory: string): LocalDiskStorage {
  const root = path.resolve(directory);
  const fileOf = (key: string) => {
    assertSafeKey(key);
    return path.join(root, ...key.split('/'));
  };
  const statFile = (file: string) =>
    stat(file).then(
      (found) => (found.isFile() ? found : null),
      () => null,
    );

  return {
    kind: 'local',
    directory: root,
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, body);
    },
    // Always the whole file: this store's public files are served by @fastify/static, which answers ranges itself.
    async get(key) {
      const file = fileOf(key);
      const found = await statFile(file);
      if (!found) return null;
      return {
        body: createReadStream(file),
        // The folder keeps no types; whoever serves a file knows it by the key's extension or its own row.
        contentType: undefined,
        contentLength: found.size,
        contentRange: undefined,
        etag: undefined,
        lastModified: found.mtime,
      };
    },
    async exists(key) {
      return (await statFile(fileOf(key))) !== null;
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    async signedUrl() {
      return null;
    },
  };
}

import path from 'node:path';
import { isSafeKey } from '../../lib/object-storage/object-storage.ts';

/**
 * The store key of a private document from what its uploads row keeps: the
 * key itself (`documents/<id>.pdf`) since object storage (ADR 0057), or, in
 * rows written before, the file's absolute path under DATA_DIR, which is the
 * same key once DATA_DIR is taken off (so copying DATA_DIR into a bucket keeps
 * them readable). Anything else (a path outside DATA_DIR) names no document.
 */
export function documentKeyOf(stored: string, dataDir: string): string | null {
  let key = stored;
  if (path.isAbsolute(stored)) {
    const relative = path.relative(path.resolve(dataDir), stored);
    if (!relative || relative.startsWith('..') || path.isAbsolute(relative)) return null;
    key = relative.split(path.sep).join('/');
  }
  return isSafeKey(key) ? key : null;
}

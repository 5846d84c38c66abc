import { createHash } from 'node:crypto';
import type { TusDatastore } from './tus-datastore.ts';

/** What an account's ids start with: a digest of its id, so upload URLs and file names do not show it. */
export const ownerTagOf = (ownerId: string) => createHash('sha256').update(ownerId).digest('hex').slice(0, 16);

export type UnfinishedRefusal =
  | { status: 429; key: 'unfinished_uploads_too_many'; params: { n: number } }
  | { status: 413; key: 'unfinished_uploads_too_large'; params: { mb: number } };

/** How long a creation this instance let through counts before its store shows it. */
const RESERVATION_MS = 60_000;

/**
 * The per-account cap on unfinished tus uploads (ADR 0085): how many, and
 * their declared bytes (a deferred length counts as its kind's largest), over
 * every kind's store. It is read from the stores themselves, so it holds
 * across restarts and instances; creations this instance admitted moments ago
 * are counted until their store shows them, so a burst of parallel POSTs
 * cannot all slip past the same count. (Two instances admitting the same
 * account's uploads in the same instant may overshoot by one each.)
 */
export function createUnfinishedUploadsCap(options: {
  datastores: TusDatastore[];
  maxCount: number;
  maxBytes: number;
}) {
  const reserved = new Map<string, Map<string, { bytes: number; at: number }>>();

  return {
    /** Admits (and reserves) upload `id` of `bytes` for the owner, or says why not. */
    async admit(ownerTag: string, id: string, bytes: number): Promise<UnfinishedRefusal | null> {
      const now = Date.now();
      const mine = reserved.get(ownerTag) ?? new Map<string, { bytes: number; at: number }>();
      reserved.set(ownerTag, mine);
      for (const [key, held] of mine) if (now - held.at > RESERVATION_MS) mine.delete(key);
      // Reserved first, so a parallel admit of the same owner sees this one while the stores are read.
      mine.set(id, { bytes, at: now });
      const held = new Map<string, number>();
      for (const [key, upload] of mine) held.set(key, upload.bytes);
      try {
        const stored = (await Promise.all(options.datastores.map((d) => d.unfinishedOf(ownerTag)))).flat();
        for (const upload of stored) {
          held.set(upload.id, upload.size ?? held.get(upload.id) ?? bytes);
          // Shown by its store: no longer this instance's to remember.
          if (upload.id !== id) mine.delete(upload.id);
        }
      } catch (error) {
        mine.delete(id);
        throw error;
      }
      // `held` was taken before the stores were read: this upload and the ones admitted before it, never later
      // ones, so of a burst the first admits pass and the rest are refused.
      const total = [...held.values()].reduce((sum, b) => sum + b, 0);
      let refusal: UnfinishedRefusal | null = null;
      if (held.size > options.maxCount)
        refusal = { status: 429, key: 'unfinished_uploads_too_many', params: { n: options.maxCount } };
      else if (total > options.maxBytes)
        refusal = {
          status: 413,
          key: 'unfinished_uploads_too_large',
          params: { mb: Math.floor(options.maxBytes / (1024 * 1024)) },
        };
      if (refusal) mine.delete(id);
      if (mine.size === 0) reserved.delete(ownerTag);
      return refusal;
    },
    /** Upload `id` is finished or gone: its reservation must not outlive it (a finished upload holds nothing). */
    release(ownerTag: string, id: string): void {
      const mine = reserved.get(ownerTag);
      mine?.delete(id);
      if (mine?.size === 0) reserved.delete(ownerTag);
    },
  };
}

export type UnfinishedUploadsCap = ReturnType<typeof createUnfinishedUploadsCap>;

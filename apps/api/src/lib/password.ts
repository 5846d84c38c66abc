import { hash, verify } from '@node-rs/argon2';
import { concurrencyGate } from './concurrency-gate.ts';

// Algorithm.Argon2id is a const enum, which type stripping cannot inline.
const ARGON2ID = 2;

/**
 * One argon2 run at a time per process. Each run holds 19 MiB for ~25 ms on a
 * libuv thread: ten sign-ins at once took four threads and 76 MB more resident
 * memory (over the 300 MB budget, issue 16) and left file reads no thread.
 * Queued, they take turns on one core (~40 a second) while the other serves.
 */
const oneAtATime = concurrencyGate(1);

/** argon2id with the library's defaults (19 MiB, t=2, p=1: OWASP's minimum profile). */
export function hashPassword(password: string): Promise<string> {
  return oneAtATime(() => hash(password, { algorithm: ARGON2ID }));
}

export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  try {
    return await oneAtATime(() => verify(hashed, password));
  } catch {
    return false;
  }
}

import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id is a const enum, which type stripping cannot inline.
const ARGON2ID = 2;

/** argon2id with the library's defaults (19 MiB, t=2, p=1: OWASP's minimum profile). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}

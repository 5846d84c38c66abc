import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.ts';

describe('password hashing', () => {
  it('hashes many at once (they take turns) and each verifies only its own password', async () => {
    const passwords = ['Aa1!aaaa', 'Bb2@bbbb', 'Cc3#cccc', 'Dd4$dddd'];
    const hashes = await Promise.all(passwords.map((password) => hashPassword(password)));
    expect(new Set(hashes).size).toBe(4);
    for (const hashed of hashes) expect(hashed.startsWith('$argon2id$')).toBe(true);
    const checks = await Promise.all(
      hashes.flatMap((hashed, i) => [
        verifyPassword(hashed, passwords[i]!),
        verifyPassword(hashed, passwords[(i + 1) % 4]!),
      ]),
    );
    expect(checks).toEqual([true, false, true, false, true, false, true, false]);
  });

  it('answers false, not an error, for a stored value that is not a hash', async () => {
    expect(await verifyPassword('not-a-hash', 'Aa1!aaaa')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { createNonceSource } from './tokens.ts';

describe('createNonceSource', () => {
  it('hands out 128-bit base64 nonces, each once, across several drawn blocks', () => {
    const next = createNonceSource(4);
    const nonces = Array.from({ length: 50 }, () => next());
    for (const nonce of nonces) {
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
    }
    expect(new Set(nonces).size).toBe(nonces.length);
  });

  it('gives two sources different nonces (each draws its own random blocks)', () => {
    const first = createNonceSource();
    const second = createNonceSource();
    const drawn = new Set([...Array.from({ length: 300 }, first), ...Array.from({ length: 300 }, second)]);
    expect(drawn.size).toBe(600);
  });
});

import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A bearer secret: 32 random bytes, URL-safe. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/**
 * Script nonces for the CSP (ADR 0005), 128 bits from the CSPRNG each, base64, each handed out once. They are
 * drawn `batch` at a time: one `randomBytes` call costs ~4.4 µs on the 2-core host, a slice of a drawn block
 * ~0.1 µs, and every response (cached API reads of under 100 µs included) takes one.
 */
export function createNonceSource(batch = 256): () => string {
  const size = 16;
  let block = Buffer.alloc(0);
  let offset = 0;
  return () => {
    if (offset === block.length) {
      block = randomBytes(size * batch);
      offset = 0;
    }
    const nonce = block.toString('base64', offset, offset + size);
    offset += size;
    return nonce;
  };
}

/** How a token is looked up in the database: a leaked table yields no usable token. */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function hmacSha256Hex(secret: string, value: string): string {
  return createHmac('sha256', secret).update(value).digest('hex');
}

/** Compares two hex digests without leaking where they differ. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A numeric code of `length` digits, leading zeros allowed, from the CSPRNG. */
export function randomDigits(length: number): string {
  return String(randomInt(0, 10 ** length)).padStart(length, '0');
}

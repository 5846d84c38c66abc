import { createHash } from 'node:crypto';

/** JSON with keys in a fixed order, so the same body always hashes the same. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stableJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** What an `Idempotency-Key` is bound to: the call and its body, so the same key with another body is refused. */
export function requestHashOf(scope: string, body: unknown): string {
  return createHash('sha256')
    .update(`${scope}\n${stableJson(body)}`)
    .digest('hex');
}

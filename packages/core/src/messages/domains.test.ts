import { describe, expect, it } from 'vitest';
import { MESSAGE_DOMAINS, MESSAGES } from './catalogue.ts';

describe('message catalogue domains', () => {
  it('gives every key to exactly one domain, and the catalogue holds them all', () => {
    const keys = Object.values(MESSAGE_DOMAINS).flatMap((table) => Object.keys(table));
    expect(new Set(keys).size).toBe(keys.length);
    expect(Object.keys(MESSAGES).sort()).toEqual([...keys].sort());
  });
});

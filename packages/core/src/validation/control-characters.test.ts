import { describe, expect, it } from 'vitest';
import { findForbiddenText, hasForbiddenCharacters } from './control-characters.ts';

describe('forbidden characters in text input', () => {
  it.each([
    ['NUL', 'x\u0000y', true],
    ['bell', 'a\u0007', true],
    ['vertical tab', '\u000B', true],
    ['escape', '\u001B[31m', true],
    ['U+FFFE', 'a\uFFFE', true],
    ['U+FFFF', '\uFFFF', true],
    ['a lone high surrogate', 'a\uD800b', true],
    ['a lone low surrogate', '\uDC00', true],
    ['a reversed pair', '\uDC00\uD800', true],
    ['tab, line feed and carriage return', 'a\tb\nc\r\n', false],
    ['emoji, RTL and combining marks', '🛒 مرحبا e\u0301 Ağrı', false],
    ['DEL and C1 (allowed)', '\u007F\u0085', false],
    ['empty', '', false],
  ])('%s', (_name, text, bad) => {
    expect(hasForbiddenCharacters(text)).toBe(bad);
  });

  it('names the path of the first bad string, or of the object that holds a bad key', () => {
    expect(findForbiddenText({ name: 'ok', address: { city: 'Nico\u0000sia' } })).toEqual(['address', 'city']);
    expect(findForbiddenText({ variants: [{ sku: 'a' }, { sku: 'b\u0001' }] })).toEqual(['variants', '1', 'sku']);
    expect(findForbiddenText({ nested: { 'bad\u0000key': 1 } })).toEqual(['nested']);
    expect(findForbiddenText('top\u0000')).toEqual([]);
    expect(findForbiddenText({ a: 1, b: null, c: [true, 'fine'] })).toBeNull();
    expect(findForbiddenText(new Uint8Array([0]))).toBeNull();
  });

  it('walks deeply nested input without overflowing the stack', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(findForbiddenText(deep)).toHaveLength(200_000);
  });
});

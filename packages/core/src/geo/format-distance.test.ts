import { describe, expect, it } from 'vitest';
import { formatDistance } from './format-distance.ts';

describe('formatDistance', () => {
  it('writes distances the reader’s way: a decimal comma in Turkish, whole kilometres from 10 km', () => {
    expect(formatDistance(0.312, 'tr')).toBe('0,3 km');
    expect(formatDistance(0.312, 'en')).toBe('0.3 km');
    expect(formatDistance(12.6, 'en')).toBe('13 km');
    expect(formatDistance(12.6, 'tr')).toBe('13 km');
  });
});

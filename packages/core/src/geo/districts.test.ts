import { describe, expect, it } from 'vitest';
import { placeName } from './districts.ts';

describe('placeName', () => {
  it('drops a town that is its district under another name', () => {
    expect(placeName('Kyrenia', 'Girne')).toBe('Girne');
    expect(placeName('Kyrenia', 'Kyrenia')).toBe('Kyrenia');
    expect(placeName('Kiti', 'Larnaka')).toBe('Kiti, Larnaka');
    expect(placeName('', 'Baf')).toBe('Baf');
    expect(placeName('Tsada', null)).toBe('Tsada');
  });
});

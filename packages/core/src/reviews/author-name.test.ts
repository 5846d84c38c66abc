import { describe, expect, it } from 'vitest';
import { reviewAuthorName } from './author-name.ts';

describe('reviewAuthorName', () => {
  it.each([
    ['Ayşe Kaya Demir', 'Ayşe D.'],
    ['Nikos Papadopoulos', 'Nikos P.'],
    ['eleni işık', 'eleni İ.'],
    ['Zeynep', 'Zeynep'],
    ['   ', '—'],
  ])('%s → %s', (name, shown) => {
    expect(reviewAuthorName(name)).toBe(shown);
  });
});

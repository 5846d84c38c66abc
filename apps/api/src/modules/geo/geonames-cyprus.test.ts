import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cyprusLinesOf, packageCities500Path, readCyprusCities500 } from './geonames-cyprus.ts';

describe("Cyprus's lines of cities500 kept in the repository", () => {
  it('are exactly the npm package’s Cyprus lines (else run npm run gazetteer:extract -w @bedesten/api)', () => {
    const fromPackage = cyprusLinesOf(readFileSync(packageCities500Path(), 'utf8'));
    expect(fromPackage.length).toBeGreaterThan(0);
    expect(readCyprusCities500()).toBe(fromPackage);
  });

  it('keeps only lines whose country column is CY, not ones that merely mention it', () => {
    const row = (name: string, country: string, cc2 = '') =>
      ['1', name, name, '', '35.1', '33.3', 'P', 'PPL', country, cc2, '01'].join('\t');
    const text = [row('Nicosia', 'CY'), row('Elsewhere', 'TR', 'CY'), row('Larnaca', 'CY')].join('\n');
    expect(cyprusLinesOf(text)).toBe(`${row('Nicosia', 'CY')}\n${row('Larnaca', 'CY')}\n`);
  });
});

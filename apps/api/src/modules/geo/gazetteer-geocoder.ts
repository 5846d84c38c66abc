import { districtName } from '@bedesten/core/geo/districts';
import { distanceKm } from '@bedesten/core/geo/distance';
import type { Language } from '@bedesten/core/i18n/languages';
import type { Location } from '@bedesten/core/schemas/location';
import { CYPRUS_TOWNS, normalisePlace, type Town } from './cyprus-gazetteer.ts';
import type { Geocoder } from './geocoder.ts';

const COUNTRY = { en: 'Cyprus', tr: 'Kıbrıs' } as const;

/** Beyond this from every town, a point is not in Cyprus as far as we can tell. */
const MAX_REVERSE_KM = 40;

function levenshtein(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length]!;
}

/** Typos allowed for a name of this length: none for short names, where one letter makes another town. */
const allowedTypos = (length: number) => (length >= 8 ? 2 : length >= 5 ? 1 : 0);

/**
 * Finds the town an address names: whole names first (the longest wins, a
 * town over its district's name), then near spellings of one to three
 * words ("Limasol", "Paphoss").
 */
export function findTown(address: string, towns: readonly Town[] = CYPRUS_TOWNS): Town | null {
  const query = normalisePlace(address);
  if (!query) return null;
  const padded = ` ${query} `;
  let best: { town: Town; score: number } | null = null;
  for (const town of towns) {
    for (const key of town.keys) {
      if (!padded.includes(` ${key} `)) continue;
      const score = key.length + (town.capital ? 0 : 0.5);
      if (!best || score > best.score) best = { town, score };
    }
  }
  if (best) return best.town;

  const words = query.split(' ');
  const phrases = new Set<string>();
  for (let size = 1; size <= 3; size++) {
    for (let i = 0; i + size <= words.length; i++) phrases.add(words.slice(i, i + size).join(' '));
  }
  let nearest: { town: Town; distance: number; length: number } | null = null;
  for (const town of towns) {
    for (const key of town.keys) {
      for (const phrase of phrases) {
        if (Math.abs(phrase.length - key.length) > 2) continue;
        const distance = levenshtein(phrase, key);
        if (distance > allowedTypos(key.length)) continue;
        if (!nearest || distance < nearest.distance || (distance === nearest.distance && key.length > nearest.length)) {
          nearest = { town, distance, length: key.length };
        }
      }
    }
  }
  return nearest?.town ?? null;
}

function toLocation(town: Town, point: { lat: number; lng: number }, address: string, lang: Language): Location {
  const city = town[lang];
  const state = districtName(town.districtCode, lang) ?? '';
  // "Girne, Girne, Kıbrıs" says the town twice: a district's main town shares its name.
  const formatted = [...new Set([city, state, COUNTRY[lang]].filter(Boolean))].join(', ');
  return {
    lat: point.lat,
    lng: point.lng,
    address: address || formatted,
    formatted_address: formatted,
    city,
    state,
    country: COUNTRY[lang],
    // No package we can use keeps Cyprus postal codes by town; the address form asks for it.
    zip_code: '',
    isocode: 'CY',
  };
}

/** The default geocoder: works offline from a gazetteer of Cyprus's towns. */
export function createGazetteerGeocoder(towns: readonly Town[] = CYPRUS_TOWNS): Geocoder {
  return {
    name: 'gazetteer',
    async forward(address, lang) {
      const town = findTown(address, towns);
      return town ? toLocation(town, town, address.trim(), lang) : null;
    },
    async reverse(lat, lng, lang) {
      let nearest: { town: Town; km: number } | null = null;
      for (const town of towns) {
        const km = distanceKm({ lat, lng }, town);
        if (!nearest || km < nearest.km) nearest = { town, km };
      }
      if (!nearest || nearest.km > MAX_REVERSE_KM) return null;
      return toLocation(nearest.town, { lat, lng }, '', lang);
    },
  };
}

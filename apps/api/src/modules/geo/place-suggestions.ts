import { AIRPORTS } from '@bedesten/core/cabs/places';
import type { Language } from '@bedesten/core/i18n/languages';
import type { PlaceSuggestion } from '@bedesten/core/schemas/location';
import { CYPRUS_TOWNS, normalisePlace } from './cyprus-gazetteer.ts';

export const PLACE_SUGGESTIONS_MAX = 8;

interface Candidate {
  suggestion: PlaceSuggestion;
  keys: string[];
  /** Airports first, then district capitals: what people book cabs to most. */
  weight: number;
}

function candidates(lang: Language): Candidate[] {
  const airports = AIRPORTS.map((airport) => ({
    suggestion: {
      name: airport[lang],
      lat: airport.lat,
      lng: airport.lng,
      kind: 'airport' as const,
      airport: airport.code,
    },
    keys: [normalisePlace(airport.en), normalisePlace(airport.tr), airport.code.toLowerCase()],
    weight: 0,
  }));
  const towns = CYPRUS_TOWNS.map((town) => ({
    suggestion: { name: town[lang], lat: town.lat, lng: town.lng, kind: 'town' as const, airport: null },
    keys: town.keys,
    weight: town.capital ? 1 : 2,
  }));
  return [...airports, ...towns];
}

const BY_LANGUAGE = new Map<Language, Candidate[]>();

/**
 * Places matching what a customer typed (the cab place finder): the offline
 * gazetteer's towns and the three airports, names in `lang`. A name starting
 * with the text ranks before one that only contains it.
 */
export function suggestPlaces(query: string, lang: Language, max = PLACE_SUGGESTIONS_MAX): PlaceSuggestion[] {
  const text = normalisePlace(query);
  if (!text) return [];
  let list = BY_LANGUAGE.get(lang);
  if (!list) {
    list = candidates(lang);
    BY_LANGUAGE.set(lang, list);
  }
  const scored: { candidate: Candidate; rank: number }[] = [];
  for (const candidate of list) {
    const prefix = candidate.keys.some((key) => key.startsWith(text) || key.split(' ').some((w) => w.startsWith(text)));
    const contains = prefix || candidate.keys.some((key) => key.includes(text));
    if (contains) scored.push({ candidate, rank: (prefix ? 0 : 10) + candidate.weight });
  }
  scored.sort(
    (a, b) => a.rank - b.rank || a.candidate.suggestion.name.localeCompare(b.candidate.suggestion.name, lang),
  );
  return scored.slice(0, max).map((s) => s.candidate.suggestion);
}

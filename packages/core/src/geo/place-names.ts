import { AIRPORTS } from '../cabs/places.ts';
import type { Language } from '../i18n/languages.ts';
import { DISTRICTS } from './districts.ts';

type Names = Record<Language, string>;

/** Lower case, Turkish dotted/dotless i folded, accents and punctuation gone: "Gazimağusa" -> "gazimagusa". */
export function normalisePlace(text: string): string {
  return text
    .replace(/İ/g, 'i')
    .replace(/I/g, 'i')
    .toLowerCase()
    .replace(/ı/g, 'i')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * The towns whose Turkish name is not their English one (the north's and
 * the big cities'); every other town is written alike in both languages.
 * The API's gazetteer names its towns in Turkish from this list.
 */
export const TOWN_NAMES: readonly Names[] = [
  { en: 'Nicosia', tr: 'Lefkoşa' },
  { en: 'Kyrenia', tr: 'Girne' },
  { en: 'Famagusta', tr: 'Gazimağusa' },
  { en: 'Morfou', tr: 'Güzelyurt' },
  { en: 'Lefka', tr: 'Lefke' },
  { en: 'Lapithos', tr: 'Lapta' },
  { en: 'Trikomo', tr: 'İskele' },
  { en: 'Rizokarpaso', tr: 'Dipkarpaz' },
  { en: 'Lefkonoiko', tr: 'Geçitkale' },
  { en: 'Leonarisso', tr: 'Ziyamet' },
  { en: 'Limassol', tr: 'Limasol' },
  { en: 'Larnaca', tr: 'Larnaka' },
  { en: 'Paphos', tr: 'Baf' },
  { en: 'Pyla', tr: 'Pile' },
];

const COUNTRY: Names = { en: 'Cyprus', tr: 'Kıbrıs' };

let byKey: Map<string, Names> | undefined;

/**
 * Every name that differs by language, in either language, to both:
 * airports (with and without their code), districts, towns, the country.
 * Other spellings ("Lefkosia", "Magusa") are left out: they may name
 * another place.
 */
function names(): Map<string, Names> {
  if (byKey) return byKey;
  const map = new Map<string, Names>();
  const add = (entry: Names) => {
    for (const name of [entry.en, entry.tr]) {
      const key = normalisePlace(name);
      if (key && !map.has(key)) map.set(key, entry);
    }
  };
  const withoutCode = (name: string) => name.replace(/\s*\([A-Z]{3}\)$/, '');
  for (const airport of AIRPORTS) {
    add({ en: airport.en, tr: airport.tr });
    add({ en: withoutCode(airport.en), tr: withoutCode(airport.tr) });
  }
  for (const district of DISTRICTS) add({ en: district.en, tr: district.tr });
  for (const town of TOWN_NAMES) add(town);
  add(COUNTRY);
  byKey = map;
  return map;
}

/** One part of a name ("Nicosia", "Lefkoşa (35.1725, 33.3617)") in `lang`, or as it was. */
function partIn(part: string, lang: Language): string {
  const whole = names().get(normalisePlace(part));
  if (whole) return whole[lang];
  const [, head = part, tail = ''] = /^(.*?)(\s*\([^()]*\))?$/.exec(part) ?? [];
  const town = tail ? names().get(normalisePlace(head)) : undefined;
  return town ? `${town[lang]}${tail}` : part;
}

/**
 * A place name stored as someone picked or typed it, in the reader's
 * language: each comma-separated part that is named differently by language
 * (a town, an airport, a district, the country) is written in `lang`, a pin's
 * coordinates kept ("Nicosia" -> "Lefkoşa", "Ledra Street, Nicosia" ->
 * "Ledra Street, Lefkoşa"); anything else (a street, a hotel) stays as
 * written. A ride keeps the customer's words and a store the vendor's, and
 * their reader may read another language.
 */
export function placeNameIn(name: string, lang: Language): string {
  // A comma inside brackets is a pin's coordinates, not a new part.
  return name
    .split(/,(?![^(]*\))/)
    .map((part) => {
      const core = part.trim();
      if (!core) return part;
      const lead = part.slice(0, part.indexOf(core));
      return `${lead}${partIn(core, lang)}${part.slice(lead.length + core.length)}`;
    })
    .join(',');
}

import { City } from 'country-state-city';
import { DISTRICTS } from '@bedesten/core/geo/districts';

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
 * or English name (the ones used in the north and the big cities). District
 * names in both languages come from `@bedesten/core/geo/districts`.
 */
const TURKISH_NAMES: Record<string, string> = {
  nicosia: 'Lefkoşa',
  kyrenia: 'Girne',
  famagusta: 'Gazimağusa',
  morfou: 'Güzelyurt',
  lefka: 'Lefke',
  lapithos: 'Lapta',
  trikomo: 'İskele',
  rizokarpaso: 'Dipkarpaz',
  lefkonoiko: 'Geçitkale',
  leonarisso: 'Ziyamet',
  limassol: 'Limasol',
  larnaca: 'Larnaka',
  paphos: 'Baf',
  pyla: 'Pile',
};

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

function plainName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ Municipality$| \(quarter\)$/, '');
}

function buildTowns(): Town[] {
  const towns = new Map<string, Town>();
  for (const city of City.getCitiesOfCountry('CY') ?? []) {
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

/** Cyprus's towns with coordinates and districts, from country-state-city (GeoNames), built once. */
export const CYPRUS_TOWNS: readonly Town[] = buildTowns();

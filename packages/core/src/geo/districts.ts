import type { Language } from '../i18n/languages.ts';

/**
 * The six districts of Cyprus by ISO 3166-2:CY code, named in both
 * languages (Turkish names as used in Turkish-language Cypriot press).
 */
export const DISTRICTS = [
  { code: '01', slug: 'nicosia', en: 'Nicosia', tr: 'Lefkoşa' },
  { code: '02', slug: 'limassol', en: 'Limassol', tr: 'Limasol' },
  { code: '03', slug: 'larnaca', en: 'Larnaca', tr: 'Larnaka' },
  { code: '04', slug: 'famagusta', en: 'Famagusta', tr: 'Gazimağusa' },
  { code: '05', slug: 'paphos', en: 'Paphos', tr: 'Baf' },
  { code: '06', slug: 'kyrenia', en: 'Kyrenia', tr: 'Girne' },
] as const;

export type DistrictCode = (typeof DISTRICTS)[number]['code'];

export function districtName(code: string, lang: Language): string | undefined {
  return DISTRICTS.find((d) => d.code === code)?.[lang];
}

/**
 * A store's place for a reader: its town and district, the town left out when
 * it is the district's own town under another language's name ("Kyrenia,
 * Girne" reads "Girne" in Turkish, "Kyrenia" in English).
 */
export function placeName(city: string | null | undefined, district: string | null | undefined): string {
  const town = city?.trim() ?? '';
  const sameTown = DISTRICTS.some(
    (d) =>
      (d.en === district || d.tr === district) &&
      [d.en, d.tr].some((name) => name.toLocaleLowerCase('tr') === town.toLocaleLowerCase('tr')),
  );
  return (sameTown ? [district] : [town, district]).filter(Boolean).join(', ');
}

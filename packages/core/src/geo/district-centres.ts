import { DISTRICTS, type DistrictCode } from './districts.ts';

/**
 * Each district's main town, where a map opens when the district is chosen
 * (the address form, a driver's base). The same points as the API's
 * gazetteer keeps for those towns; a test in apps/api holds them together.
 */
export const DISTRICT_CENTRES: Readonly<Record<DistrictCode, { lat: number; lng: number }>> = {
  '01': { lat: 35.17531, lng: 33.3642 },
  '02': { lat: 34.68406, lng: 33.03794 },
  '03': { lat: 34.92291, lng: 33.6233 },
  '04': { lat: 35.12054, lng: 33.93894 },
  '05': { lat: 34.77679, lng: 32.42451 },
  '06': { lat: 35.33634, lng: 33.31729 },
};

/** Lower case without accents, Turkish İ/ı folded: "Lefkoşa" and "lefkosa" match. */
function fold(text: string): string {
  return text
    .trim()
    .replace(/[İI]/g, 'i')
    .toLowerCase()
    .replace(/ı/g, 'i')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
}

/**
 * The district a saved text names: its code ("01"), or its name in either
 * language, as addresses keep whichever the form was in when saved.
 */
export function districtOf(text: string | null | undefined): (typeof DISTRICTS)[number] | undefined {
  const folded = fold(text ?? '');
  if (!folded) return undefined;
  return DISTRICTS.find((d) => d.code === folded || fold(d.en) === folded || fold(d.tr) === folded);
}

import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import tr from 'i18n-iso-countries/langs/tr.json' with { type: 'json' };
import { getCountryCallingCode, type CountryCode } from 'libphonenumber-js';
import type { Language } from '@bedesten/core/i18n/languages';

countries.registerLocale(en);
countries.registerLocale(tr);

/** SPEC.md §3 reference list "gender", for driver profiles and fashion; ids are stable. */
const GENDERS = [
  { id: 1, slug: 'male', en: 'Male', tr: 'Erkek' },
  { id: 2, slug: 'female', en: 'Female', tr: 'Kadın' },
  { id: 3, slug: 'other', en: 'Other', tr: 'Diğer' },
] as const;

export function listGenders(lang: Language) {
  return GENDERS.map((g) => ({ id: g.id, slug: g.slug, name: g[lang] }));
}

function callingCode(code: string): string | null {
  try {
    return `+${getCountryCallingCode(code as CountryCode)}`;
  } catch {
    return null;
  }
}

/**
 * The package's Turkish name for Cyprus names one community's part of the
 * island; a marketplace for everyone on it uses the plain, neutral name.
 */
const NEUTRAL_NAMES: Partial<Record<Language, Record<string, string>>> = { tr: { CY: 'Kıbrıs' } };

const byLanguage = new Map<Language, { code: string; name: string; phone_code: string | null }[]>();

/**
 * `country-list`: every ISO 3166 country named in the caller's language
 * (i18n-iso-countries), Cyprus and Turkey first as the ones this
 * marketplace's people use most, then alphabetically in that language.
 */
export function listCountries(lang: Language) {
  const cached = byLanguage.get(lang);
  if (cached) return cached;
  const names = countries.getNames(lang, { select: 'official' });
  const collator = new Intl.Collator(lang);
  const list = Object.entries(names)
    .map(([code, name]) => ({ code, name: NEUTRAL_NAMES[lang]?.[code] ?? name, phone_code: callingCode(code) }))
    .sort((a, b) => {
      const rank = (c: string) => (c === 'CY' ? 0 : c === 'TR' ? 1 : 2);
      return rank(a.code) - rank(b.code) || collator.compare(a.name, b.name);
    });
  byLanguage.set(lang, list);
  return list;
}

import type { Language } from '@bedesten/core/i18n/languages';
import { getCountries, getCountryCallingCode, type CountryCode } from 'libphonenumber-js/mobile';
import { DEFAULT_CALLING_CODE, FIRST_COUNTRIES, type CallingCodeOption, countryLabel } from './calling-codes.ts';

/**
 * Every country libphonenumber knows (the same metadata that validates the
 * number), named in the page language by the browser's own Intl data: the
 * most dialled first, then the rest alphabetically. Loaded on demand (see
 * PhoneField): the metadata is too heavy for a page's first load.
 */
const cache = new Map<Language, CallingCodeOption[]>();

export function callingCodeOptions(lang: Language): CallingCodeOption[] {
  const cached = cache.get(lang);
  if (cached) return cached;
  const first = new Set<string>(FIRST_COUNTRIES.map((entry) => entry.country));
  const all: CallingCodeOption[] = getCountries().map((country: CountryCode) => {
    const callingCode = `+${getCountryCallingCode(country)}`;
    return { country, callingCode, label: countryLabel(lang, country, callingCode) };
  });
  const collator = new Intl.Collator(lang);
  const options = [
    ...FIRST_COUNTRIES.map((entry) => all.find((option) => option.country === entry.country)).filter(
      (option): option is CallingCodeOption => option !== undefined,
    ),
    ...all.filter((option) => !first.has(option.country)).sort((a, b) => collator.compare(a.label, b.label)),
  ];
  cache.set(lang, options);
  return options;
}

export { DEFAULT_CALLING_CODE };

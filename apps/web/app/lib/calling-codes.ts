import type { Language } from '@bedesten/core/i18n/languages';

/**
 * The calling codes a mobile field offers before the full list has loaded
 * (lib/countries.ts, with libphonenumber's metadata): Cyprus, the default
 * (SPEC.md §1), and the countries Cypriots dial most.
 */
export const DEFAULT_CALLING_CODE = '+357';

export const FIRST_COUNTRIES = [
  { country: 'CY', callingCode: '+357' },
  { country: 'TR', callingCode: '+90' },
  { country: 'GR', callingCode: '+30' },
  { country: 'GB', callingCode: '+44' },
] as const;

export interface CallingCodeOption {
  country: string;
  /** "+357" */
  callingCode: string;
  label: string;
}

const names = new Map<Language, Intl.DisplayNames>();

/** "+357 Cyprus" / "+357 Kıbrıs": the code first, so a narrow select still shows it. */
export function countryLabel(lang: Language, country: string, callingCode: string): string {
  let display = names.get(lang);
  if (!display) {
    display = new Intl.DisplayNames([lang], { type: 'region', fallback: 'code' });
    names.set(lang, display);
  }
  return `${callingCode} ${display.of(country) ?? country}`;
}

/** The short list, plus the current value when it is another code (so it stays selected). */
export function firstOptions(lang: Language, current: string | null | undefined): CallingCodeOption[] {
  const options: CallingCodeOption[] = FIRST_COUNTRIES.map((entry) => ({
    ...entry,
    label: countryLabel(lang, entry.country, entry.callingCode),
  }));
  if (current && !options.some((option) => option.callingCode === current)) {
    options.push({ country: current, callingCode: current, label: current });
  }
  return options;
}

import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import tr from 'i18n-iso-countries/langs/tr.json' with { type: 'json' };
import type { Language } from '@bedesten/core/i18n/languages';

countries.registerLocale(en);
countries.registerLocale(tr);

/** The island as both its communities name it in everyday use (the ISO list's Turkish name is a political one). */
const CYPRUS: Record<Language, string> = { en: 'Cyprus', tr: 'Kıbrıs' };

/** "CY" → "Cyprus" / "Kıbrıs"; a name already written out stays as it is. */
export function countryName(value: string, lang: Language): string {
  if (!/^[A-Za-z]{2}$/.test(value)) return value;
  if (value.toUpperCase() === 'CY') return CYPRUS[lang];
  return countries.getName(value.toUpperCase(), lang) ?? value;
}

import type { Language } from '../i18n/languages.ts';
import { formatKilometreText } from '../i18n/number-text.ts';

/**
 * A distance as the reader's language writes it: one decimal under 10 km
 * ("0.3 km", "0,3 km" in Turkish), whole kilometres beyond.
 */
export function formatDistance(km: number, lang: Language): string {
  return formatKilometreText(km, lang, km < 10 ? 1 : 0);
}

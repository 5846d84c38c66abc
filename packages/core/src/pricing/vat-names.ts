import type { Language } from '../i18n/languages.ts';
import { formatPercent } from '../money/percent.ts';

/**
 * The platform's VAT rates are stored with English names that also say the
 * rate ("Standard 19%", migration 0005), and orders keep that name. Turkish
 * pages must show neither the English word nor the rate twice, so the name is
 * read as "<kind> <rate>" and written again in the page language.
 */
const KNOWN_NAMES: Record<string, Record<Language, string>> = {
  standard: { en: 'Standard', tr: 'Standart' },
  reduced: { en: 'Reduced', tr: 'İndirimli' },
  'super-reduced': { en: 'Super-reduced', tr: 'Süper indirimli' },
  zero: { en: 'Zero', tr: 'Sıfır' },
  exempt: { en: 'Exempt', tr: 'Muaf' },
  vat: { en: 'VAT', tr: 'KDV' },
};

const TRAILING_RATE = /\s*(?:%\s*(\d+(?:[.,]\d+)?)|(\d+(?:[.,]\d+)?)\s*%)\s*$/;

/** The name without a trailing rate that repeats `rateBasisPoints` ("Standard 19%" -> "Standard"). */
function withoutRate(name: string, rateBasisPoints: number): string {
  const match = TRAILING_RATE.exec(name);
  if (!match) return name.trim();
  const stated = Number((match[1] ?? match[2] ?? '').replace(',', '.'));
  return Math.round(stated * 100) === rateBasisPoints ? name.slice(0, match.index).trim() : name.trim();
}

/** A VAT rate's name in the page language, without its rate: "Standard" / "Standart"; a vendor's own name as typed. */
export function vatRateName(name: string, rateBasisPoints: number, lang: Language): string {
  const base = withoutRate(name, rateBasisPoints);
  if (base === '') return KNOWN_NAMES.vat![lang];
  return KNOWN_NAMES[base.toLowerCase()]?.[lang] ?? base;
}

/** A VAT rate's name and rate, each once, in the page language: "Standard 19%" / "Standart %19". */
export function vatRateLabel(name: string, rateBasisPoints: number, lang: Language): string {
  return `${vatRateName(name, rateBasisPoints, lang)} ${formatPercent(rateBasisPoints, lang)}`;
}

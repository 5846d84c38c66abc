import type { Language } from './languages.ts';
import { localeOf } from './locales.ts';

/**
 * Numbers as en-CY and tr-CY write them, without Intl.NumberFormat.
 *
 * Why: the first Intl.NumberFormat a page creates loads the browser's number
 * data, 25–75 ms of main thread on this machine and four times that on the
 * mid-range phone Lighthouse models, and every storefront page shows a price.
 * Our two languages need only two separators and two sign positions, so the
 * text is built here; `number-text.test.ts` holds it equal to Intl for both
 * locales. Anything outside that (±1e21 and beyond, NaN, a currency without
 * a pinned symbol) still goes to Intl.
 */

interface Separators {
  group: string;
  decimal: string;
}

const SEPARATORS: Record<Language, Separators> = {
  en: { group: ',', decimal: '.' },
  tr: { group: '.', decimal: ',' },
};

/** Currency symbols both locales write before the amount with no space ("€1,250.50", "€1.250,50"). */
const PREFIX_SYMBOLS: Record<string, string> = { EUR: '€', GBP: '£' };

export interface FractionDigits {
  minimumFractionDigits?: number;
  maximumFractionDigits: number;
}

const intlFallback = new Map<string, Intl.NumberFormat>();

function viaIntl(value: number, lang: Language, options: Intl.NumberFormatOptions): string {
  const key = `${lang}|${JSON.stringify(options)}`;
  let formatter = intlFallback.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(localeOf(lang), options);
    intlFallback.set(key, formatter);
  }
  return formatter.format(value);
}

/** The plain decimal digits of a finite non-negative number in its shortest round-trip form ("1e-7" → "0.0000001"). */
function plainDigits(abs: number): string {
  const text = String(abs);
  const exponentAt = text.indexOf('e');
  if (exponentAt < 0) return text;
  // Only tiny numbers reach here (callers stop at 1e21): d.ddde-N.
  const mantissa = text.slice(0, exponentAt).replace('.', '');
  const exponent = Number(text.slice(exponentAt + 1));
  return `0.${'0'.repeat(-exponent - 1)}${mantissa}`;
}

/**
 * |value| rounded to `max` decimals half away from zero, at least `min` kept,
 * grouped, in the language's separators; null when Intl must do it. It rounds
 * the shortest decimal that reads back as the number (0.015 → 0.02), as V8's
 * Intl does, not the binary value toFixed rounds (0.015 → 0.01).
 */
function unsignedText(value: number, lang: Language, digits: FractionDigits): string | null {
  const abs = Math.abs(value);
  if (!Number.isFinite(abs) || abs >= 1e21) return null;
  const min = digits.minimumFractionDigits ?? 0;
  const max = digits.maximumFractionDigits;
  const [wholeDigits = '0', fractionDigits = ''] = plainDigits(abs).split('.');
  let whole = wholeDigits;
  let fraction = fractionDigits.padEnd(max, '0');
  if (fractionDigits.length > max) {
    const kept = BigInt(`${wholeDigits}${fractionDigits.slice(0, max)}`);
    const rounded = (fractionDigits.charCodeAt(max) >= 53 /* '5' */ ? kept + 1n : kept)
      .toString()
      .padStart(max + 1, '0');
    whole = rounded.slice(0, rounded.length - max);
    fraction = rounded.slice(rounded.length - max);
  }
  while (fraction.length > min && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  const { group, decimal } = SEPARATORS[lang];
  whole = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return fraction ? `${whole}${decimal}${fraction}` : whole;
}

/** Intl writes a minus for every negative value and for -0, including one that rounds to 0 ("-0"). */
function signOf(value: number): string {
  return value < 0 || Object.is(value, -0) ? '-' : '';
}

/** 1234.5 → "1,234.5" (en), "1.234,5" (tr). */
export function formatDecimal(value: number, lang: Language, digits: FractionDigits): string {
  const text = unsignedText(value, lang, digits);
  return text === null ? viaIntl(value, lang, digits) : `${signOf(value)}${text}`;
}

/** An amount in major units with its currency symbol ("-€3.20", "€1.250,50"), at the currency's digits. */
export function formatCurrency(value: number, lang: Language, currency: string, fractionDigits: number): string {
  const symbol = PREFIX_SYMBOLS[currency];
  const digits = { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits };
  const text = symbol ? unsignedText(value, lang, digits) : null;
  if (text === null) return viaIntl(value, lang, { style: 'currency', currency });
  return `${signOf(value)}${symbol}${text}`;
}

/** A percentage given as its number, up to two decimals: 19.5 → "19.5%" (en), "%19,5" (tr). */
export function formatPercentText(percent: number, lang: Language): string {
  const text = unsignedText(percent, lang, { maximumFractionDigits: 2 });
  if (text === null) return viaIntl(percent / 100, lang, { style: 'percent', maximumFractionDigits: 2 });
  return lang === 'tr' ? `${signOf(percent)}%${text}` : `${signOf(percent)}${text}%`;
}

/** Kilometres with the unit: "0.3 km", "0,3 km"; `digits` decimals exactly. */
export function formatKilometreText(km: number, lang: Language, digits: number): string {
  return `${formatDecimal(km, lang, { minimumFractionDigits: digits, maximumFractionDigits: digits })} km`;
}

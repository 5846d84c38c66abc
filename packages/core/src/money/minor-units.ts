import { parseScaled, scaledToText } from './decimal-text.ts';

/**
 * Amounts travel and are stored as integer minor units (DESIGN.md §3): cents
 * for the euro. How many digits a currency's minor unit has comes from Intl
 * (2 for EUR and TRY, 0 for JPY, 3 for KWD), never from a hard-coded 100.
 */
export const DEFAULT_CURRENCY = 'EUR';

// The euro's is known without asking Intl: its first NumberFormat costs a page tens of milliseconds (number-text.ts).
const digitsByCurrency = new Map<string, number>([['EUR', 2]]);

export function minorUnitDigits(currency: string = DEFAULT_CURRENCY): number {
  let digits = digitsByCurrency.get(currency);
  if (digits === undefined) {
    digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    digitsByCurrency.set(currency, digits);
  }
  return digits;
}

/**
 * What a user typed in a money box, in minor units: "12.50", "12,50", "12,5"
 * and " 12 " are all fine; null for anything else (empty, "abc", "-1",
 * "1.234,50", more decimals than the currency has).
 */
export function parseMinorUnits(input: string, currency: string = DEFAULT_CURRENCY): number | null {
  return parseScaled(input, minorUnitDigits(currency));
}

/** Minor units as a plain decimal with a dot and every digit ("1234.50", "20.00"): CSV, JSON-LD, inputs. */
export function minorToDecimal(minor: number, currency: string = DEFAULT_CURRENCY): string {
  return scaledToText(minor, minorUnitDigits(currency));
}

/** Minor units for a money box: "12.50", whole amounts without decimals ("20"). */
export function minorToInput(minor: number, currency: string = DEFAULT_CURRENCY): string {
  const digits = minorUnitDigits(currency);
  return minor % 10 ** digits === 0 ? scaledToText(minor, digits).replace(/\.0+$/, '') : scaledToText(minor, digits);
}

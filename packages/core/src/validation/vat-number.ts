/**
 * EU VAT numbers as VIES writes them: the country prefix, then that
 * country's own pattern. No maintained VAT library is among the project's
 * dependencies (DESIGN.md names one; adding it is the lead's call), so the
 * formats are written out here from the European Commission's VIES list,
 * and Cyprus, where most customers' companies are, also has its check letter.
 */
const FORMATS: Readonly<Record<string, RegExp>> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  // Greece's prefix in VIES is EL, not its ISO code GR.
  EL: /^\d{9}$/,
  ES: /^[0-9A-Z]\d{7}[0-9A-Z]$/,
  FI: /^\d{8}$/,
  FR: /^[0-9A-HJ-NP-Z]{2}\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^(\d{7}[A-W][A-IW]?|\d[A-Z+*]\d{5}[A-W])$/,
  IT: /^\d{11}$/,
  LT: /^(\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^[1-9]\d{1,9}$/,
  SE: /^\d{10}01$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
  // Northern Ireland's traders keep an EU number under XI.
  XI: /^(\d{9}|\d{12}|GD\d{3}|HA\d{3})$/,
};

/** Letters of the Cypriot check: A to Z. */
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** What a digit in an odd place (1st, 3rd, …) counts for in the Cypriot check. */
const CY_ODD_PLACE = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21];

/** The Cypriot check letter of the eight digits (the Tax Department's rule; CY10259033P is valid). */
export function cyprusCheckLetter(digits: string): string {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    const digit = Number(digits[i]);
    sum += i % 2 === 0 ? CY_ODD_PLACE[digit]! : digit;
  }
  return LETTERS[sum % 26]!;
}

/** Spaces, dots and dashes as people type them go; letters are upper case. */
export function normaliseVatNumber(value: string): string {
  return value.replace(/[\s.-]/g, '').toUpperCase();
}

/**
 * Whether a (normalised) VAT number has its country's form. Cyprus: CY,
 * eight digits (never starting 12) and the check letter of those digits.
 */
export function isValidVatNumber(value: string): boolean {
  const number = normaliseVatNumber(value);
  const format = FORMATS[number.slice(0, 2)];
  const rest = number.slice(2);
  if (!format || !format.test(rest)) return false;
  if (number.startsWith('CY')) return !rest.startsWith('12') && rest[8] === cyprusCheckLetter(rest.slice(0, 8));
  return true;
}

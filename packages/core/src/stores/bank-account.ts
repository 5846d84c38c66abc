import { composeIBAN, electronicFormatIBAN, friendlyFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';
import { z } from 'zod';

/**
 * Bank details of a vendor in Cyprus (ADR 0042): an IBAN, checksum-checked
 * by `ibantools` so the web form and the API agree on every input, and an
 * optional BIC. Vendors type IBANs as banks print them (in groups, any case);
 * we keep them in electronic form and show them grouped in fours.
 */

/** Spaces, dashes and case are how people copy an IBAN, not part of it. */
export function normaliseIban(value: string): string {
  return electronicFormatIBAN(value.replace(/-/g, '')) ?? '';
}

export function isIban(value: string): boolean {
  return isValidIBAN(normaliseIban(value));
}

/** "CY17002001280000001200527600" -> "CY17 0020 0128 0000 0012 0052 7600". */
export function formatIban(value: string): string {
  const electronic = normaliseIban(value);
  return friendlyFormatIBAN(electronic) ?? electronic;
}

/** An IBAN with its check digits worked out, from a country code and the national account (BBAN). */
export function composeIban(countryCode: string, bban: string): string | null {
  return composeIBAN({ countryCode, bban });
}

export function normaliseBic(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** Eight or eleven characters: bank, country, location, optional branch (ISO 9362). */
export function isBic(value: string): boolean {
  return isValidBIC(normaliseBic(value));
}

export const ibanSchema = z.string().transform(normaliseIban).refine(isValidIBAN, 'iban_invalid');

/** Empty means "not given": SEPA transfers need only the IBAN. */
export const optionalBicSchema = z
  .string()
  .transform(normaliseBic)
  .refine((v) => v === '' || isValidBIC(v), 'bic_invalid')
  .transform((v) => (v === '' ? undefined : v))
  .optional();

import { cyprusInputToIso, isoToCyprusInput } from '@bedesten/core/i18n/cyprus-clock';
import { CYPRUS_TIME_ZONE, formatDate } from '@bedesten/core/i18n/dates';
import type { Language } from '@bedesten/core/i18n/languages';
import { minorToInput, parseMinorUnits } from '@bedesten/core/money/minor-units';

/**
 * What the offers, delivery and fee forms type and what the API takes.
 * Boxes hold text (an empty box is not 0); money is typed in euros and sent
 * in cents (DESIGN.md §3); text that is not a number is passed on as it is,
 * so the shared zod schema words it with the catalogue's "Invalid {label}".
 * Offer times are Cyprus wall-clock times, on the server and in every
 * browser alike, so a vendor abroad still sets the shop's own hours.
 */

export const SHOP_TIME_ZONE = CYPRUS_TIME_ZONE;

/** 1250 cents -> "12.50"; whole euros without decimals ("20"). */
export function centsToInput(cents: number | null | undefined): string {
  return cents === null || cents === undefined ? '' : minorToInput(cents);
}

/** "4.5", "4,50" or "4" euros -> cents; empty -> undefined; anything else stays text (invalid). */
export function moneyToCents(text: string): number | string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return parseMinorUnits(trimmed) ?? trimmed;
}

/** A whole-number box: empty -> undefined; digits (also negative, which schemas refuse) -> number. */
export function countOf(text: string): number | string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return /^-?\d+$/.test(trimmed) ? Number(trimmed) : trimmed;
}

/** A decimal box (a VAT rate in percent): empty -> undefined; "4,75" -> 4.75. */
export function decimalOf(text: string): number | string | undefined {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return undefined;
  return /^\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : trimmed;
}

/** An ISO instant as a `datetime-local` value in Cyprus time ("2026-12-01T09:30"). */
export function isoToShopInput(iso: string): string {
  return isoToCyprusInput(iso);
}

/** A `datetime-local` value read as Cyprus time -> ISO instant; empty stays empty, nonsense stays as typed. */
export function shopInputToIso(value: string): string {
  return cyprusInputToIso(value) ?? value.trim();
}

/** A date as people in Cyprus read it (day month year), in the page language. */
export function formatShopDate(iso: string, lang: Language): string {
  return formatDate(iso, lang, 'date', SHOP_TIME_ZONE);
}

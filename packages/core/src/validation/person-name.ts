import { z } from 'zod';

/**
 * Letters of any script (Turkish ç ğ ı İ ö ş ü, Greek, accents), with single
 * spaces, apostrophes or hyphens between them: "Ayşe Nur", "O'Brien",
 * "Jean-Luc".
 */
const LETTERS_ONLY = /^[\p{L}\p{M}]+(?:[ '’-][\p{L}\p{M}]+)*$/u;

export function isLettersOnly(value: string): boolean {
  return LETTERS_ONLY.test(value);
}

/** SPEC.md §5: a sign-up or full name has letters only. */
export const personNameSchema = z
  .string()
  .trim()
  .min(1, 'required')
  .max(100)
  .refine((v) => v === '' || isLettersOnly(v.replace(/\s+/g, ' ')), { message: 'letters_only' });

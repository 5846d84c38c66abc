import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile';
import { z } from 'zod';

/** Cyprus is the product's country (SPEC.md §1); other countries are allowed. */
export const DEFAULT_COUNTRY_CODE = '+357';

export interface NormalisedMobile {
  /** "+357" */
  countryCode: string;
  /** National digits without trunk prefix: "99123456" */
  mobile: string;
  /** E.164: "+35799123456" */
  e164: string;
}

/**
 * A mobile number checked against libphonenumber's mobile ranges for the
 * calling code, in the form we store it. Spaces, dashes and a national
 * trunk "0" are accepted on input. Null when it is not a mobile number.
 */
export function normaliseMobile(countryCode: string, mobile: string): NormalisedMobile | null {
  const callingCode = countryCode.replace(/^\+/, '').trim();
  if (!/^\d{1,4}$/.test(callingCode)) return null;
  const digits = mobile.replace(/[\s().-]/g, '');
  if (!/^\+?\d{4,17}$/.test(digits)) return null;
  let parsed;
  try {
    parsed = parsePhoneNumberFromString(digits, { defaultCallingCode: callingCode });
  } catch {
    // An unknown calling code throws rather than answering undefined.
    return null;
  }
  if (!parsed || parsed.countryCallingCode !== callingCode || !parsed.isValid()) return null;
  return { countryCode: `+${parsed.countryCallingCode}`, mobile: parsed.nationalNumber, e164: parsed.number };
}

/** A calling code, "+357" or "357". */
export const callingCodeSchema = z
  .string()
  .trim()
  .regex(/^\+?\d{1,4}$/, 'invalid');

/** A calling code that defaults to Cyprus when left out. */
export const countryCodeSchema = callingCodeSchema.default(DEFAULT_COUNTRY_CODE);

export const mobileSchema = z.string().trim().min(1, 'required').max(24, 'invalid');

interface MobilePair {
  country_code?: unknown;
  mobile?: unknown;
}

/** Adds "Invalid Mobile number" under `mobile` when the pair is not a real mobile number. */
export function refineMobile<T extends z.ZodType<MobilePair>>(schema: T) {
  return schema.superRefine(
    (value, ctx) => {
      const { country_code, mobile } = (value ?? {}) as MobilePair;
      if (typeof mobile !== 'string' || mobile.trim() === '') return;
      const code = typeof country_code === 'string' ? country_code : DEFAULT_COUNTRY_CODE;
      if (!/^\+?\d{1,4}$/.test(code.trim())) return;
      if (!normaliseMobile(code, mobile)) ctx.addIssue({ code: 'custom', message: 'invalid', path: ['mobile'] });
    },
    { when: () => true },
  );
}

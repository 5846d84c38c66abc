import { z } from 'zod';

/** zod's own pattern: text, @, a domain with a dot (SPEC.md §5 "standard pattern"). */
const EMAIL_PATTERN = z.regexes.email;

/**
 * An e-mail address, trimmed and lower-cased. Empty says "Enter email
 * address", anything else malformed "Enter a valid e-mail address" (SPEC.md
 * §5's "Invalid email address!", which told no one what to do), never both.
 */
export const emailSchema = z
  .string({ error: 'email_empty' })
  .trim()
  .toLowerCase()
  .superRefine((value, ctx) => {
    if (value === '') ctx.addIssue({ code: 'custom', message: 'email_empty' });
    else if (value.length > 254 || !EMAIL_PATTERN.test(value))
      ctx.addIssue({ code: 'custom', message: 'email_invalid' });
  })
  .meta({ format: 'email' });

/** For optional e-mails (a store's): absent or empty is fine, anything given must be valid. */
export const optionalEmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .superRefine((value, ctx) => {
    if (value !== '' && (value.length > 254 || !EMAIL_PATTERN.test(value))) {
      ctx.addIssue({ code: 'custom', message: 'email_invalid' });
    }
  })
  .optional();

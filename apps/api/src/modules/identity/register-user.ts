import type { RegisterUserBody } from '@bedesten/core/schemas/auth';
import { normaliseMobile } from '@bedesten/core/validation/phone';
import { hashPassword } from '../../lib/password.ts';
import { duplicateAccountError, mobileInvalidError } from './identity-errors.ts';
import type { ClientInfo, IdentityDeps } from './identity.deps.ts';
import { assertLookupAllowed } from './sign-in-limits.ts';
import { startSession, type StartedSession } from './start-session.ts';

/**
 * `register-user`: a customer account with e-mail, mobile and password,
 * signed in at once. Only the listed columns are written: a client's
 * `type`, `is_approved`, `store_id` or `staff_role` never get here.
 */
export async function registerUser(
  deps: IdentityDeps,
  body: RegisterUserBody,
  client: ClientInfo,
): Promise<StartedSession> {
  const phone = normaliseMobile(body.country_code, body.mobile);
  if (!phone) throw mobileInvalidError(client.lang);
  // A taken e-mail or number is named (SPEC.md §8), so sign-ups are held to a few per address and per target.
  await assertLookupAllowed(deps.signInFailures, [body.email, phone.e164], client.ip);
  const wanted = { email: body.email, countryCode: phone.countryCode, mobile: phone.mobile };
  const conflict = await deps.accounts.findConflicts(wanted);
  if (conflict.email || conflict.mobile) throw duplicateAccountError(conflict);

  const created = await deps.accounts.insertUser({
    ...wanted,
    type: 'user',
    name: body.name.replace(/\s+/g, ' '),
    passwordHash: await hashPassword(body.password),
    language: client.lang,
  });
  if (!created.ok) throw duplicateAccountError(created.conflict);
  return startSession(deps, created.user, client);
}

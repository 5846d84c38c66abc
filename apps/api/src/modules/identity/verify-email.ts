import type { CurrentUser } from '@bedesten/core/schemas/current-user';
import { loadCurrentUser } from './current-user.ts';
import { fieldError } from './identity-errors.ts';
import type { ClientInfo, IdentityDeps } from './identity.deps.ts';
import { accountKeysOf } from './sign-in-limits.ts';
import { verifyOtp } from './verify-otp.ts';

/** `verify-email`: the code sent to the account's address marks it verified. */
export async function verifyEmail(
  deps: IdentityDeps,
  userId: string,
  code: string,
  client: ClientInfo,
): Promise<CurrentUser> {
  const user = await deps.accounts.findUserById(userId);
  if (!user?.email) throw fieldError('email', 'no_email_on_account', client.lang);
  await verifyOtp(deps, {
    purpose: 'verify_email',
    destination: user.email.toLowerCase(),
    code,
    accountDestinations: accountKeysOf(user),
  });
  await deps.accounts.updateUser(userId, { emailVerifiedAt: new Date() });
  return loadCurrentUser(deps.accounts, userId);
}

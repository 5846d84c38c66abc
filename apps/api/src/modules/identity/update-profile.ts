import type { CurrentUser } from '@bedesten/core/schemas/current-user';
import type { UpdateProfileBody } from '@bedesten/core/schemas/profile';
import { DEFAULT_COUNTRY_CODE, normaliseMobile } from '@bedesten/core/validation/phone';
import { loadCurrentUser } from './current-user.ts';
import { duplicateAccountError, mobileInvalidError } from './identity-errors.ts';
import type { ClientInfo, IdentityDeps } from './identity.deps.ts';
import type { UserPatch } from './accounts.repository.ts';

/**
 * `update-profile-details`: name, e-mail, mobile and picture, column by
 * column. A new e-mail is unverified again; a number or e-mail another
 * account has answers SPEC.md §8's duplicate messages.
 */
export async function updateProfile(
  deps: IdentityDeps,
  userId: string,
  body: UpdateProfileBody,
  client: ClientInfo,
): Promise<CurrentUser> {
  const user = await deps.accounts.findUserById(userId);
  const patch: UserPatch = {};
  if (body.name !== undefined) patch.name = body.name.replace(/\s+/g, ' ');
  if (body.image_url !== undefined) patch.imageUrl = body.image_url;
  if (body.email !== undefined && body.email !== user?.email?.toLowerCase()) {
    patch.email = body.email;
    patch.emailVerifiedAt = null;
  }
  if (body.mobile !== undefined) {
    const phone = normaliseMobile(body.country_code ?? user?.countryCode ?? DEFAULT_COUNTRY_CODE, body.mobile);
    if (!phone) throw mobileInvalidError(client.lang);
    patch.countryCode = phone.countryCode;
    patch.mobile = phone.mobile;
  }

  const conflict = await deps.accounts.findConflicts(
    { email: patch.email ?? null, countryCode: patch.countryCode ?? null, mobile: patch.mobile ?? null },
    userId,
  );
  if (conflict.email || conflict.mobile) throw duplicateAccountError(conflict);
  if (Object.keys(patch).length > 0) {
    const updated = await deps.accounts.updateUser(userId, patch);
    if (!updated.ok) throw duplicateAccountError(updated.conflict);
  }
  return loadCurrentUser(deps.accounts, userId);
}

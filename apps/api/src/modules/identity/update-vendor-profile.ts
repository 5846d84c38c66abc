import type { UpdateVendorProfileBody, VendorProfile } from '@bedesten/core/schemas/profile';
import { getVendorProfile } from './get-vendor-profile.ts';
import { duplicateAccountError } from './identity-errors.ts';
import type { AccountsRepository, UserPatch } from './accounts.repository.ts';

/** `POST /api/profile`: the vendor's own name, e-mail, picture and sign-up business details. */
export async function updateVendorProfile(
  accounts: AccountsRepository,
  userId: string,
  body: UpdateVendorProfileBody,
): Promise<VendorProfile> {
  const user = await accounts.findUserById(userId);
  const patch: UserPatch = {};
  if (body.name !== undefined) patch.name = body.name.replace(/\s+/g, ' ');
  if (body.business_name !== undefined) patch.businessName = body.business_name;
  if (body.area_name !== undefined) patch.areaName = body.area_name;
  if (body.image_url !== undefined) patch.imageUrl = body.image_url;
  if (body.email !== undefined && body.email !== user?.email?.toLowerCase()) {
    const conflict = await accounts.findConflicts({ email: body.email }, userId);
    if (conflict.email) throw duplicateAccountError(conflict);
    patch.email = body.email;
    patch.emailVerifiedAt = null;
  }
  if (Object.keys(patch).length > 0) {
    const updated = await accounts.updateUser(userId, patch);
    if (!updated.ok) throw duplicateAccountError(updated.conflict);
  }
  return getVendorProfile(accounts, userId);
}

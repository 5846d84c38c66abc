import type { VendorProfile } from '@bedesten/core/schemas/profile';
import { notFound } from '@bedesten/core/errors/app-error';
import { toCurrentUser } from './current-user.ts';
import type { IdentityRepository } from './identity.repository.ts';

/** `profile` / `get-vendor-details`: the vendor's account with the business details and store state. */
export async function getVendorProfile(repository: IdentityRepository, userId: string): Promise<VendorProfile> {
  const user = await repository.findUserById(userId);
  if (!user || user.deletedAt) throw notFound();
  const [store, cartCount] = await Promise.all([repository.storeOf(userId), repository.cartPieces(userId)]);
  return {
    ...toCurrentUser(user, store?.id ?? null, cartCount),
    business_name: user.businessName,
    area_name: user.areaName,
    store: store ? { id: store.id, title: store.title, is_approved: store.isApproved } : null,
  };
}

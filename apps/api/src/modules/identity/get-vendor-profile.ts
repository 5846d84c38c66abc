import type { VendorProfile } from '@bedesten/core/schemas/profile';
import { notFound } from '@bedesten/core/errors/app-error';
import { toCurrentUser } from './current-user.ts';
import type { AccountsRepository } from './accounts.repository.ts';

/** `profile` / `get-vendor-details`: the vendor's account with the business details and store state. */
export async function getVendorProfile(accounts: AccountsRepository, userId: string): Promise<VendorProfile> {
  const user = await accounts.findUserById(userId);
  if (!user || user.deletedAt) throw notFound();
  const [store, cartCount] = await Promise.all([accounts.storeOf(userId), accounts.cartPieces(userId)]);
  return {
    ...toCurrentUser(user, store ?? null, cartCount),
    // Partners who never went through sign-up (the demo's, older accounts) have no business
    // details of their own: show their store's, so saving the form does not fail on empty fields.
    business_name: user.businessName || store?.title || null,
    area_name: user.areaName || store?.city || null,
    store: store ? { id: store.id, title: store.title, is_approved: store.isApproved } : null,
  };
}

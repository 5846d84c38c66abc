import { firstName } from '@bedesten/core/auth/sign-in';
import { isLanguage } from '@bedesten/core/i18n/languages';
import type { CurrentUser } from '@bedesten/core/schemas/current-user';
import { notFound } from '@bedesten/core/errors/app-error';
import type { AccountsRepository, OwnStore, UserRow } from './accounts.repository.ts';

/** An account as the API shows it to its owner: explicit fields, never a secret. */
export function toCurrentUser(
  user: UserRow,
  store: Pick<OwnStore, 'id' | 'categoryId' | 'categoryType'> | null,
  cartCount = 0,
  driverId: string | null = null,
): CurrentUser {
  return {
    id: user.id,
    // The chat identity is the account itself (ADR 0034); there is no chat password to hand out.
    jid: user.id,
    name: user.name,
    first_name: firstName(user.name),
    email: user.email,
    email_verified: user.emailVerifiedAt !== null,
    mobile: user.mobile,
    country_code: user.countryCode,
    type: user.type,
    staff_role: user.staffRole,
    image: user.imageUrl,
    image_url: user.imageUrl,
    is_approved: user.isApproved,
    store_id: store?.id ?? null,
    // SPEC.md §3's `vendor_type` and `service_id`: the store's business kind and category (ADR 0047).
    vendor_type: store?.categoryType ?? null,
    service_id: store?.categoryId ?? null,
    driver_id: driverId,
    // Pieces in the signed-in cart (the header's badge).
    cart_count: cartCount,
    language: isLanguage(user.language) ? user.language : 'en',
  };
}

export async function loadCurrentUser(accounts: AccountsRepository, userId: string): Promise<CurrentUser> {
  const user = await accounts.findUserById(userId);
  if (!user || user.deletedAt) throw notFound();
  const [store, cartCount, driverId] = await Promise.all([
    accounts.storeOf(userId),
    accounts.cartPieces(userId),
    accounts.driverOf(userId),
  ]);
  return toCurrentUser(user, store, cartCount, driverId);
}

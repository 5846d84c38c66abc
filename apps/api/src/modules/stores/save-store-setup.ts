import { randomBytes } from 'node:crypto';
import { AppError } from '@bedesten/core/errors/app-error';
import { storeNeedsReapproval } from '@bedesten/core/catalogue/approval-rules';
import { slugify } from '@bedesten/core/catalogue/slug';
import { DOCUMENT_URL_PATTERN } from '@bedesten/core/catalogue/image-url';
import type { StoreSetupBody } from '@bedesten/core/stores/store-setup';
import { checkPicturesOwned, type OwnsPictures } from '../../lib/owned-pictures.ts';
import type { StoreRow, StoresRepository, StoreValues } from './stores.repository.ts';

/** The body's fields in column names; fields the body leaves out are left out (a draft changes only what it sends). */
function toColumns(body: StoreSetupBody): StoreValues {
  const columns: StoreValues = {
    type: body.type,
    categoryId: body.category_id,
    title: body.title,
    brandName: body.brand_name,
    contactPersonName: body.store_owner_name,
    email: body.email === undefined ? undefined : body.email || null,
    countryCode: body.country_code,
    phoneNumber: body.phone_number,
    alternativePhoneNumber:
      body.alternative_phone_number === undefined ? undefined : body.alternative_phone_number || null,
    websiteUrl: body.website_url === undefined ? undefined : body.website_url || null,
    description: body.description,
    descriptionTr: body.description_tr === undefined ? undefined : body.description_tr || null,
    districtCode: body.state,
    city: body.city,
    street: body.street,
    address: body.address,
    postalCode: body.postal_code === undefined ? undefined : body.postal_code || null,
    country: body.country,
    lat: body.store_lat,
    lng: body.store_lng,
    deliveryMaxDistanceKm: body.delivery_max_distance,
    deliveryTimeMinutes: body.delivery_time,
    minimumOrderAmount: body.minimum_order_amount,
    workingHoursFrom: body.working_hours_from,
    workingHoursTo: body.working_hours_to,
    preOrder: body.pre_order,
    cuisines: body.cuisines,
    imageUrl: body.image,
    bannerUrl: body.banner_image,
    photos: body.photos,
    licenseNumber: body.license_number,
    licenseName: body.license_name,
    licenseDocuments: body.license_document,
    accountHolderName: body.account_holder_name,
    bankName: body.bank_name,
    accountType: body.account_type,
    iban: body.iban,
    bic: body.bic,
    accountNumber: body.account_number,
    routingNumber: body.routing_number,
    ifscCode: body.ifsc_code,
    branch: body.branch,
    addressOfBank: body.address_of_bank,
    typeOfUse: body.type_of_use,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, v]) => v !== undefined)) as StoreValues;
}

/**
 * The state a save leaves the store in (ADR 0021). A submission of a draft
 * or rejected store goes to staff (pending). An approved store stays
 * approved unless what staff vetted changed (name, pictures, licence, bank
 * account, category…); hours, delivery and contact details never hide it.
 */
function nextStatus(existing: StoreRow | undefined, action: 'submit' | 'draft', changes: StoreValues) {
  if (!existing) return action === 'submit' ? 'pending' : 'draft';
  if (existing.status === 'approved')
    return storeNeedsReapproval(existing as never, changes as never) ? 'pending' : 'approved';
  if (action === 'submit') return 'pending';
  return existing.status;
}

/**
 * A licence must be the vendor's own upload: pointing at another account's
 * document would show staff someone else's licence as this store's. Documents
 * already on the store stay acceptable (staff may have seen them already).
 */
async function checkLicenceDocuments(
  repository: StoresRepository,
  ownerId: string,
  documents: readonly string[] | undefined,
  kept: readonly string[],
) {
  const added = (documents ?? []).filter((url) => !kept.includes(url));
  const ids = added.map((url) => DOCUMENT_URL_PATTERN.exec(url)?.[1]).filter((id): id is string => id !== undefined);
  if (ids.length === added.length && (await repository.ownsDocuments(ownerId, ids))) return;
  throw new AppError(400, 'upload_not_found', { fields: { license_document: [{ key: 'upload_not_found' }] } });
}

export interface StoreSetupDeps {
  repository: StoresRepository;
  ownsPictures: OwnsPictures;
}

/**
 * `store-setup` / `vendor-setup`: creates the vendor's one store or
 * changes it. A submission needs every required field (SPEC.md §5); a
 * draft only a name. The business category must exist and be active ("Your
 * store detail is incomplete, add the business category first"). Logo,
 * banner and photos are the vendor's own uploads, the demo's drawings, or
 * what the store already shows.
 */
export async function saveStoreSetup(
  { repository, ownsPictures }: StoreSetupDeps,
  ownerId: string,
  body: StoreSetupBody,
): Promise<{ store: StoreRow; created: boolean }> {
  const existing = await repository.findOwned(ownerId);
  // A store keeps the category it has even after staff switch it off; a new choice must be live.
  if (body.category_id !== undefined && body.category_id !== existing?.categoryId) {
    const category = await repository.findCategory(body.category_id);
    if (!category?.isActive) {
      throw new AppError(400, 'store_incomplete', { fields: { category_id: [{ key: 'store_incomplete' }] } });
    }
  }
  await checkLicenceDocuments(repository, ownerId, body.license_document, existing?.licenseDocuments ?? []);
  await checkPicturesOwned(
    ownsPictures,
    ownerId,
    { image: body.image, banner_image: body.banner_image, photos: body.photos },
    [existing?.imageUrl, existing?.bannerUrl, ...(existing?.photos ?? [])],
  );
  const changes = toColumns(body);
  const status = nextStatus(existing, body.action, changes);
  const review =
    status === 'pending' && existing?.status !== 'pending'
      ? { submittedAt: new Date(), rejectionReason: null, reviewedAt: null }
      : {};

  if (existing) {
    const store = await repository.update(ownerId, { ...changes, status, ...review });
    return { store: store!, created: false };
  }
  let slug = slugify(body.title) || 'store';
  if (await repository.slugTaken(slug)) slug = `${slug}-${randomBytes(3).toString('hex')}`;
  const store = await repository.create(ownerId, {
    ...changes,
    type: body.type ?? 'goods',
    title: body.title,
    slug,
    status,
    ...review,
  });
  if (store) return { store, created: true };
  // Two first setups sent at once: the unique owner index let one through; this one updates it.
  const updated = await repository.update(ownerId, { ...changes, status, ...review });
  return { store: updated!, created: false };
}

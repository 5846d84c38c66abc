/**
 * ADR 0021: what sends an approved product back to staff. Customers see a
 * product's words and pictures, so a change to those needs a new look;
 * price, discount, stock, availability and switching variants on and off
 * are the vendor's daily business and never hide a product.
 */
export interface ProductContent {
  nameEn: string;
  nameTr: string | null;
  descriptionEn: string;
  descriptionTr: string | null;
  images: readonly string[];
}

export function needsReapproval(before: ProductContent, after: ProductContent): boolean {
  return (
    before.nameEn !== after.nameEn ||
    (before.nameTr ?? null) !== (after.nameTr ?? null) ||
    before.descriptionEn !== after.descriptionEn ||
    (before.descriptionTr ?? null) !== (after.descriptionTr ?? null) ||
    before.images.length !== after.images.length ||
    before.images.some((url, i) => url !== after.images[i])
  );
}

/**
 * The same for a store: what customers read about it (name, brand,
 * description, pictures, category, type) and what staff vetted (licence,
 * bank account) need approval again; hours, delivery settings, minimum
 * order, location and contact numbers do not.
 */
export const STORE_REVIEWED_FIELDS = [
  'type',
  'categoryId',
  'title',
  'brandName',
  'description',
  'descriptionTr',
  'imageUrl',
  'bannerUrl',
  'photos',
  'licenseNumber',
  'licenseName',
  'licenseDocuments',
  'accountHolderName',
  'bankName',
  'iban',
  'bic',
  'accountNumber',
  'ifscCode',
] as const;

export function storeNeedsReapproval(
  before: Record<(typeof STORE_REVIEWED_FIELDS)[number], unknown>,
  after: Partial<Record<(typeof STORE_REVIEWED_FIELDS)[number], unknown>>,
): boolean {
  return STORE_REVIEWED_FIELDS.some((field) => {
    if (!(field in after) || after[field] === undefined) return false;
    return JSON.stringify(before[field] ?? null) !== JSON.stringify(after[field] ?? null);
  });
}

import type { ProductAvailability } from '@bedesten/core/catalogue/product-form';
import { minorToDecimal, parseMinorUnits } from '@bedesten/core/money/minor-units';
import type { VendorProduct } from '@bedesten/core/schemas/catalogue';

/**
 * The product form's values and the API body they make. Inputs hold text
 * (an empty box is not 0), prices are typed in euros and sent in cents
 * (DESIGN.md §3). Text that is not a number is passed on as it is, so the
 * shared zod schema reports it with the catalogue's "Invalid {label}".
 */

export interface VariantValues {
  /** The saved variant's id; absent for a new row. */
  id?: string | undefined;
  unique_id: string;
  size_id: string;
  price: string;
  discount: string;
  stock: string;
  active_status: boolean;
}

export interface ProductFormValues {
  id?: string | undefined;
  name_en: string;
  name_tr: string;
  description_en: string;
  description_tr: string;
  category_id: string;
  sub_category_id: string;
  availability: ProductAvailability;
  unit_quantity: string;
  unit_id: string;
  sku: string;
  brand: string;
  vat_rate_id: string;
  images: string[];
  variants: VariantValues[];
}

/** A fresh variant id such as `V-3F9A1C2B`: readable, and unique enough within one product. */
export function newUniqueId(): string {
  const bytes = new Uint8Array(4);
  globalThis.crypto.getRandomValues(bytes);
  return `V-${[...bytes]
    .map((b) => b.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase()}`;
}

export function blankVariant(): VariantValues {
  return { unique_id: newUniqueId(), size_id: '', price: '', discount: '', stock: '', active_status: true };
}

/** Cents as the form shows them: 450 -> "4.50". */
export function centsToInput(cents: number | null | undefined): string {
  return cents === null || cents === undefined ? '' : minorToDecimal(cents);
}

/** "4.5", "4,50" or "4" euros -> 450 cents; empty -> undefined; anything else stays text (invalid). */
export function moneyToCents(text: string): number | string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return parseMinorUnits(trimmed) ?? trimmed;
}

/** A count box: empty -> undefined; a whole number (also negative, which the schema refuses) -> number. */
export function countOf(text: string): number | string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return /^-?\d+$/.test(trimmed) ? Number(trimmed) : trimmed;
}

/** A decimal box (unit quantity): empty -> null. */
function decimalOf(text: string): number | string | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  return /^\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : trimmed;
}

/** A select of numeric ids: empty -> null. */
function idOf(text: string): number | null {
  return text === '' ? null : Number(text);
}

export function emptyProduct(defaults: { sub_category_id?: string; category_id?: string } = {}): ProductFormValues {
  return {
    name_en: '',
    name_tr: '',
    description_en: '',
    description_tr: '',
    category_id: defaults.category_id ?? '',
    sub_category_id: defaults.sub_category_id ?? '',
    availability: 'always',
    unit_quantity: '',
    unit_id: '',
    sku: '',
    brand: '',
    vat_rate_id: '',
    images: [],
    variants: [blankVariant()],
  };
}

export function valuesOfProduct(product: VendorProduct): ProductFormValues {
  return {
    id: product.id,
    name_en: product.name_en,
    name_tr: product.name_tr ?? '',
    description_en: product.description_en,
    description_tr: product.description_tr ?? '',
    category_id: product.category_id,
    sub_category_id: product.sub_category_id ?? '',
    availability: product.availability,
    unit_quantity: product.unit_quantity === null ? '' : String(product.unit_quantity),
    unit_id: product.unit_id === null ? '' : String(product.unit_id),
    sku: product.sku ?? '',
    brand: product.brand ?? '',
    vat_rate_id: product.vat_rate_id === null ? '' : String(product.vat_rate_id),
    images: [...product.images],
    variants: product.variants.map((v) => ({
      id: v.id,
      unique_id: v.unique_id,
      size_id: v.size ? String(v.size.id) : '',
      price: centsToInput(v.price),
      discount: v.discount ? centsToInput(v.discount) : '',
      stock: v.stock === null ? '' : String(v.stock),
      active_status: v.active_status,
    })),
  };
}

/** The `add-vendor-product` body (`productFields` in @bedesten/core). */
export function toProductBody(values: ProductFormValues): Record<string, unknown> {
  const limited = values.availability === 'limited';
  return {
    ...(values.id ? { id: values.id } : {}),
    name_en: values.name_en,
    name_tr: values.name_tr,
    description_en: values.description_en,
    description_tr: values.description_tr,
    category_id: values.category_id || undefined,
    sub_category_id: values.sub_category_id || undefined,
    availability: values.availability,
    unit_id: idOf(values.unit_id),
    unit_quantity: decimalOf(values.unit_quantity),
    sku: values.sku,
    brand: values.brand,
    vat_rate_id: idOf(values.vat_rate_id),
    images: values.images,
    variants: values.variants.map((v) => ({
      ...(v.id ? { id: v.id } : {}),
      unique_id: v.unique_id.trim() === '' ? undefined : v.unique_id,
      size_id: idOf(v.size_id),
      price: moneyToCents(v.price),
      discount: moneyToCents(v.discount) ?? 0,
      // "Always available" keeps no count; limited stock needs one on every variant.
      stock: limited ? (countOf(v.stock) ?? null) : null,
      active_status: v.active_status,
    })),
  };
}

/**
 * Where an API or schema message about a body field is shown in the form:
 * a picture's own error (`images.2`) goes under the pictures field.
 */
export function formFieldOf(field: string): string {
  return field.replace(/^(images|banner_images)\.\d+$/, '$1');
}

/**
 * What is wrong with a stock box of the management lists, in the
 * catalogue's words (the same the API would answer), or null.
 */
export function stockInputProblem(text: string): { key: 'required' | 'invalid' | 'stock_negative' } | null {
  const count = countOf(text);
  if (count === undefined) return { key: 'required' };
  if (typeof count === 'string') return { key: 'invalid' };
  if (count < 0) return { key: 'stock_negative' };
  return null;
}

/**
 * The sub-categories to offer once a business category is chosen: those of
 * that category, and the store's own that name none (they fit anywhere).
 * No category chosen yet: all of them.
 */
export function subCategoriesFor<T extends { category_id: string | null }>(all: readonly T[], categoryId: string): T[] {
  if (!categoryId) return [...all];
  return all.filter((sub) => sub.category_id === null || sub.category_id === categoryId);
}

import type { Language } from '../i18n/languages.ts';

/** The catalogue: sub-categories, products, variants and stock (issue 4). Part of the message catalogue (catalogue.ts). */
export const PRODUCT_MESSAGES = {
  add_sub_category: {
    en: 'Please add at least one sub category',
    tr: 'Lütfen en az bir alt kategori ekleyin',
  },
  out_of_stock: { en: 'Out of Stock', tr: 'Stokta yok' },
  not_available: { en: 'Not available', tr: 'Mevcut değil' },
  variants_required: { en: 'Please add at least one variant', tr: 'Lütfen en az bir varyant ekleyin' },
  sub_category_other_category: {
    en: 'This sub-category belongs to another business category',
    tr: 'Bu alt kategori başka bir işletme kategorisine ait',
  },
  stock_required: {
    en: 'Stock is required for limited stock products',
    tr: 'Sınırlı stoklu ürünlerde stok zorunludur',
  },
  stock_negative: { en: 'Stock cannot be less than 0', tr: 'Stok 0’dan az olamaz' },
  discount_too_high: { en: 'Discount must be less than the price', tr: 'İndirim fiyattan az olmalıdır' },
  duplicate_variant: { en: 'Each variant needs its own id', tr: 'Her varyantın kendine ait bir kimliği olmalıdır' },
  product_saved: { en: 'Product saved', tr: 'Ürün kaydedildi' },
  product_deleted: { en: 'Product deleted', tr: 'Ürün silindi' },
  variant_deleted: { en: 'Variation deleted', tr: 'Varyasyon silindi' },
  last_variant: {
    en: 'A product needs at least one variant; delete the product instead',
    tr: 'Bir ürünün en az bir varyantı olmalıdır; bunun yerine ürünü silin',
  },
  stock_updated: { en: 'Stock updated', tr: 'Stok güncellendi' },
  sub_category_saved: { en: 'Sub category saved', tr: 'Alt kategori kaydedildi' },
  price_from_to: { en: '{from} – {to}', tr: '{from} – {to} arası' },
  in_stock: { en: 'In stock', tr: 'Stokta var' },
} as const satisfies Record<string, Record<Language, string>>;

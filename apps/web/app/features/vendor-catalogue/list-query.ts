import type { Language } from '@bedesten/core/i18n/languages';
import { APPROVAL_STATUSES, type ApprovalStatus } from '@bedesten/core/catalogue/product-form';

export const STOCK_FILTERS = ['high', 'low'] as const;
export type StockFilter = (typeof STOCK_FILTERS)[number];

/** The product list's filters as the page's address holds them (`?search=&stock=low&status=pending&page=2`). */
export interface ProductListFilters {
  page: number;
  search: string;
  stock: StockFilter | '';
  status: ApprovalStatus | '';
}

function pageOf(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/** Reads the filters leniently: an unknown value is no filter rather than an error page. */
export function productFiltersFrom(params: URLSearchParams): ProductListFilters {
  const stock = params.get('stock') ?? '';
  const status = params.get('status') ?? '';
  return {
    page: pageOf(params.get('page')),
    search: (params.get('search') ?? '').trim().slice(0, 100),
    stock: (STOCK_FILTERS as readonly string[]).includes(stock) ? (stock as StockFilter) : '',
    status: (APPROVAL_STATUSES as readonly string[]).includes(status) ? (status as ApprovalStatus) : '',
  };
}

/** The sub-category list's page (`?sub_page=`), separate from the products' page. */
export function subPageFrom(params: URLSearchParams): number {
  return pageOf(params.get('sub_page'));
}

/** The `vendor-products-list` query for these filters (empty ones left out). */
export function productListQuery(filters: ProductListFilters, subCategoryId?: string) {
  return {
    page: filters.page,
    search: filters.search || undefined,
    stock: filters.stock || undefined,
    status: filters.status || undefined,
    sub_category_id: subCategoryId,
  };
}

/** A name in the page language: the Turkish one where there is one. */
export function localName(item: { name_en: string; name_tr: string | null }, lang: Language): string {
  return lang === 'tr' && item.name_tr ? item.name_tr : item.name_en;
}

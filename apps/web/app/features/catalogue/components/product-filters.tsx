import { useTranslation } from '~/lib/i18n-react.tsx';
import { Form, useLocation } from 'react-router';
import { SearchIcon } from '~/components/icons.tsx';
import { RESULTS_ID } from './store-filters.tsx';

export interface FilterOptions {
  categories: { slug: string; name: string }[];
  price_ranges: { min: number; max: number | null; label: string }[];
  availability: { value: 'in_stock' | 'out_of_stock'; label: string }[];
}

export interface ProductFilterValues {
  q?: string | undefined;
  category?: string | undefined;
  price?: string | undefined;
  availability?: string | undefined;
  sort?: string | undefined;
  /** Kept as hidden fields so a filter change stays inside a sub-category or brand. */
  sub_category?: string | undefined;
  brand?: string | undefined;
}

export const PRODUCT_LIST_SORTS = ['latest', 'price_low_high', 'price_high_low', 'name'] as const;

/** A price bucket as one form value: "1000-1999", or "10000-" for the open top bucket. */
export function priceValue(range: { min: number; max: number | null }): string {
  return `${range.min}-${range.max ?? ''}`;
}

/** The product listings' filters (get-filter-options) as a GET form on the current page, landing on its results. */
export function ProductFilters({ values, options }: { values: ProductFilterValues; options: FilterOptions }) {
  const { t } = useTranslation('catalogue');
  const { pathname } = useLocation();
  return (
    <Form
      method="get"
      action={`${pathname}#${RESULTS_ID}`}
      className="filters filters--products"
      aria-label={t('filters.productsLabel')}
    >
      <div className="filters__field filters__field--wide">
        <label htmlFor="product-search">{t('filters.search')}</label>
        <input
          id="product-search"
          type="search"
          name="q"
          defaultValue={values.q ?? ''}
          placeholder={t('filters.searchProducts')}
          maxLength={100}
        />
      </div>
      <div className="filters__field">
        <label htmlFor="product-category">{t('filters.category')}</label>
        <select id="product-category" name="category" defaultValue={values.category ?? ''}>
          <option value="">{t('filters.allCategories')}</option>
          {options.categories.map((category) => (
            <option key={category.slug} value={category.slug}>
              {category.name}
            </option>
          ))}
        </select>
      </div>
      <div className="filters__field">
        <label htmlFor="product-price">{t('filters.price')}</label>
        <select id="product-price" name="price" defaultValue={values.price ?? ''}>
          <option value="">{t('filters.anyPrice')}</option>
          {options.price_ranges.map((range) => (
            <option key={range.min} value={priceValue(range)}>
              {range.label}
            </option>
          ))}
        </select>
      </div>
      <div className="filters__field">
        <label htmlFor="product-availability">{t('filters.availability')}</label>
        <select id="product-availability" name="availability" defaultValue={values.availability ?? ''}>
          <option value="">{t('filters.anyAvailability')}</option>
          {options.availability.map((item) => (
            <option key={item.value} value={item.value}>
              {item.label}
            </option>
          ))}
        </select>
      </div>
      <div className="filters__field">
        <label htmlFor="product-sort">{t('filters.sort')}</label>
        <select id="product-sort" name="sort" defaultValue={values.sort ?? ''}>
          <option value="">{t('sort.default')}</option>
          {PRODUCT_LIST_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`sort.${sort}`)}
            </option>
          ))}
        </select>
      </div>
      {values.sub_category ? <input type="hidden" name="sub_category" value={values.sub_category} /> : null}
      {values.brand ? <input type="hidden" name="brand" value={values.brand} /> : null}
      <div className="filters__actions">
        <button type="submit" className="button button--primary">
          <SearchIcon size={18} />
          {t('filters.apply')}
        </button>
      </div>
    </Form>
  );
}

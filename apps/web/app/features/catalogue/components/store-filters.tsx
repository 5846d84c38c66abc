import { useTranslation } from '~/lib/i18n-react.tsx';
import { Form } from 'react-router';
import { SearchIcon } from '~/components/icons.tsx';

export interface StoreFilterValues {
  search?: string | undefined;
  category?: string | undefined;
  type?: 'goods' | 'service' | undefined;
  sort?: string | undefined;
  /** The visitor's position from the link, carried through a filter change. */
  lat?: number | undefined;
  lng?: number | undefined;
}

/**
 * Sorts the shop list offers (SPEC.md §2); the API's `distance` needs a position, which this page
 * does not ask for. Spelled out here rather than imported, so zod stays out of the page's bundle.
 */
export const LIST_SORTS = ['latest', 'name', 'most_visited', 'delivery_time', 'rating'] as const;

/** Where a filter form's "Show results" lands: the list's first result heading or count carries this id. */
export const RESULTS_ID = 'results';

/**
 * The shop list's filters as a plain GET form: it works without JavaScript,
 * and every filtered list has its own URL. Changing a filter starts again at page 1.
 * "Show results" lands on the results (`#results`): on a phone the filters fill the screen above them.
 */
export function StoreFilters({
  values,
  categories,
}: {
  values: StoreFilterValues;
  categories: readonly { slug: string; name: string }[];
}) {
  const { t } = useTranslation('catalogue');
  return (
    <Form
      method="get"
      action={`/stores#${RESULTS_ID}`}
      className="filters"
      role="search"
      aria-label={t('filters.storesLabel')}
    >
      <div className="filters__field filters__field--wide">
        <label htmlFor="store-search">{t('filters.search')}</label>
        <input
          id="store-search"
          type="search"
          name="q"
          defaultValue={values.search ?? ''}
          placeholder={t('filters.searchStores')}
          maxLength={100}
        />
      </div>
      <div className="filters__field">
        <label htmlFor="store-category">{t('filters.category')}</label>
        <select id="store-category" name="category" defaultValue={values.category ?? ''}>
          <option value="">{t('filters.allCategories')}</option>
          {categories.map((category) => (
            <option key={category.slug} value={category.slug}>
              {category.name}
            </option>
          ))}
        </select>
      </div>
      <div className="filters__field">
        <label htmlFor="store-type">{t('filters.type')}</label>
        <select id="store-type" name="type" defaultValue={values.type ?? ''}>
          <option value="">{t('filters.allTypes')}</option>
          <option value="goods">{t('type.goods')}</option>
          <option value="service">{t('type.service')}</option>
        </select>
      </div>
      <div className="filters__field">
        <label htmlFor="store-sort">{t('filters.sort')}</label>
        <select id="store-sort" name="sort" defaultValue={values.sort ?? ''}>
          <option value="">{t('sort.default')}</option>
          {LIST_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`sort.${sort}`)}
            </option>
          ))}
        </select>
      </div>
      {values.lat !== undefined && values.lng !== undefined ? (
        <>
          <input type="hidden" name="lat" value={values.lat} />
          <input type="hidden" name="lng" value={values.lng} />
        </>
      ) : null}
      <div className="filters__actions">
        <button type="submit" className="button button--primary">
          <SearchIcon size={18} />
          {t('filters.apply')}
        </button>
      </div>
    </Form>
  );
}

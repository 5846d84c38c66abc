/** Reading the reviews pages' query strings: anything odd falls back to a default, never a 400 page. */

export function pageNumber(params: URLSearchParams, name = 'page'): number {
  const page = Number(params.get(name));
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

/** `?reviews_page=`: the reviews' own page on a store or product page, beside the products' `page`. */
export const REVIEWS_PAGE_PARAM = 'reviews_page';

export const reviewsPageParam = (params: URLSearchParams): number => pageNumber(params, REVIEWS_PAGE_PARAM);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A uuid from the query string, or undefined. */
export function uuidParam(params: URLSearchParams, name: string): string | undefined {
  const value = params.get(name) ?? '';
  return UUID.test(value) ? value : undefined;
}

/** `?hidden=yes|no` of the staff list; anything else lists both. */
export function hiddenParam(params: URLSearchParams): 'yes' | 'no' | undefined {
  const value = params.get('hidden');
  return value === 'yes' || value === 'no' ? value : undefined;
}

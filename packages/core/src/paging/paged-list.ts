import { z } from 'zod';

/** SPEC.md §3 "Paged list" and §9: ten per page unless a caller asks otherwise. */
export const DEFAULT_PER_PAGE = 10;
export const MAX_PER_PAGE = 100;

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(DEFAULT_PER_PAGE),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export interface PagedList<T> {
  current_page: number;
  data: T[];
  per_page: number;
  last_page: number;
  total: number;
  next_page_url: string | null;
  prev_page_url: string | null;
}

export function pagedListSchema<T extends z.ZodType>(item: T) {
  return z.object({
    current_page: z.number().int(),
    data: z.array(item),
    per_page: z.number().int(),
    last_page: z.number().int(),
    total: z.number().int(),
    next_page_url: z.string().nullable(),
    prev_page_url: z.string().nullable(),
  });
}

/** Rows to skip for a page; pages start at 1. */
export function pageOffset({ page, per_page }: PageQuery): number {
  return (page - 1) * per_page;
}

/**
 * Wraps one page of rows in the spec's envelope. `baseUrl` is the request's
 * path and query; the page parameter is replaced to build the neighbours.
 */
export function toPagedList<T>(rows: T[], total: number, query: PageQuery, baseUrl: string): PagedList<T> {
  const lastPage = Math.max(1, Math.ceil(total / query.per_page));
  const [path = '', search = ''] = baseUrl.split('?', 2);
  const otherParams = search.split('&').filter((pair) => pair !== '' && !pair.startsWith('page='));
  const urlFor = (page: number): string => `${path}?${[...otherParams, `page=${page}`].join('&')}`;
  return {
    current_page: query.page,
    data: rows,
    per_page: query.per_page,
    last_page: lastPage,
    total,
    next_page_url: query.page < lastPage ? urlFor(query.page + 1) : null,
    prev_page_url: query.page > 1 ? urlFor(Math.min(query.page - 1, lastPage)) : null,
  };
}

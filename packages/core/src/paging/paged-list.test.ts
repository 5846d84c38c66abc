import { describe, expect, it } from 'vitest';
import { pageOffset, pageQuerySchema, toPagedList } from './paged-list.ts';

describe('paged list', () => {
  it('defaults to ten per page from page one (SPEC.md §9)', () => {
    expect(pageQuerySchema.parse({})).toEqual({ page: 1, per_page: 10 });
  });

  it('caps the page size and rejects nonsense', () => {
    expect(pageQuerySchema.safeParse({ per_page: '101' }).success).toBe(false);
    expect(pageQuerySchema.safeParse({ page: '0' }).success).toBe(false);
    expect(pageQuerySchema.parse({ page: '3', per_page: '25' })).toEqual({ page: 3, per_page: 25 });
  });

  it.each([
    [1, 10, 0],
    [3, 10, 20],
    [2, 25, 25],
  ])('page %i of size %i skips %i rows', (page, per_page, offset) => {
    expect(pageOffset({ page, per_page })).toBe(offset);
  });

  it('links the neighbours and keeps the other query parameters', () => {
    const list = toPagedList(['k', 'l'], 23, { page: 2, per_page: 10 }, '/api/storeSearch?search=cay&page=2');
    expect(list).toEqual({
      current_page: 2,
      data: ['k', 'l'],
      per_page: 10,
      last_page: 3,
      total: 23,
      next_page_url: '/api/storeSearch?search=cay&page=3',
      prev_page_url: '/api/storeSearch?search=cay&page=1',
    });
  });

  it('has no neighbours for a single page, and one last page for an empty list', () => {
    expect(toPagedList([], 0, { page: 1, per_page: 10 }, '/x')).toMatchObject({
      last_page: 1,
      next_page_url: null,
      prev_page_url: null,
    });
  });
});

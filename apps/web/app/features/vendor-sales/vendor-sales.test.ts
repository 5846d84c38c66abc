import { describe, expect, it } from 'vitest';
import { labelledIndexes, niceCeiling } from './components/sales-chart.tsx';
import { bucketLabel, formatDay } from './format.ts';
import { reportCsvHref, reportFiltersFrom, transactionFiltersFrom, transactionsHref } from './query.ts';

describe('vendor sales addresses', () => {
  it('reads the transaction filters leniently', () => {
    const id = '0b9f4a43-8a4b-4a59-b3fb-3b1c1b3c9a01';
    expect(transactionFiltersFrom(new URLSearchParams(`status=paid&period=2w&page=3&id=${id}`))).toEqual({
      status: 'paid',
      period: '2w',
      page: 3,
      id,
    });
    expect(transactionFiltersFrom(new URLSearchParams('status=done&period=9w&page=-1&id=../x'))).toEqual({
      status: undefined,
      period: 'all',
      page: 1,
      id: undefined,
    });
  });

  it('builds list addresses: a new filter starts at page 1 and closes the details', () => {
    const filters = transactionFiltersFrom(
      new URLSearchParams('status=unpaid&period=1w&page=2&id=0b9f4a43-8a4b-4a59-b3fb-3b1c1b3c9a01'),
    );
    expect(transactionsHref(filters, { status: 'paid', page: 1 })).toBe('/vendor/transaction?status=paid&period=1w');
    expect(transactionsHref(filters, { page: 3 })).toBe('/vendor/transaction?status=unpaid&period=1w&page=3');
    expect(transactionsHref(filters, { status: undefined, period: 'all', page: 1 })).toBe('/vendor/transaction');
  });

  it('reads report filters and builds the CSV link', () => {
    expect(reportFiltersFrom(new URLSearchParams('period=week&from=2025-01-01&to=2025-02-30'))).toEqual({
      period: 'week',
      from: '2025-01-01',
      to: undefined,
    });
    expect(reportFiltersFrom(new URLSearchParams('period=year')).period).toBe('day');
    expect(reportCsvHref({ period: 'month', from: '2025-01-01', to: '2025-02-28' }, 'tr')).toBe(
      '/api/vendor-report-management?period=month&from=2025-01-01&to=2025-02-28&format=csv&lang=tr',
    );
  });
});

describe('vendor sales display', () => {
  it('writes dates day, month, year in Cyprus time', () => {
    expect(formatDay('2025-01-31T22:30:00Z', 'en')).toBe('01 Feb 2025');
    expect(formatDay('2025-01-31T22:30:00Z', 'tr')).toBe('01 Şub 2025');
    expect(bucketLabel('2025-02-01', 'month', 'tr')).toBe('Şub 2025');
    expect(bucketLabel('2025-01-27', 'week', 'en')).toBe('27 Jan');
  });

  it('rounds the chart axis and spreads at most six labels', () => {
    expect([0, 7, 120, 2500, 31_000].map(niceCeiling)).toEqual([100, 10, 200, 5000, 50_000]);
    expect([...labelledIndexes(4)]).toEqual([0, 1, 2, 3]);
    const many = labelledIndexes(30);
    expect(many.size).toBeLessThanOrEqual(5);
    expect(many.has(29)).toBe(true);
  });
});

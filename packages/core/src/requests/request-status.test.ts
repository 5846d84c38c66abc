import { describe, expect, it } from 'vitest';
import { effectiveRequestStatus, nextRequestStatus } from './request-status.ts';

describe('broadcast request transitions', () => {
  it.each([
    ['pending', 'approve', 'approved'],
    ['pending', 'reject', 'rejected'],
    ['approved', 'approve', null],
    ['rejected', 'approve', null],
    ['closed', 'approve', null],
    ['approved', 'reject', null],
    ['approved', 'edit', 'pending'],
    ['rejected', 'edit', 'pending'],
    ['closed', 'edit', null],
    ['approved', 'close', 'closed'],
    ['closed', 'close', null],
  ] as const)('%s --%s--> %s', (from, action, to) => {
    expect(nextRequestStatus(from, action)).toBe(to);
  });

  it('counts a request past its close date as closed', () => {
    const now = new Date('2026-05-01T12:00:00Z');
    expect(effectiveRequestStatus('approved', new Date('2026-05-01T11:59:59Z'), now)).toBe('closed');
    expect(effectiveRequestStatus('pending', new Date('2026-05-01T12:00:00Z'), now)).toBe('closed');
    expect(effectiveRequestStatus('approved', new Date('2026-05-02T00:00:00Z'), now)).toBe('approved');
  });
});

describe('request dates', async () => {
  const { requestDateErrors, cyprusToday } = await import('./request-rules.ts');
  const now = new Date('2026-05-01T22:30:00Z'); // already 2 May in Cyprus (UTC+3)

  it('reads today in Cyprus time', () => {
    expect(cyprusToday(now)).toBe('2026-05-02');
  });

  it('refuses a day needed in the past and a close date outside the next 30 days', () => {
    expect(requestDateErrors({ date_needed: '2026-05-02', close_date: '2026-05-10T00:00:00Z' }, now)).toEqual({});
    expect(
      Object.keys(requestDateErrors({ date_needed: '2026-05-01', close_date: '2026-05-10T00:00:00Z' }, now)),
    ).toEqual(['date_needed']);
    expect(
      Object.keys(requestDateErrors({ date_needed: '2026-05-03', close_date: '2026-05-01T22:00:00Z' }, now)),
    ).toEqual(['close_date']);
    expect(
      Object.keys(requestDateErrors({ date_needed: '2026-05-03', close_date: '2026-06-01T00:00:00Z' }, now)),
    ).toEqual(['close_date']);
  });
});

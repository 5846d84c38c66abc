import { describe, expect, it } from 'vitest';
import { latestChange, type RequestTimes } from './request-times.ts';

const posted = '2026-11-20T09:00:00.000Z';
const later = '2026-11-21T10:30:00.000Z';
const base: RequestTimes = {
  status: 'pending',
  created_at: posted,
  updated_at: posted,
  approved_at: null,
  closed_at: null,
  close_date: '2026-11-27T09:00:00.000Z',
};

describe('what last happened to a request', () => {
  it('says nothing of a waiting request nobody touched, and names an edit of one', () => {
    expect(latestChange(base)).toBeNull();
    expect(latestChange({ ...base, updated_at: later })).toEqual({ kind: 'edited', at: later });
  });

  it('gives a decided request its decision, never an edit', () => {
    expect(latestChange({ ...base, status: 'approved', approved_at: later, updated_at: later })).toEqual({
      kind: 'approved',
      at: later,
    });
    expect(latestChange({ ...base, status: 'rejected', updated_at: later })).toEqual({ kind: 'rejected', at: later });
  });

  it('closes a request at its close date until the sweep records when', () => {
    expect(latestChange({ ...base, status: 'closed' })).toEqual({ kind: 'closed', at: base.close_date });
    expect(latestChange({ ...base, status: 'closed', closed_at: later })).toEqual({ kind: 'closed', at: later });
  });
});

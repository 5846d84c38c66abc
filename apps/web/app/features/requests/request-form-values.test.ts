import { describe, expect, it } from 'vitest';
import type { BroadcastRequest } from '@bedesten/core/schemas/requests';
import {
  budgetOf,
  closeDateIso,
  closeDayRange,
  formFieldOf,
  initialRequestValues,
  toRequestBody,
  type RequestFormValues,
} from './request-form-values.ts';

// 10:00 in Cyprus (UTC+2 in winter).
const NOW = new Date('2026-11-25T08:00:00Z');

const values = (over: Partial<RequestFormValues> = {}): RequestFormValues => ({
  ...initialRequestValues(null, NOW),
  title: 'Halloumi',
  description: 'Fresh village halloumi',
  category_id: '6f1e7f4e-4a4b-4c5d-8e9f-0a1b2c3d4e5f',
  location: 'Lefkoşa',
  lat: '35.17',
  lng: '33.36',
  ...over,
});

describe('closeDateIso', () => {
  it('closes at 23:59 Cyprus time on the day picked', () => {
    expect(closeDateIso('2026-12-02', NOW)).toBe('2026-12-02T21:59:00.000Z');
    // Summer time (UTC+3).
    expect(closeDateIso('2026-07-02', new Date('2026-06-25T08:00:00Z'))).toBe('2026-07-02T20:59:00.000Z');
  });

  it('keeps the last day of the 30-day limit within it', () => {
    const { max } = closeDayRange(NOW);
    expect(max).toBe('2026-12-25');
    const closes = Date.parse(closeDateIso(max, NOW));
    expect(closes).toBeLessThanOrEqual(NOW.getTime() + 30 * 24 * 60 * 60 * 1000);
    expect(closes).toBeGreaterThan(NOW.getTime() + 29 * 24 * 60 * 60 * 1000);
  });

  it('passes a day past the limit or nonsense on for the rules to refuse', () => {
    expect(Date.parse(closeDateIso('2026-12-27', NOW))).toBeGreaterThan(NOW.getTime() + 30 * 24 * 60 * 60 * 1000);
    expect(closeDateIso('', NOW)).toBe('');
    expect(closeDateIso('soon', NOW)).toBe('soon');
  });
});

describe('toRequestBody', () => {
  it('sends euros as cents, no budget as null, and drops empty shopping lines', () => {
    const body = toRequestBody(
      values({
        budget: '45,50',
        shopping_list: [
          { item: 'Halloumi', quantity: '2' },
          { item: '', quantity: '' },
        ],
      }),
      NOW,
    );
    expect(body).toMatchObject({
      lat: 35.17,
      lng: 33.36,
      budget: 4550,
      shopping_list: [{ item: 'Halloumi', quantity: 2 }],
      voice_note_url: null,
      close_date: '2026-12-02T21:59:00.000Z',
    });
    expect(toRequestBody(values({ budget: ' ' }), NOW).budget).toBeNull();
  });

  it('passes what is not a number on as typed, so the schema names it', () => {
    expect(budgetOf('lots')).toBe('lots');
    const body = toRequestBody(values({ lat: '', shopping_list: [{ item: 'Bread', quantity: 'two' }] }), NOW);
    expect(body.lat).toBeUndefined();
    expect(body.shopping_list[0]?.quantity).toBe('two');
  });
});

describe('initialRequestValues', () => {
  it('opens a new request for a week with one empty line', () => {
    const fresh = initialRequestValues(null, NOW);
    expect(fresh.close_day).toBe('2026-12-02');
    expect(fresh.shopping_list).toEqual([{ item: '', quantity: '1' }]);
  });

  it('fills the form from a saved request', () => {
    const saved = {
      title: 'Bread',
      description: 'Twelve loaves please',
      category: { id: 'c', name: 'Groceries' },
      location: 'Girne',
      lat: 35.33,
      lng: 33.31,
      shopping_list: [{ item: 'Bread', quantity: 12 }],
      budget: { amount: 2000, currency: 'EUR' },
      date_needed: '2026-11-30',
      close_date: '2026-12-02T21:59:00.000Z',
      photos: ['/uploads/images/x/800.webp'],
      voice_note: { url: '/uploads/audio/x.webm', duration_seconds: 4 },
    } as BroadcastRequest;
    expect(initialRequestValues(saved, NOW)).toMatchObject({
      category_id: 'c',
      lat: '35.33',
      budget: '20',
      close_day: '2026-12-02',
      shopping_list: [{ item: 'Bread', quantity: '12' }],
      voice_note: { url: '/uploads/audio/x.webm', duration_seconds: 4 },
    });
  });
});

describe('formFieldOf', () => {
  it('puts the API’s field messages under the boxes that hold them', () => {
    expect(formFieldOf('close_date')).toBe('close_day');
    expect(formFieldOf('voice_note_url')).toBe('voice_note');
    expect(formFieldOf('photos.2')).toBe('photos');
    expect(formFieldOf('shopping_list.0.quantity')).toBe('shopping_list.0.quantity');
  });
});

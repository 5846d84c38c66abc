import { describe, expect, it } from 'vitest';
import { orderIdParam, orderNumberParam } from './query.ts';

const params = (query: string) => new URLSearchParams(query);

describe('staff order search parameters', () => {
  it('reads an order number as typed, with or without "#"', () => {
    expect(orderNumberParam(params('number=1042'))).toEqual({ text: '1042', number: 1042, invalid: false });
    expect(orderNumberParam(params('number=%231042'))).toEqual({ text: '#1042', number: 1042, invalid: false });
    expect(orderNumberParam(params('number=+7+'))).toEqual({ text: '7', number: 7, invalid: false });
  });

  it('searches nothing when nothing usable was typed', () => {
    expect(orderNumberParam(params(''))).toEqual({ text: '', number: null, invalid: false });
    expect(orderNumberParam(params('number=abc'))).toEqual({ text: 'abc', number: null, invalid: true });
    expect(orderNumberParam(params('number=0'))).toEqual({ text: '0', number: null, invalid: true });
    expect(orderNumberParam(params('number=12.5'))).toMatchObject({ number: null, invalid: true });
  });

  it('opens only an order id that is a UUID', () => {
    const id = '0b3c8f0e-6a1d-4c47-9d55-3c8d2a1e9f10';
    expect(orderIdParam(params(`order=${id}`))).toBe(id);
    expect(orderIdParam(params('order=1042'))).toBeNull();
    expect(orderIdParam(params(''))).toBeNull();
  });
});

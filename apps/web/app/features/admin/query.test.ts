import { describe, expect, it } from 'vitest';
import { conversationParam, orderIdParam, orderNumberParam, requestStatusParam, withParams } from './query.ts';

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

describe('staff request queue and chat report parameters', () => {
  it('shows the pending queue unless another request state is named', () => {
    expect(requestStatusParam(params(''))).toBe('pending');
    expect(requestStatusParam(params('status=approved'))).toBe('approved');
    expect(requestStatusParam(params('status=rejected'))).toBe('rejected');
    expect(requestStatusParam(params('status=closed'))).toBe('closed');
    expect(requestStatusParam(params('status=deleted'))).toBe('pending');
  });

  it('opens only a conversation id that is a UUID', () => {
    const id = '5a0c2b1e-3d4f-4a6b-8c9d-0e1f2a3b4c5d';
    expect(conversationParam(params(`c=${id}`))).toBe(id);
    expect(conversationParam(params('c=42'))).toBeNull();
    expect(conversationParam(params(''))).toBeNull();
  });
});

describe('staff page links', () => {
  it('changes one parameter and keeps the rest', () => {
    expect(withParams('/admin/chat-reports', '?page=2', { c: 'abc' })).toBe('/admin/chat-reports?page=2&c=abc');
    expect(withParams('/admin/orders', '', { order: 'x' })).toBe('/admin/orders?order=x');
  });

  it('drops a parameter set to null or empty', () => {
    expect(withParams('/admin/chat-reports', '?page=2&c=abc', { c: null })).toBe('/admin/chat-reports?page=2');
    expect(withParams('/admin/orders', '?number=', { number: '' })).toBe('/admin/orders');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { z } from 'zod';
import { AppError, conflict } from '@bedesten/core/errors/app-error';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

describe('error envelope', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({
      extend: (app) => {
        app.get('/api/test/conflict', async () => {
          throw conflict('cannot_cancel_order', 'order_not_cancellable', { status: 'Dispatched' });
        });
        app.get('/api/test/forbidden', async () => {
          throw new AppError(403, 'account_deleted', { redirect: '/login' });
        });
        app.get('/api/test/slow-down', async () => {
          throw new AppError(429, 'too_many_requests', { params: { retry_after: 42 } });
        });
        app.get('/api/test/crash', async () => {
          throw new Error('secret table users_password_hash exploded');
        });
        // What a lost database looks like from a handler: each must be 503, never 500.
        const lost: Record<string, () => Error> = {
          terminated: () =>
            Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
          'shutting-down': () => Object.assign(new Error('the database system is shutting down'), { code: '57P03' }),
          refused: () =>
            new DrizzleQueryError(
              'select 1',
              [],
              Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
            ),
          unexpected: () => new Error('Connection terminated unexpectedly'),
          'pool-timeout': () => new Error('timeout exceeded when trying to connect'),
          'not-queryable': () => new Error('Client has encountered a connection error and is not queryable'),
          aggregate: () =>
            new AggregateError([Object.assign(new Error('connect ECONNREFUSED ::1:5432'), { code: 'ECONNREFUSED' })]),
        };
        app.get<{ Params: { kind: string } }>('/api/test/db-lost/:kind', async (request) => {
          throw lost[request.params.kind]!();
        });
        app.post(
          '/api/test/validate',
          { schema: { body: z.object({ email: z.email(), name: z.string().min(3), pin_code: z.string() }) } },
          async () => ({ ok: true }),
        );
      },
    });
  });
  afterAll(() => ctx.close());

  it('maps an AppError to its status, catalogue message and stable code', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/test/conflict' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: 'unable to cancel order because already Dispatched',
      code: 'order_not_cancellable',
    });
  });

  it('answers in Turkish when the caller asks for it', async () => {
    const byHeader = await ctx.app.inject({
      method: 'GET',
      url: '/api/test/conflict',
      headers: { 'accept-language': 'tr-TR,tr;q=0.9' },
    });
    expect(byHeader.json().error).toBe('Sipariş zaten Dispatched olduğu için iptal edilemiyor');
    const byQuery = await ctx.app.inject({ method: 'GET', url: '/api/test/forbidden?lang=tr' });
    expect(byQuery.json()).toEqual({
      error: 'Hesabınız silindi, lütfen yöneticiyle iletişime geçin',
      code: 'account_deleted',
      redirect: '/login',
    });
  });

  it('answers invalid input with 400 and messages per field', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/validate',
      payload: { email: 'nope', name: 'Al' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('validation_failed');
    expect(body.errors).toEqual({
      email: ['Enter a valid e-mail address'],
      name: ['Name must be at least 3 characters'],
      pin_code: ['Postcode is required'],
    });
    expect(body.error).toBe('Enter a valid e-mail address');
  });

  it('words field errors in Turkish too', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/validate',
      headers: { 'accept-language': 'tr' },
      payload: { email: 'a@b.cy', name: 'Al', pin_code: '99' },
    });
    expect(response.json().errors).toEqual({ name: ['Ad en az 3 karakter olmalıdır'] });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/validate',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBeTruthy();
  });

  it('says when to try again after too many attempts', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/test/slow-down' });
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBe('42');
    expect(response.json().code).toBe('too_many_requests');
  });

  it('hides internals behind a 500', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: 'Internal server error', code: 'internal_error' });
    expect(response.body).not.toContain('users_password_hash');
  });

  it("answers a lost database with 503, Retry-After and a message in the caller's language", async () => {
    for (const kind of [
      'terminated',
      'shutting-down',
      'refused',
      'unexpected',
      'pool-timeout',
      'not-queryable',
      'aggregate',
    ]) {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/test/db-lost/${kind}` });
      expect(response.statusCode, kind).toBe(503);
      expect(response.headers['retry-after'], kind).toMatch(/^\d+$/);
      expect(response.json(), kind).toEqual({
        error: 'The service is briefly unavailable, please try again in a moment',
        code: 'service_unavailable',
      });
    }
    const turkish = await ctx.app.inject({ method: 'GET', url: '/api/test/db-lost/terminated?lang=tr' });
    expect(turkish.json().error).toBe('Hizmete kısa bir süre ulaşılamıyor, lütfen birazdan tekrar deneyin');
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/no-such-call?lang=tr' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Bulunamadı', code: 'not_found' });
  });

  it('sets security headers with a nonce-based CSP', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=_-]+'/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

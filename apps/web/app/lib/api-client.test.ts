import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  apiGet,
  apiPost,
  badRequestMessage,
  buildApiUrl,
  handleApiError,
  safeRedirect,
  toFormData,
  type ApiResult,
} from './api-client.ts';

type Failure = Extract<ApiResult<unknown>, { ok: false }>;
const fail = (status: number, error: Failure['error'] = null, reason: Failure['reason'] = 'http'): Failure => ({
  ok: false,
  status,
  reason,
  error,
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('buildApiUrl', () => {
  it('puts every call under /api and drops empty query values', () => {
    expect(buildApiUrl('storeSearch')).toBe('/api/storeSearch');
    expect(buildApiUrl('/api/storeSearch', { q: 'ekmek', page: 2, near: undefined, sort: null })).toBe(
      '/api/storeSearch?q=ekmek&page=2',
    );
    expect(buildApiUrl('gender-details', { get_all: 'yes', ids: [1, 2] })).toBe(
      '/api/gender-details?get_all=yes&ids=1&ids=2',
    );
  });
});

describe('toFormData', () => {
  it('keeps files, repeats arrays and encodes objects as JSON', () => {
    const file = new Blob(['x'], { type: 'image/png' });
    const form = toFormData({ title: 'Shop', image: file, tags: ['a', 'b'], meta: { a: 1 }, skip: null });
    expect(form.get('title')).toBe('Shop');
    expect(form.get('image')).toBeInstanceOf(Blob);
    expect(form.getAll('tags[]')).toEqual(['a', 'b']);
    expect(form.get('meta')).toBe('{"a":1}');
    expect(form.has('skip')).toBe(false);
  });
});

describe('badRequestMessage (SPEC.md §8, 400)', () => {
  it('says the email is taken when errors name the email', () => {
    expect(badRequestMessage({ errors: { email: ['The email has already been taken.'] } }, 'en')).toBe(
      'This email is already used.',
    );
    expect(badRequestMessage({ errors: { email: ['x'] } }, 'tr')).toBe('Bu e-posta adresi zaten kullanılıyor.');
  });

  it('says the username is taken when errors name the username', () => {
    expect(badRequestMessage({ errors: { username: ['taken'] } }, 'en')).toBe('This username is already used.');
  });

  it('otherwise joins the messages per field', () => {
    expect(
      badRequestMessage(
        { errors: { name: ['Name is required', 'Name is too short'], mobile: 'Invalid mobile' } },
        'en',
      ),
    ).toBe('Name is required Name is too short\nInvalid mobile');
  });

  it('uses a string errors, error or msg', () => {
    expect(badRequestMessage({ errors: 'Coupon not found' }, 'en')).toBe('Coupon not found');
    expect(badRequestMessage({ error: 'Out of Stock' }, 'en')).toBe('Out of Stock');
    expect(badRequestMessage({ msg: 'Invalid mobile number' }, 'en')).toBe('Invalid mobile number');
    expect(badRequestMessage(null, 'en')).toBe('Internal server error');
  });
});

describe('handleApiError', () => {
  const context = () => ({ lang: 'en' as const, notify: vi.fn(), navigate: vi.fn(), clearUserData: vi.fn() });

  it('toasts a 400 message', () => {
    const ctx = context();
    expect(handleApiError(fail(400, { errors: { email: ['taken'] } }), ctx)).toBe('This email is already used.');
    expect(ctx.notify).toHaveBeenCalledWith('This email is already used.');
    expect(ctx.navigate).not.toHaveBeenCalled();
  });

  it('returns the message without toasting when silent', () => {
    const ctx = { ...context(), silent: true };
    expect(handleApiError(fail(400, { error: 'Coupon not found' }), ctx)).toBe('Coupon not found');
    expect(ctx.notify).not.toHaveBeenCalled();
  });

  it('shows a 403 error and follows its redirect', () => {
    const ctx = context();
    handleApiError(fail(403, { error: 'Your store detail is incomplete', redirect: '/vendor/setup-store' }), ctx);
    expect(ctx.notify).toHaveBeenCalledWith('Your store detail is incomplete');
    expect(ctx.navigate).toHaveBeenCalledWith('/vendor/setup-store');
  });

  it('never follows a redirect to another site', () => {
    const ctx = context();
    handleApiError(fail(403, { error: 'No', redirect: '//evil.example' }), ctx);
    expect(ctx.navigate).not.toHaveBeenCalled();
    expect(safeRedirect('https://evil.example')).toBeNull();
    expect(safeRedirect('/\\evil')).toBeNull();
    expect(safeRedirect('/login')).toBe('/login');
  });

  it('clears the client session on 401 and says it expired', () => {
    const ctx = { ...context(), lang: 'tr' as const };
    expect(handleApiError(fail(401, { error: 'Unauthenticated' }), ctx)).toBe(
      'Oturumunuzun süresi doldu, lütfen giriş yapın',
    );
    expect(ctx.clearUserData).toHaveBeenCalledOnce();
    expect(ctx.navigate).not.toHaveBeenCalled();
  });

  it('redirects after a 401 when asked (deleting the account)', () => {
    const ctx = { ...context(), redirectOnUnauthorized: '/login' };
    handleApiError(fail(401), ctx);
    expect(ctx.navigate).toHaveBeenCalledWith('/login');
  });

  it('reports network failures and ignores aborted calls', () => {
    const ctx = context();
    expect(handleApiError(fail(0, null, 'network'), ctx)).toBe('Internet connection not available');
    expect(handleApiError(fail(0, null, 'aborted'), ctx)).toBeNull();
    expect(ctx.notify).toHaveBeenCalledTimes(1);
  });

  it('uses the server error for 5xx, else the catalogue text', () => {
    expect(handleApiError(fail(500, null), context())).toBe('Internal server error');
    expect(handleApiError(fail(409, { error: 'unable to cancel order because already Dispatched' }), context())).toBe(
      'unable to cancel order because already Dispatched',
    );
  });
});

describe('apiGet / apiPost', () => {
  it('sends the session cookie and JSON accept, and returns the data', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ data: [1] }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const result = await apiGet<{ data: number[] }>('category-list', { get_all: 'yes' });
    expect(result).toEqual({ ok: true, status: 200, data: { data: [1] } });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/category-list?get_all=yes');
    expect(init.credentials).toBe('include');
    expect((init.headers as Record<string, string>).Accept).toBe('application/json');
  });

  it('returns failures instead of throwing', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ errors: { email: ['taken'] } }), { status: 400 })),
    );
    await expect(apiPost('register-user', { email: 'a@b.cy' })).resolves.toEqual({
      ok: false,
      status: 400,
      reason: 'http',
      error: { errors: { email: ['taken'] } },
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(apiGet('cartList')).resolves.toMatchObject({ ok: false, status: 0, reason: 'network' });
  });

  it('posts JSON by default and multipart on request', async () => {
    const fetchMock = vi.fn(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await apiPost('contact-us', { name: 'Ali' });
    const [, jsonInit] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(jsonInit.body).toBe('{"name":"Ali"}');
    expect((jsonInit.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    await apiPost('upload', { image: new Blob(['x']) }, { multipart: true });
    const [, formInit] = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    expect(formInit.body).toBeInstanceOf(FormData);
    expect((formInit.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('asks for a PDF and returns a blob', async () => {
    const fetchMock = vi.fn(async () => new Response(new Blob(['%PDF']), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const result = await apiGet('invoice', { id: 1 }, { responseType: 'pdf' });
    expect(result.ok && result.data).toBeInstanceOf(Blob);
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>).Accept).toBe('application/pdf');
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerInProcessApi, type InProcessRequest } from '@bedesten/core/http/in-process-api';
import {
  CLIENT_IP_HEADER,
  CLIENT_IP_SIGNATURE_HEADER,
  CLIENT_TRUSTED_HEADER,
} from '@bedesten/core/http/internal-headers';
import { failedCallStatus, serverApiGet, serverApiPost } from './api.server.ts';

const visitorPage = () =>
  new Request('http://shop.example/stores', {
    headers: {
      cookie: 'bedesten_session=s1',
      'accept-language': 'tr',
      'user-agent': 'Test/1',
      'accept-encoding': 'gzip',
      [CLIENT_IP_HEADER]: '203.0.113.7',
      [CLIENT_TRUSTED_HEADER]: '0',
      [CLIENT_IP_SIGNATURE_HEADER]: 'sig',
    },
  });

describe('server-side API calls', () => {
  let withdraw = () => {};
  afterEach(() => {
    withdraw();
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
  });

  it('go in-process when the API of this process is the one INTERNAL_API_URL names, with every forwarded header', async () => {
    vi.stubEnv('INTERNAL_API_URL', 'http://127.0.0.1:3999/');
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const seen: InProcessRequest[] = [];
    withdraw = registerInProcessApi('http://127.0.0.1:3999', async (request) => {
      seen.push(request);
      return { status: 200, headers: { 'set-cookie': ['a=1', 'b=2'] }, body: '{"data":{"n":1}}' };
    });

    const result = await serverApiPost(visitorPage(), 'add-to-cart', { id: 1 }, { lang: 'en' });

    expect(fetchSpy).not.toHaveBeenCalled();
    expect(result).toEqual({ ok: true, status: 200, data: { data: { n: 1 } }, setCookies: ['a=1', 'b=2'] });
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/api/add-to-cart', body: '{"id":1}' });
    expect(seen[0]?.headers).toMatchObject({
      cookie: 'bedesten_session=s1',
      'accept-language': 'en',
      'user-agent': 'Test/1',
      'accept-encoding': 'identity',
      'content-type': 'application/json',
      origin: 'http://127.0.0.1:3999',
      [CLIENT_IP_HEADER]: '203.0.113.7',
      [CLIENT_TRUSTED_HEADER]: '0',
      [CLIENT_IP_SIGNATURE_HEADER]: 'sig',
    });
    expect(seen[0]?.signal).toBeInstanceOf(AbortSignal);
  });

  it('ask in the page’s language, not the one the visit before left in the `lang` cookie', async () => {
    vi.stubEnv('INTERNAL_API_URL', 'http://127.0.0.1:3999');
    const seen: InProcessRequest[] = [];
    withdraw = registerInProcessApi('http://127.0.0.1:3999', async (request) => {
      seen.push(request);
      return { status: 200, headers: {}, body: '{"data":[]}' };
    });
    // The first visit was in English; this page is opened with ?lang=tr.
    const page = new Request('http://shop.example/requests/new?lang=tr', {
      headers: { cookie: 'lang=en; bedesten_session=s1; consent=all' },
    });

    await serverApiGet(page, 'category-list', { get_all: 'yes', lang: 'tr' }, { lang: 'tr' });
    await serverApiGet(page, 'category-list', { get_all: 'yes' });

    expect(seen[0]?.url).toBe('/api/category-list?get_all=yes&lang=tr');
    expect(seen[0]?.headers).toMatchObject({ cookie: 'bedesten_session=s1; consent=all', 'accept-language': 'tr' });
    // Without a page language the visitor's own cookie still speaks.
    expect(seen[1]?.headers).toMatchObject({ cookie: 'lang=en; bedesten_session=s1; consent=all' });
  });

  it('go over HTTP, uncompressed, when INTERNAL_API_URL names another process (dev mode)', async () => {
    vi.stubEnv('INTERNAL_API_URL', 'http://127.0.0.1:4000');
    const inProcess = vi.fn();
    withdraw = registerInProcessApi('http://127.0.0.1:3999', inProcess);
    const fetchSpy = vi.fn(async () => new Response('{"error":"nope"}', { status: 404 }));
    vi.stubGlobal('fetch', fetchSpy);

    const result = await serverApiGet(visitorPage(), 'stores', { page: 2 });

    expect(inProcess).not.toHaveBeenCalled();
    expect(result).toMatchObject({ ok: false, status: 404, reason: 'http', error: { error: 'nope' } });
    const [url, init] = fetchSpy.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://127.0.0.1:4000/api/stores?page=2');
    expect(new Headers(init.headers).get('accept-encoding')).toBe('identity');
    expect(new Headers(init.headers).get(CLIENT_IP_HEADER)).toBe('203.0.113.7');
  });

  it('end the call’s timer with the call: a timeout left running would hold the answer for its whole length', async () => {
    vi.stubEnv('INTERNAL_API_URL', 'http://127.0.0.1:3999');
    const signals: InProcessRequest['signal'][] = [];
    withdraw = registerInProcessApi('http://127.0.0.1:3999', async ({ signal }) => {
      signals.push(signal);
      return { status: 200, headers: {}, body: '{}' };
    });
    expect(await serverApiGet(visitorPage(), 'stores', undefined, { timeoutMs: 20 })).toMatchObject({ ok: true });
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(signals[0]?.aborted).toBe(false);
  });

  it('time a call out after timeoutMs and report it as a network failure', async () => {
    vi.stubEnv('INTERNAL_API_URL', 'http://127.0.0.1:3999');
    withdraw = registerInProcessApi('http://127.0.0.1:3999', ({ signal }) => {
      return new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
    });
    vi.useFakeTimers();
    try {
      const pending = serverApiGet(visitorPage(), 'stores', undefined, { timeoutMs: 50 });
      await vi.advanceTimersByTimeAsync(50);
      expect(await pending).toMatchObject({ ok: false, status: 0, reason: 'network' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('report a call the in-process API gave up on (timeout) as a network failure', async () => {
    vi.stubEnv('INTERNAL_API_URL', 'http://127.0.0.1:3999');
    withdraw = registerInProcessApi('http://127.0.0.1:3999', async () => {
      throw new Error('aborted');
    });
    expect(await serverApiGet(visitorPage(), 'stores')).toEqual({
      ok: false,
      status: 0,
      reason: 'network',
      error: null,
      setCookies: [],
    });
  });
});

describe('failedCallStatus', () => {
  it('keeps a limit (429) and a briefly unavailable API (503), maps what the page names, and calls the rest 502', () => {
    expect(failedCallStatus({ status: 503 })).toBe(503);
    expect(failedCallStatus({ status: 429 })).toBe(429);
    expect(failedCallStatus({ status: 404 }, { 404: 404 })).toBe(404);
    expect(failedCallStatus({ status: 500 })).toBe(502);
    expect(failedCallStatus({ status: 0 })).toBe(502);
  });
});

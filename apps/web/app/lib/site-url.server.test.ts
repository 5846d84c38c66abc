import { afterEach, describe, expect, it } from 'vitest';
import { siteUrlOf } from './site-url.server.ts';

describe('the site address pages name in canonical links and structured data', () => {
  const configured = process.env['PUBLIC_URL'];
  afterEach(() => {
    if (configured === undefined) delete process.env['PUBLIC_URL'];
    else process.env['PUBLIC_URL'] = configured;
  });

  it('is PUBLIC_URL when it is set, without a trailing slash', () => {
    process.env['PUBLIC_URL'] = 'https://bedesten.cy/';
    expect(siteUrlOf(new Request('http://127.0.0.1:3000/stores'))).toBe('https://bedesten.cy');
  });

  it('else the origin the API built for the request, never a forwarding header a client sent', () => {
    delete process.env['PUBLIC_URL'];
    // The API applies X-Forwarded-Proto/Host to the URL itself, and only when TRUST_PROXY is on.
    const forged = new Request('http://shop.example:3000/stores', {
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' },
    });
    expect(siteUrlOf(forged)).toBe('http://shop.example:3000');
  });
});

import { describe, expect, it } from 'vitest';
import { isShareable, matchesIfNoneMatch, pageEtag } from './page-etag.ts';

describe('ETags of shareable pages', () => {
  const page = (nonce: string, price: string) =>
    `<html><body><p>${price}</p><script nonce="${nonce}">hydrate()</script></body></html>`;

  it('is the same for two renders that differ only in their CSP nonce, and changes with the page', () => {
    expect(pageEtag(page('abc', '€4'))).toBe(pageEtag(page('xyz', '€4')));
    expect(pageEtag(page('abc', '€4'))).not.toBe(pageEtag(page('abc', '€5')));
    expect(pageEtag(page('abc', '€4'))).toMatch(/^W\/"[\w-]+"$/);
  });

  it('is the hash of the page without its nonce attributes, however many there are', () => {
    const html = '<head><script nonce="n1">a()</script></head><body>\n<link\tnonce="n1"/><p>€4</p></body>';
    const bare = '<head><script>a()</script></head><body>\n<link/><p>€4</p></body>';
    expect(pageEtag(html)).toBe(pageEtag(bare));
    expect(pageEtag(html)).not.toBe(pageEtag(bare.replace('€4', '€5')));
  });

  it('matches If-None-Match weakly, in a list, or as *', () => {
    const etag = pageEtag('<p>x</p>');
    expect(matchesIfNoneMatch(etag, etag)).toBe(true);
    expect(matchesIfNoneMatch(`W/"other", ${etag}`, etag)).toBe(true);
    expect(matchesIfNoneMatch(etag.slice(2), etag)).toBe(true);
    expect(matchesIfNoneMatch('*', etag)).toBe(true);
    expect(matchesIfNoneMatch('W/"other"', etag)).toBe(false);
    expect(matchesIfNoneMatch(undefined, etag)).toBe(false);
  });

  it('applies only to successful pages the renderer marked public', () => {
    expect(isShareable(200, 'public, max-age=0, s-maxage=60')).toBe(true);
    expect(isShareable(200, 'private, no-store')).toBe(false);
    expect(isShareable(200, null)).toBe(false);
    expect(isShareable(404, 'public, max-age=0')).toBe(false);
  });
});

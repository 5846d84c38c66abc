import { describe, expect, it } from 'vitest';
import { pageAddressOf } from './page-address.ts';

describe('the one address of a page', () => {
  it('leaves a page address with single slashes alone, query and trailing slash included', () => {
    for (const url of ['/', '/stores', '/stores/', '/stores/a/b?x=1&y=//z', '/shopping?q=a//b#top']) {
      expect(pageAddressOf(url), url).toBeUndefined();
    }
  });

  it('collapses runs of slashes, so no first segment reads as a host', () => {
    expect(pageAddressOf('//')).toBe('/');
    expect(pageAddressOf('///')).toBe('/');
    expect(pageAddressOf('//stores')).toBe('/stores');
    expect(pageAddressOf('//evil.com/stores?lang=tr')).toBe('/evil.com/stores?lang=tr');
    expect(pageAddressOf('/stores//kyrenia-bakery///bread/')).toBe('/stores/kyrenia-bakery/bread/');
  });

  it('drops the authority of an absolute-form target, keeping its path and query', () => {
    expect(pageAddressOf('http://evil.com/stores?x=1')).toBe('/stores?x=1');
    expect(pageAddressOf('https://evil.com')).toBe('/');
    expect(pageAddressOf('http://evil.com//other.example/x')).toBe('/other.example/x');
  });
});

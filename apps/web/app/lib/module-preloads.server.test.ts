import { describe, expect, it } from 'vitest';
import { withoutModulePreloads } from './module-preloads.server.ts';

describe('withoutModulePreloads', () => {
  it('drops the head’s modulepreload links and keeps everything else', () => {
    const html = withoutModulePreloads(
      '<!DOCTYPE html><html><head><meta charSet="utf-8"/><link rel="stylesheet" href="/assets/app.css"/>' +
        '<link rel="modulepreload" href="/assets/entry.js" nonce="n"/><link rel="modulepreload" ' +
        'href="/assets/framework.js"/><link rel="preload" as="font" href="/f.woff2"/></head>' +
        '<body><p>rel="modulepreload" in the text stays</p>' +
        '<script type="module" nonce="n">import("/assets/entry.js");</script></body></html>',
    );
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(html).toContain('<link rel="preload" as="font" href="/f.woff2"/></head>');
    expect(html).toContain('<p>rel="modulepreload" in the text stays</p>');
    expect(html).toContain('import("/assets/entry.js")');
  });

  it('writes what it is given first in the head, once', () => {
    const html = withoutModulePreloads(
      '<!DOCTYPE html><html lang="tr"><head><meta charSet="utf-8"/></head><body><head></head></body></html>',
      '<script nonce="n">mark()</script>',
    );
    expect(html).toBe(
      '<!DOCTYPE html><html lang="tr"><head><script nonce="n">mark()</script><meta charSet="utf-8"/></head><body><head></head></body></html>',
    );
  });

  it('leaves a document without a head end as it is, but for its modulepreload links', () => {
    expect(withoutModulePreloads('<p>a</p><link rel="modulepreload" href="/x.js"/><p>b</p>')).toBe('<p>a</p><p>b</p>');
  });
});

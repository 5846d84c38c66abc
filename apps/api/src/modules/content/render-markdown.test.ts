import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './render-markdown.ts';

describe('renderMarkdown: staff Markdown becomes safe HTML', () => {
  it('renders ordinary Markdown, first-level headings as h2', () => {
    const html = renderMarkdown('# Title\n\nSome **bold** text and a [link](/stores).\n\n- one\n- two');
    expect(html).toContain('<h2>Title</h2>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<a href="/stores">link</a>');
    expect(html).toContain('<li>one</li>');
  });

  it.each([
    ['a script tag', '<script>alert(1)</script>'],
    ['an inline script tag', 'Hello <script>alert(1)</script> there'],
    ['an event handler', '<img src="x" onerror="alert(1)">'],
    ['a div with onclick', '<div onclick="alert(1)">click</div>'],
    ['an iframe', '<iframe src="https://evil.example"></iframe>'],
    ['a style tag', '<style>body{display:none}</style>'],
  ])('escapes %s: raw HTML never becomes a tag', (_name, markdown) => {
    const html = renderMarkdown(markdown);
    expect(html).not.toMatch(/<(script|img|div|iframe|style)\b/i);
    expect(html).toContain('&lt;');
  });

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'java\tscript:alert(1)',
    '&#106;avascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    '//evil.example/path',
  ])('refuses the link target %s', (target) => {
    const html = renderMarkdown(`[click](${target}) and <${target}>`);
    expect(html).not.toMatch(/href="(?!\/[^/])/i);
    expect(html.toLowerCase()).not.toContain('href="javascript');
    expect(html.toLowerCase()).not.toContain('href="data');
  });

  it('opens external links with rel="noopener nofollow" and keeps same-site links plain', () => {
    const html = renderMarkdown('[gov](https://www.gov.cy/) and [faq](/faqs) and https://example.org');
    expect(html).toContain('<a href="https://www.gov.cy/" rel="noopener nofollow" target="_blank">gov</a>');
    expect(html).toContain('<a href="/faqs">faq</a>');
    expect(html).toContain('<a href="https://example.org" rel="noopener nofollow" target="_blank">');
  });

  it('keeps mailto: and tel: links', () => {
    const html = renderMarkdown('[mail](mailto:help@example.org) [call](tel:+35722000000)');
    expect(html).toContain('href="mailto:help@example.org"');
    expect(html).toContain('href="tel:+35722000000"');
  });

  it('shows only same-site pictures', () => {
    expect(renderMarkdown('![map](/demo-images/map.svg)')).toContain('<img src="/demo-images/map.svg" alt="map"');
    const foreign = renderMarkdown('![tracker](https://evil.example/pixel.png)');
    expect(foreign).not.toContain('<img');
  });
});

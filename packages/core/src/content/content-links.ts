/**
 * Where staff-edited content may point (issue 14). A banner's link must stay
 * on this site: a path that starts with one `/` (not `//host`, which a
 * browser reads as another site), with no scheme, no backslash and no
 * control or space characters. Markdown links may also leave the site, but
 * only over http(s), mailto: or tel:; `javascript:`, `data:`, `vbscript:` and
 * every other scheme are refused.
 */

/** A same-site path: `/stores`, `/blog/details?post=x`, `/faqs#delivery`. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what the pattern refuses
export const SAME_SITE_PATH_PATTERN = /^\/(?![/\\])[^\s\\\u0000-\u001f\u007f]*$/;

export function isSameSitePath(value: string): boolean {
  return SAME_SITE_PATH_PATTERN.test(value);
}

const ALLOWED_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/**
 * True when a Markdown link target is safe to render: a same-site path, an
 * in-page anchor, a relative path, or an absolute URL over an allowed scheme.
 * The check reads the URL the way a browser would: control characters and
 * whitespace inside the scheme (`java\tscript:`) do not hide it.
 */
export function isSafeLinkTarget(raw: string): boolean {
  // eslint-disable-next-line no-control-regex -- a browser skips control characters inside a scheme, so they are removed first
  const value = raw.replace(/[\u0000-\u0020\u007f]+/g, '').toLowerCase();
  if (value === '') return false;
  if (value.startsWith('//') || value.startsWith('\\')) return false;
  if (value.startsWith('/') || value.startsWith('#') || value.startsWith('?')) return true;
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(value);
  if (!scheme) {
    const colon = value.indexOf(':');
    const separator = value.search(/[/?#]/);
    return colon === -1 || (separator !== -1 && separator < colon);
  }
  return ALLOWED_SCHEMES.has(`${scheme[1]}:`);
}

/** True for an absolute http(s) link to another host (it opens with `rel="noopener nofollow"`). */
export function isExternalLink(value: string): boolean {
  return /^https?:\/\//i.test(value.trim());
}

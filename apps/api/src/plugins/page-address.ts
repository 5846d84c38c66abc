/**
 * The one address of the page a request asks for, or undefined when `url` already is it. An origin-form
 * target with runs of slashes (`//stores`, `//evil.com/x`) names one page under many addresses, and a URL
 * parser reads its first segment as a host, so the page's canonical links named another site; an
 * absolute-form target (`GET http://evil.com/stores`) did the same through its authority, which is not ours
 * to serve. Both are sent to the path with single slashes, which can never itself read as a host.
 */
export function pageAddressOf(url: string): string | undefined {
  if (url.startsWith('/') && !url.includes('//')) return undefined; // nearly every request
  const queryAt = url.search(/[?#]/);
  const target = queryAt === -1 ? url : url.slice(0, queryAt);
  const rest = queryAt === -1 ? '' : url.slice(queryAt);
  const path = target.startsWith('/') ? target : target.replace(/^[a-z][a-z\d+.-]*:\/\/[^/]*/i, '');
  const segments = path.split('/').filter(Boolean);
  const single = `/${segments.join('/')}${segments.length > 0 && path.endsWith('/') ? '/' : ''}`;
  const address = `${single}${rest}`;
  return address === url ? undefined : address;
}

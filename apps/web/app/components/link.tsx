// eslint-disable-next-line no-restricted-imports -- the one place React Router's Link is wrapped
import { Link as RouterLink, createPath, parsePath, type LinkProps } from 'react-router';

/**
 * React Router's `<Link>`, drawn more cheaply by the server.
 *
 * On the server a Link only ever becomes `<a href data-discover>`: its click
 * handler, ref and prefetch handlers are not part of the HTML. Yet each one
 * resolves its path against the route matches, builds a click handler and
 * the prefetch state: for the ~45 links of a product page, ~10 % of what the
 * render allocated; drawing them here took 3 % off the page's main-thread CPU
 * (ADR 0077). For a plain absolute path (what every link of the app is) the
 * server writes that anchor itself, with the href React Router would compute,
 * so the browser's Link hydrates the same markup. Anything else (an object `to`, a relative or odd path,
 * prefetch="render", reloadDocument, a mask) goes to React Router's Link, as
 * does every Link in the browser.
 */
export function Link(props: LinkProps) {
  return (import.meta.env.SSR && serverAnchor(props)) || <RouterLink {...props} />;
}

/** The anchor React Router's Link draws on the server for `props`, when they are plain enough to draw it here. */
export function serverAnchor(props: LinkProps) {
  const href = plainHref(props);
  if (href === null) return null;
  const { target, ...anchor } = anchorAttributes(props);
  // In React Router's order, so the HTML is the same to the byte.
  return <a {...anchor} href={href} target={target} data-discover="true" />;
}

/** The href React Router gives `to` when `to` is a plain absolute path (basename `/`), else null. */
function plainHref(props: LinkProps): string | null {
  const { to } = props;
  if (typeof to !== 'string' || !to.startsWith('/')) return null;
  if (props.reloadDocument || props.mask || props.discover === 'none') return null;
  if (props.prefetch !== undefined && props.prefetch !== 'none' && props.prefetch !== 'intent') return null;
  const path = parsePath(to);
  const pathname = path.pathname ?? '/';
  // What React Router's path resolution would rewrite: `//`, backslashes, and `.` or `..` segments.
  if (pathname.includes('//') || pathname.includes('\\') || /(?:^|\/)\.\.?(?:\/|$)/.test(pathname)) return null;
  return createPath({ pathname, search: path.search, hash: path.hash });
}

/** The props React Router's Link passes on to its `<a>` (the rest it reads itself, and none reach the HTML). */
function anchorAttributes(props: LinkProps) {
  const {
    to: _to,
    discover: _discover,
    prefetch: _prefetch,
    relative: _relative,
    reloadDocument: _reloadDocument,
    replace: _replace,
    mask: _mask,
    state: _state,
    preventScrollReset: _preventScrollReset,
    viewTransition: _viewTransition,
    defaultShouldRevalidate: _defaultShouldRevalidate,
    onClick: _onClick,
    ...anchor
  } = props;
  return anchor;
}

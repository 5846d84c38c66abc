import { PAGES, type PageDef } from './pages.ts';

/**
 * A page's path as `matchPath({ path, end: true })` reads it: case-insensitive,
 * `:name` one whole segment, trailing slashes allowed. PAGES has no optional
 * segments or splats (page-access.test.ts holds it to that). Compiled once:
 * `matchPath` builds its regular expression on every call, and this lookup
 * runs while pages render (the sign-in link of the question form).
 */
function matcherOf(path: string): RegExp {
  const source = path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${path === '/' ? '' : source}/*$`, 'i');
}

// Static paths first, so `/vendor/sub-category/add` is not read as `/vendor/sub-category/:id`.
const BY_SPECIFICITY = [...PAGES]
  .sort((a, b) => Number(a.path.includes(':')) - Number(b.path.includes(':')))
  .map((page) => ({ page, matcher: matcherOf(page.path) }));

/** The page of lib/pages.ts a URL path shows, if any. */
export function findPageByPath(pathname: string): PageDef | undefined {
  return BY_SPECIFICITY.find(({ matcher }) => matcher.test(pathname))?.page;
}

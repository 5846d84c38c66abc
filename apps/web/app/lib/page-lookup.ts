import { matchPath } from 'react-router';
import { PAGES, type PageDef } from './pages.ts';

// Static paths first, so `/vendor/sub-category/add` is not read as `/vendor/sub-category/:id`.
const BY_SPECIFICITY = [...PAGES].sort((a, b) => Number(a.path.includes(':')) - Number(b.path.includes(':')));

/** The page of lib/pages.ts a URL path shows, if any. */
export function findPageByPath(pathname: string): PageDef | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return BY_SPECIFICITY.find((page) => matchPath({ path: page.path, end: true }, path) !== null);
}

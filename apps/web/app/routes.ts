import { index, layout, route, type RouteConfig, type RouteConfigEntry } from '@react-router/dev/routes';
import { pageModule } from './lib/page-modules.ts';
import { LEGACY_REDIRECTS, PAGES, pageRouteId, SEARCH_ALIASES, type PageGroup } from './lib/pages.ts';

/** Route entries for the pages of one layout group (see lib/pages.ts). */
function pagesOf(...groups: PageGroup[]): RouteConfigEntry[] {
  return PAGES.filter((page) => groups.includes(page.group)).map((page) => {
    const id = pageRouteId(page.key);
    return page.path === '/' ? index(pageModule(page), { id }) : route(page.path, pageModule(page), { id });
  });
}

export default [
  // Leftover template URLs of SPEC.md §2 that moved: 301 (one module, one lookup table).
  ...Object.keys(LEGACY_REDIRECTS).map((path, n) => route(path, 'routes/legacy-redirect.tsx', { id: `redirect.${n}` })),
  // The search's other addresses: 301 to /shopping with the query kept.
  ...SEARCH_ALIASES.map((path, n) => route(path, 'routes/search-redirect.tsx', { id: `search-redirect.${n}` })),

  layout('routes/layouts/customer.tsx', [
    ...pagesOf('customer'),
    // Anything else is a real 404 inside the customer layout.
    route('*', 'routes/not-found.tsx', { id: 'not-found' }),
  ]),
  // Each panel's layout owns its path prefix: a customer page's match fails at the prefix, before the panel's
  // pages are tried (React Router matches every page of a pathless layout, several times a render).
  route('vendor', 'routes/layouts/panel.tsx', { id: 'layout.vendor' }, pagesOf('vendor-public', 'vendor')),
  route('driver', 'routes/layouts/panel.tsx', { id: 'layout.driver' }, pagesOf('driver')),
  route('admin', 'routes/layouts/panel.tsx', { id: 'layout.admin' }, pagesOf('admin')),
] satisfies RouteConfig;

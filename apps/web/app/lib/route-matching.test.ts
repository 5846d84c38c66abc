import type { RouteConfigEntry } from '@react-router/dev/routes';
import { createStaticHandler, type RouteObject } from 'react-router';
import { unstable_preloadRoutePattern } from 'react-router/route-pattern';
import { describe, expect, it } from 'vitest';
import routes from '../routes.ts';
import { LEGACY_REDIRECTS, PAGES } from './pages.ts';

/**
 * The server matches page routes with route-pattern's trie while the browser keeps React Router's ranked
 * regular expressions (ADR 0078, plugins/web.ts). A page is hydrated with the routes the server matched, so
 * both must pick the same routes with the same params for every address: every page of the table, what
 * visitors mistype, and what nothing answers.
 */

/** The app's route config as the route objects the framework builds from it (root around everything). */
function routeObjects(entries: RouteConfigEntry[]): RouteObject[] {
  return entries.map((entry) => {
    const base = { id: entry.id ?? entry.file, path: entry.path, caseSensitive: entry.caseSensitive };
    return entry.index ? { ...base, index: true } : { ...base, children: routeObjects(entry.children ?? []) };
  });
}

const tree: RouteObject[] = [{ id: 'root', path: '', children: routeObjects(routes) }];
unstable_preloadRoutePattern();
const ranked = createStaticHandler(tree);
const trie = createStaticHandler(tree, { future: { unstable_routePatternMatching: true } });

function matched(handler: ReturnType<typeof createStaticHandler>, url: string) {
  return handler.match(url)?.map((match) => ({ id: match.route.id, params: match.params, pathname: match.pathname }));
}

/** A page path with its params named (`:storeSlug` becomes `sample-storeSlug`), or with `value` for each. */
function filled(path: string, value?: string): string {
  return path.replace(/:(\w+)/g, (_whole, name: string) => value ?? `sample-${name}`);
}

// Addresses with runs of slashes never reach the matcher: the server sends them to their single-slash address
// first (apps/api plugins/page-address.ts), so `//` is not the home page's to match.
const singleSlashed = (url: string) => !url.includes('//');

const pageAddresses = PAGES.flatMap((page) => {
  const path = filled(page.path);
  return [
    path,
    `${path}/`,
    path.toUpperCase(),
    `${path}/one-more`,
    `${path}/one/two`,
    filled(page.path, 'caf%C3%A9%20%26%20co'),
    filled(page.path, 'a%2Fb'),
  ].filter(singleSlashed);
});

const oddAddresses = [
  '/',
  '/index.html',
  '/vendor',
  '/vendor/',
  '/vendor/no-such-page',
  '/driver/no/such/page',
  '/admin/stores/x/y/z',
  '/api-like/thing',
  '/ünïcode',
  '/%E2%82%AC',
  '/a b',
  '/stores/x/y/z',
  '/tr/stores',
  '/.well-known/security.txt',
];

describe('route matching on the server and in the browser', () => {
  it('matches every page of the table alike, with the same params', () => {
    expect(PAGES.length).toBeGreaterThan(100);
    for (const url of pageAddresses) expect(matched(trie, url), url).toEqual(matched(ranked, url));
  });

  it('matches the legacy redirects and addresses nothing answers alike', () => {
    for (const url of [...Object.keys(LEGACY_REDIRECTS), ...oddAddresses]) {
      expect(matched(trie, url), url).toEqual(matched(ranked, url));
    }
  });

  it('sends a product page to its page and a mistyped address to the 404 page', () => {
    const product = matched(trie, '/stores/kyrenia-bakery/olive-bread')!;
    expect(product.at(-1)).toMatchObject({
      id: 'page.product-detail',
      params: { storeSlug: 'kyrenia-bakery', productSlug: 'olive-bread' },
    });
    expect(matched(trie, '/no/such/page')!.at(-1)!.id).toBe('not-found');
  });

  it('is two matchers: they part on `//`, which the server sends on before matching', () => {
    expect(matched(ranked, '//')!.at(-1)!.id).toBe('page.home');
    expect(matched(trie, '//')!.at(-1)!.id).toBe('not-found');
  });
});

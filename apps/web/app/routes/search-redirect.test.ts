import type { LoaderFunctionArgs } from 'react-router';
import { createStaticHandler, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import routes from '../routes.ts';
import { SEARCH_ALIASES } from '~/lib/pages.ts';
import { loader } from './search-redirect.tsx';

function redirected(address: string): Response {
  const url = new URL(address, 'https://bedesten.test');
  try {
    loader({ url, request: new Request(url) } as unknown as LoaderFunctionArgs);
  } catch (thrown) {
    return thrown as Response;
  }
  throw new Error('no redirect');
}

describe('the search’s other addresses', () => {
  it('move to /shopping for good, with the query and the language kept', () => {
    const english = redirected('/search?q=olive%20bread');
    expect(english.status).toBe(301);
    expect(english.headers.get('Location')).toBe('/shopping?q=olive%20bread');
    expect(redirected('/arama?q=zeytin&lang=tr').headers.get('Location')).toBe('/shopping?q=zeytin&lang=tr');
    expect(redirected('/search').headers.get('Location')).toBe('/shopping');
  });

  it('are routed to the redirect, not to the 404 page', () => {
    const tree: RouteObject[] = [
      {
        id: 'root',
        path: '',
        children: routes.map((entry) => ({ id: entry.id ?? entry.file, path: entry.path, children: [] })),
      },
    ];
    const handler = createStaticHandler(tree);
    for (const path of SEARCH_ALIASES) {
      expect(handler.match(`${path}?q=x`)?.at(-1)?.route.id, path).toMatch(/^search-redirect\./);
    }
    expect(SEARCH_ALIASES).toEqual(['/search', '/arama']);
  });
});

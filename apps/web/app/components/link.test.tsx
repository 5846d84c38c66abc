import { renderToStaticMarkup } from 'react-dom/server';
// eslint-disable-next-line no-restricted-imports -- the test compares with React Router's own Link
import { Link as RouterLink } from 'react-router';
import { StaticRouterProvider, createStaticHandler, createStaticRouter, type LinkProps } from 'react-router';
import { describe, expect, it } from 'vitest';
import { serverAnchor } from './link.tsx';

/** What React Router's own Link draws for `props` on the server, on a nested route, as a page render does. */
async function routerMarkup(props: LinkProps): Promise<string> {
  const routes = [
    {
      id: 'root',
      path: '/',
      children: [{ id: 'page', path: 'stores/:storeSlug', element: <RouterLink {...props} /> }],
    },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request('http://localhost/stores/olive-grove'));
  if (context instanceof Response) throw new Error('unexpected redirect');
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToStaticMarkup(<StaticRouterProvider router={router} context={context} hydrate={false} />);
}

const plain: LinkProps[] = [
  { to: '/' },
  { to: '/stores', children: 'Stores' },
  { to: '/stores/olive-grove/halloumi', className: 'card-link', prefetch: 'intent', translate: 'no' },
  { to: '/shopping?q=çay&sort=price#results', 'aria-label': 'Search' },
  { to: '/account/orders/', replace: true, state: { from: 'x' }, preventScrollReset: true },
  { to: '/stores?', target: '_blank', rel: 'noopener', children: <span>new</span> },
  { to: '/help#', onClick: () => {}, viewTransition: true },
];

describe('Link on the server', () => {
  it.each(plain)('draws the same anchor as React Router for %j', async (props) => {
    const anchor = serverAnchor(props);
    expect(anchor).not.toBeNull();
    expect(renderToStaticMarkup(anchor)).toBe(await routerMarkup(props));
  });

  it.each<LinkProps>([
    { to: 'relative/path' },
    { to: '../up' },
    { to: '/stores/./x' },
    { to: '/stores/../x' },
    { to: '//elsewhere.example/x' },
    { to: '/a//b' },
    { to: 'https://example.com/' },
    { to: { pathname: '/stores' } },
    { to: '/stores', reloadDocument: true },
    { to: '/stores', prefetch: 'render' },
    { to: '/stores', discover: 'none' },
  ])('leaves %j to React Router', (props) => {
    expect(serverAnchor(props)).toBeNull();
  });
});

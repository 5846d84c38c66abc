import { CONTENT_PAGE_SLUGS } from '@bedesten/core/content/content-pages';
import type { SiteMap } from '@bedesten/core/schemas/site-map';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ComponentProps, ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { SiteFooter } from '~/components/site-footer.tsx';
import { ClientStateProvider } from '~/lib/client-state/provider.tsx';
import { I18nProvider } from '~/lib/i18n-react.tsx';
import { createI18n, loadLanguage } from '~/lib/i18n.ts';
import { findPage, pageAccess } from '~/lib/pages.ts';
import SiteMapPage from '~/routes/sitemap.tsx';
import { pagePath } from './content.ts';
import { SITE_MAP_GROUPS, siteMapLinks } from './site-map.ts';

function render(lang: 'en' | 'tr', node: ReactNode): string {
  const router = createMemoryRouter([{ id: 'root', path: '/', element: node, loader: () => null }], {
    hydrationData: { loaderData: { root: { lang, user: null, sessionKnown: true, demo: false } } },
  });
  return renderToString(
    <I18nProvider i18n={createI18n(lang)}>
      <ClientStateProvider>
        <RouterProvider router={router} />
      </ClientStateProvider>
    </I18nProvider>,
  );
}

const hrefs = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const MAP = (names: [string, string]): SiteMap => ({
  categories: [
    {
      slug: 'bakery',
      name: names[0],
      store_count: 52,
      stores: [
        { slug: 'olive-grove', title: 'Olive Grove' },
        { slug: 'kyrenia-bakes', title: 'Kyrenia Bakes' },
      ],
    },
    { slug: 'tailoring', name: names[1], store_count: 0, stores: [] },
  ],
});

/** The route component's props with its loader's data (the rest is unused by it). */
const pageProps = (map: SiteMap) =>
  ({ loaderData: { categories: map.categories } }) as unknown as ComponentProps<typeof SiteMapPage>;

describe('the people’s sitemap (/sitemap)', () => {
  beforeAll(async () => {
    await Promise.all([loadLanguage('en'), loadLanguage('tr')]);
  });

  it('lists only public pages a visitor can open as they are, every content page among them', () => {
    const paths = SITE_MAP_GROUPS.flatMap((group) => siteMapLinks(group.keys).map((link) => link.path));
    for (const group of SITE_MAP_GROUPS)
      for (const key of group.keys) {
        const page = findPage(key)!;
        expect(pageAccess(page), key).toBe('public');
        expect(page.path, key).not.toContain(':');
      }
    for (const slug of CONTENT_PAGE_SLUGS) expect(paths, slug).toContain(pagePath(slug));
    expect(paths).toEqual(expect.arrayContaining(['/', '/stores', '/category', '/blog', '/vendor/sign-up']));
  });

  it('renders the pages, each category with its stores and the way to the rest, in English', () => {
    const html = render('en', <SiteMapPage {...pageProps(MAP(['Bakery', 'Tailoring']))} />);
    const links = hrefs(html);
    for (const path of ['/terms-and-conditions', '/privacy-policy', '/vendor/terms-and-conditions', '/faqs'])
      expect(links, path).toContain(path);
    expect(links).toContain('/stores/olive-grove');
    expect(links).toContain('/stores/kyrenia-bakes');
    expect(links.filter((href) => href === '/stores?category=bakery')).toHaveLength(2);
    expect(links).toContain('/stores?category=tailoring');
    const words = text(html);
    expect(words).toContain('Site map');
    expect(words).toContain('Categories and stores');
    expect(words).toContain('All 52 stores in Bakery');
    expect(words).toContain('No stores in this category yet.');
    expect(words).toContain('Privacy policy');
  });

  it('speaks Turkish in Turkish', () => {
    const words = text(render('tr', <SiteMapPage {...pageProps(MAP(['Fırın', 'Terzilik']))} />));
    expect(words).toContain('Site haritası');
    expect(words).toContain('Kategoriler ve mağazalar');
    expect(words).toContain('Fırın kategorisindeki 52 mağazanın tümü');
    expect(words).toContain('Bu kategoride henüz mağaza yok.');
    expect(words).toContain('Gizlilik politikası');
  });

  it('is linked from the footer of every customer page, in both languages', () => {
    for (const [lang, label] of [
      ['en', 'Site map'],
      ['tr', 'Site haritası'],
    ] as const) {
      const html = render(lang, <SiteFooter />);
      expect(html).toMatch(new RegExp(`<a href="/sitemap"[^>]*>${label}</a>`));
    }
  });
});

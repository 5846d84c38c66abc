import type { PagedList } from '@bedesten/core/paging/paged-list';
import type { ProductCard as ProductCardData } from '@bedesten/core/schemas/catalogue';
import type { StoreCard as StoreCardData } from '@bedesten/core/schemas/stores';
import type { PublicBanner } from '~/features/content/api.ts';
import { HomeBanners } from '~/features/content/components/home-banners.tsx';
import { FeaturedProducts, PopularStores } from '~/features/catalogue/components/home-rows.tsx';
import { AppPromo, PartnerBand } from '~/features/home/components/app-promo.tsx';
import { HomeHero } from '~/features/home/components/hero.tsx';
import { Highlights, HowItWorks, WhatWeOffer } from '~/features/home/components/home-sections.tsx';
import { serverApiGet } from '~/lib/api.server.ts';
import { resolveLanguage } from '~/lib/language.ts';
import { pageMeta } from '~/lib/meta.ts';
import type { Route } from './+types/home';

/**
 * Three calls, side by side, each with a short time-out: the home page must stay
 * fast, and without the API it still shows everything but these rows.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { lang } = resolveLanguage(request);
  const options = { lang, timeoutMs: 3000 };
  const [stores, products, banners] = await Promise.all([
    serverApiGet<PagedList<StoreCardData>>(
      request,
      'storeSearch',
      { sort: 'most_visited', per_page: 8, lang },
      options,
    ),
    serverApiGet<{ data: ProductCardData[] }>(request, 'landing-page-products', { limit: 10, lang }, options),
    serverApiGet<{ data: PublicBanner[] }>(request, 'landing-page-banner', { lang }, options),
  ]);
  return {
    stores: stores.ok ? stores.data.data : [],
    products: products.ok ? products.data.data : [],
    banners: banners.ok ? banners.data.data : [],
  };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'home');

/** The home page (SPEC.md §2): goods, services, popular stores, featured products, how it works, app download. */
export default function Home({ loaderData }: Route.ComponentProps) {
  const { stores, products, banners } = loaderData;
  return (
    <>
      <HomeHero />
      <HomeBanners banners={banners} />
      <Highlights />
      <PopularStores stores={stores} />
      <FeaturedProducts products={products} />
      <WhatWeOffer />
      <HowItWorks />
      <AppPromo />
      <PartnerBand />
    </>
  );
}

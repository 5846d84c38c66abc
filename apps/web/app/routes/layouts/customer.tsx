import { Outlet } from 'react-router';
import { SiteFooter } from '~/components/site-footer.tsx';
import { SiteHeader } from '~/components/site-header.tsx';
import { GuestCartMerge } from '~/features/cart/components/guest-cart-merge.tsx';

/** Customer pages: header with search, cart and language; footer with help and legal links. */
export default function CustomerLayout() {
  return (
    <div className="shell">
      <SiteHeader />
      <GuestCartMerge />
      <main id="main" tabIndex={-1} className="shell__main">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}

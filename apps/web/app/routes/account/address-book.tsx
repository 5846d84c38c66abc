import type { Address } from '@bedesten/core/schemas/address';
import type { PagedList } from '@bedesten/core/paging/paged-list';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { PageHeader } from '~/components/page-header.tsx';
import { AccountNav } from '~/features/account/components/account-nav.tsx';
import { AddressBook } from '~/features/addresses/components/address-book.tsx';
import { serverApiGet } from '~/lib/api.server.ts';
import { mapTileUrl } from '~/lib/map-tiles.server.ts';
import { resolveLanguage } from '~/lib/language.ts';
import { pageMeta } from '~/lib/meta.ts';
import { pageKeyFromMatches, usePageKey } from '~/lib/page-key.ts';
import { useSessionUser } from '~/lib/root-data.ts';
import { requireUser } from '~/lib/session.server.ts';

/** Enough for any real address book on one page; the list is paged by the API all the same. */
const PER_PAGE = 100;

/** `/profile/address` (in the account) and `/address` (choosing where to deliver): one address book. */
export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  const { lang } = resolveLanguage(args.request);
  const result = await serverApiGet<PagedList<Address>>(
    args.request,
    'user-address-list',
    { per_page: PER_PAGE },
    { lang },
  );
  return { addresses: result.ok ? result.data.data : [], failed: !result.ok, tileUrl: mapTileUrl() };
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, pageKeyFromMatches(matches) ?? 'profile-address');

export default function AddressBookPage() {
  const { t } = useTranslation('account');
  const key = usePageKey() ?? 'profile-address';
  const { addresses, failed, tileUrl } = useLoaderData<typeof loader>();
  const user = useSessionUser();
  if (!user) return null;
  const book = (
    <>
      {failed ? <p className="alert alert--error">{t('address.unavailable')}</p> : null}
      <AddressBook user={user} addresses={addresses} tileUrl={tileUrl} />
    </>
  );
  return (
    <div className="page container">
      <PageHeader title={t(`pages:${key}.title`)} intro={t(`pages:${key}.intro`)} />
      {key === 'profile-address' ? (
        <div className="account-layout">
          <AccountNav />
          <div>{book}</div>
        </div>
      ) : (
        <div className="narrow">{book}</div>
      )}
    </div>
  );
}

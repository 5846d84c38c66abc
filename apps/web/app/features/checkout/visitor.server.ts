import type { Address } from '@bedesten/core/schemas/address';
import type { PagedList } from '@bedesten/core/paging/paged-list';
import type { LoaderFunctionArgs } from 'react-router';
import { returnPathOf, signInHref } from '~/lib/access.ts';
import { serverApiGet } from '~/lib/api.server.ts';
import { resolveLanguage } from '~/lib/language.ts';
import { sessionUser } from '~/lib/session.server.ts';

/**
 * Who is checking out. Guests are not bounced to the sign-in page: the
 * page tells them "Please login first" and links to sign-in, which brings
 * them back here.
 */
export async function checkoutVisitor(args: LoaderFunctionArgs) {
  const user = await sessionUser(args.context);
  return { user, signIn: signInHref('user', returnPathOf(args.url)) };
}

/** The customer's saved addresses, for choosing where the order goes. */
export async function savedAddresses(args: LoaderFunctionArgs): Promise<Address[]> {
  const { lang } = resolveLanguage(args.request);
  const result = await serverApiGet<PagedList<Address>>(args.request, 'user-address-list', { per_page: 100 }, { lang });
  return result.ok ? result.data.data : [];
}

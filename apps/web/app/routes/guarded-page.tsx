import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { findPageByPath } from '~/lib/page-lookup.ts';
import { pageAccess } from '~/lib/pages.ts';
import { requireAccess } from '~/lib/session.server.ts';
import GenericPage, { meta as genericMeta } from './page.tsx';

/**
 * The generic page for pages that need a session (account pages, the vendor,
 * driver and staff panels) until their feature lands: the same heading and
 * intro, behind the route guard. The loader runs on every visit, including
 * client-side navigations, so nobody sees a panel they may not open.
 */
export async function loader(args: LoaderFunctionArgs) {
  const page = findPageByPath(args.url.pathname);
  await requireAccess(args, page ? pageAccess(page) : 'user');
  return null;
}

export const meta: MetaFunction = (args) => genericMeta(args);

export default function GuardedPage() {
  return <GenericPage />;
}

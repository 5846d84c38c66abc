import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import { legacyRedirectTarget } from '~/lib/pages.ts';

/**
 * Leftover template URLs of SPEC.md §2 that moved: one module registered for
 * each of them, one lookup table (LEGACY_REDIRECTS), 301 with the query kept.
 */
export function loader({ url }: LoaderFunctionArgs): never {
  const target = legacyRedirectTarget(url.pathname, url.search);
  if (!target) throw data(null, { status: 404 });
  throw redirect(target, 301);
}

export default function LegacyRedirect() {
  return null;
}
